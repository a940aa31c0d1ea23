import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { PhotoDeleteMachine } from '@machines/photos/library/photoDelete.machine';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDeleteLabels } from './useDeleteLabels';

export type PhotoDeleteActor = ActorRefFrom<PhotoDeleteMachine>;

/**
 * The preview's single-delete modal (S1 §2 Photo preview, §8; DECISIONS 27): confirm, then the
 * photo goes; a failure shows 'Error: Your photo could not be deleted' in the modal, which stays
 * open (machines/photos/library/photoDelete.machine.ts). The preview owns the actor and opens it with its photo.
 */
export function PhotoDeleteDialog({ actor }: { actor: PhotoDeleteActor }) {
  const { t } = useTranslation();
  const confirm = useConfirmDialog(actor, {
    flow: 'photoDelete',
    dialogId: 'photo-preview-delete',
    failure: t('photos.delete.photoFailed'),
  });
  return (
    <ConfirmDialog
      {...confirm}
      title={t('photos.delete.singleTitle')}
      description={t('photos.delete.singleText')}
      labels={useDeleteLabels('photos.delete.singleConfirm')}
    />
  );
}
