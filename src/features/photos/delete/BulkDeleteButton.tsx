import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useBulkDelete } from '@/features/photos/wiring/deleteWiring';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { useDeleteLabels } from './useDeleteLabels';

export interface BulkDeleteButtonProps {
  readonly photoIds: readonly string[];
  /** the photos are deleted: selection mode ends */
  readonly onDeleted: () => void;
}

/**
 * The selection toolbar's Delete (S1 §2 bulk actions, §4 Delete photos; DECISIONS 25, 27): disabled
 * with its reason without a selection; a confirm modal with the count; the photos leave the grid at
 * once and are deleted in chunks with retries; a failure brings back every photo still there and
 * shows in the modal, which stays open (machines/photos/library/bulkDelete.machine.ts).
 */
export function BulkDeleteButton({ photoIds, onDeleted }: BulkDeleteButtonProps) {
  const { t } = useTranslation();
  const actor = useBulkDelete(onDeleted);
  const confirm = useConfirmDialog(actor, { flow: 'bulkDelete', dialogId: 'photos-bulk-delete', failure: t('photos.delete.photosFailed') });
  const count = useSelector(actor, (snapshot) => snapshot.context.photoIds.length);
  const labels = useDeleteLabels('photos.delete.bulkConfirm');
  return (
    <>
      {photoIds.length === 0 ? (
        <DisabledActionButton variant="secondary" explanation={t('photos.delete.noSelection')}>
          {t('photos.delete.delete')}
        </DisabledActionButton>
      ) : (
        <Button variant="secondary" onClick={() => actor.send({ type: 'bulkDelete.open', photoIds })}>
          {t('photos.delete.delete')}
        </Button>
      )}
      <ConfirmDialog
        {...confirm}
        title={t('photos.delete.bulkTitle', { count })}
        description={t('photos.delete.bulkText', { count })}
        labels={labels}
      />
    </>
  );
}
