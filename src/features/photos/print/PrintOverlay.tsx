import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { Dialog } from '@/ui/Dialog';
import { Loader } from '@/ui/Loader';
import type { PrintHandoffActor } from './wiring/printHandoff';

const stay = () => {};

/**
 * The overlay of the print hand-off (S1 §2 Modals, §4): 'Adding {amount} photos to editor...' while
 * the temp selection is made, at least 3 s, until the print editor opens. It cannot be dismissed;
 * a failure closes it (the error shows in the order-prints bar).
 */
export function PrintOverlay({ actor }: { actor: PrintHandoffActor }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('overlay'));
  const amount = useSelector(actor, (snapshot) => snapshot.context.photoIds.length);
  const dialog = useFlowDialog('photos-print-overlay', open, true, stay);
  // the title is the dialog's name and its one text: the spinner under it says nothing more
  return (
    <Dialog {...dialog.dialogProps} title={t('photos.print.adding', { amount })}>
      <Loader />
    </Dialog>
  );
}
