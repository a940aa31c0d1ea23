import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useBulkDeleteMachine } from '@/app/photos/deleteWiring';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import styles from './Delete.module.scss';
import { useFlowDialog } from './useFlowDialog';

export interface BulkDeleteButtonProps {
  readonly photoIds: readonly string[];
  /** the photos are deleted: selection mode ends */
  readonly onDeleted: () => void;
}

/**
 * The selection toolbar's Delete (S1 §2 bulk actions, §4 Delete photos; DECISIONS 25, 27): disabled
 * with its reason without a selection; a confirm modal with the count; the photos leave the grid at
 * once and are deleted in chunks with retries; a failure brings back every photo still there and
 * shows in the modal, which stays open (machines/bulkDelete.machine.ts).
 */
export function BulkDeleteButton({ photoIds, onDeleted }: BulkDeleteButtonProps) {
  const { t } = useTranslation();
  const actor = useActorRef(useBulkDeleteMachine(onDeleted));
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const count = useSelector(actor, (snapshot) => snapshot.context.photoIds.length);
  const busy = typeof state === 'object';
  const failed = state === 'failed';
  const dialog = useFlowDialog('photos-bulk-delete', state !== 'idle', busy, () => actor.send({ type: 'bulkDelete.cancel' }));
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
      <Dialog
        {...dialog.dialogProps}
        title={t('photos.delete.bulkTitle', { count })}
        description={t('photos.delete.bulkText', { count })}
        {...(busy ? {} : { closeLabel: t('photos.delete.close') })}
      >
        {failed ? (
          <Alert tone="error" role="alert" className={styles.alert}>
            {t('photos.delete.photosFailed')}
          </Alert>
        ) : null}
        <DialogActions>
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'bulkDelete.cancel' })}>
            {t('photos.delete.cancel')}
          </Button>
          <Button aria-disabled={busy} onClick={() => (busy ? undefined : actor.send({ type: 'bulkDelete.confirm' }))}>
            {busy ? t('photos.delete.deleting') : t('photos.delete.bulkConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
