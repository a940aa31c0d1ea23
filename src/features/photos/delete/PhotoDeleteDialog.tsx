import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { photoDeleteMachine } from '@machines/photos/library/photoDelete.machine';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDeleteLabels } from './useDeleteLabels';

export type PhotoDeleteActor = ActorRefFrom<typeof photoDeleteMachine>;

/**
 * The preview's single-delete modal (S1 §2 Photo preview, §8; DECISIONS 27): confirm, then the
 * photo goes; a failure shows 'Error: Your photo could not be deleted' in the modal, which stays
 * open (machines/photos/library/photoDelete.machine.ts). The preview owns the actor and opens it with its photo.
 */
export function PhotoDeleteDialog({ actor }: { actor: PhotoDeleteActor }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const cancel = () => actor.send({ type: 'photoDelete.cancel' });
  const dialog = useFlowDialog('photo-preview-delete', open, busy, cancel);
  return (
    <ConfirmDialog
      dialog={dialog.dialogProps}
      title={t('photos.delete.singleTitle')}
      description={t('photos.delete.singleText')}
      labels={useDeleteLabels('photos.delete.singleConfirm')}
      submitting={busy}
      error={failed ? t('photos.delete.photoFailed') : null}
      onConfirm={() => actor.send({ type: 'photoDelete.confirm' })}
      onCancel={cancel}
    />
  );
}
