import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { addressDeleteMachine } from '@machines/settings/addresses/addressDelete.machine';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

export type AddressDeleteActor = ActorRefFrom<typeof addressDeleteMachine>;

/** The confirm dialog of an address's delete: the failure shows inside it, and it stays open for another try. */
export function AddressDeleteDialog({ actor }: { actor: AddressDeleteActor }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const cancel = () => actor.send({ type: 'addressDelete.cancel' });
  const dialog = useFlowDialog('address-delete', open, busy, cancel);
  return (
    <ConfirmDialog
      dialog={dialog.dialogProps}
      title={t('addresses.deleteDialog.title')}
      description={t('addresses.deleteDialog.text')}
      labels={{
        confirm: t('addresses.deleteDialog.confirm'),
        submitting: t('addresses.deleteDialog.submitting'),
        cancel: t('addresses.deleteDialog.cancel'),
        close: t('addresses.deleteDialog.close'),
      }}
      submitting={busy}
      error={failed ? t('addresses.deleteDialog.failed') : null}
      onConfirm={() => actor.send({ type: 'addressDelete.confirm' })}
      onCancel={cancel}
    />
  );
}
