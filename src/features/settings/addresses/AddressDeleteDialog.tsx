import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AddressDeleteMachine } from '@machines/settings/addresses/addressDelete.machine';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

export type AddressDeleteActor = ActorRefFrom<AddressDeleteMachine>;

/** The confirm dialog of an address's delete: the failure shows inside it, and it stays open for another try. */
export function AddressDeleteDialog({ actor }: { actor: AddressDeleteActor }) {
  const { t } = useTranslation();
  const confirm = useConfirmDialog(actor, {
    flow: 'addressDelete',
    dialogId: 'address-delete',
    failure: t('addresses.deleteDialog.failed'),
  });
  return (
    <ConfirmDialog
      {...confirm}
      title={t('addresses.deleteDialog.title')}
      description={t('addresses.deleteDialog.text')}
      labels={{
        confirm: t('addresses.deleteDialog.confirm'),
        submitting: t('addresses.deleteDialog.submitting'),
        cancel: t('addresses.deleteDialog.cancel'),
        close: t('addresses.deleteDialog.close'),
      }}
    />
  );
}
