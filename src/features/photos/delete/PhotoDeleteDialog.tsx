import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { photoDeleteMachine } from '@machines/photoDelete.machine';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import styles from './Delete.module.scss';
import { useFlowDialog } from './useFlowDialog';

export type PhotoDeleteActor = ActorRefFrom<typeof photoDeleteMachine>;

/**
 * The preview's single-delete modal (S1 §2 Photo preview, §8; DECISIONS 27): confirm, then the
 * photo goes; a failure shows 'Error: Your photo could not be deleted' in the modal, which stays
 * open (machines/photoDelete.machine.ts). The preview owns the actor and opens it with its photo.
 */
export function PhotoDeleteDialog({ actor }: { actor: PhotoDeleteActor }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const busy = state === 'deleting';
  const dialog = useFlowDialog('photo-preview-delete', state !== 'closed', busy, () => actor.send({ type: 'photoDelete.cancel' }));
  return (
    <Dialog
      {...dialog.dialogProps}
      title={t('photos.delete.singleTitle')}
      description={t('photos.delete.singleText')}
      {...(busy ? {} : { closeLabel: t('photos.delete.close') })}
    >
      {state === 'failed' ? (
        <Alert tone="error" role="alert" className={styles.alert}>
          {t('photos.delete.photoFailed')}
        </Alert>
      ) : null}
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'photoDelete.cancel' })}>
          {t('photos.delete.cancel')}
        </Button>
        <Button aria-disabled={busy} onClick={() => (busy ? undefined : actor.send({ type: 'photoDelete.confirm' }))}>
          {busy ? t('photos.delete.deleting') : t('photos.delete.singleConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
