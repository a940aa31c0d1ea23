import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AlbumDeleteMachine } from '@machines/photos/albums/albumDelete.machine';
import { useFlowDialog } from '@/platform/dialogs/useFlowDialog';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import styles from './AlbumPage.module.scss';

/**
 * An album's delete button and its modal (machines/photos/albums: albumDelete, sharedAlbumDelete):
 * the view's title and text; while the delete is on its way the modal cannot be dismissed; a
 * failure shows 'Unable to remove album. Please try again' in the modal, which stays open.
 */
export function AlbumDeleteButton({ actor, title, text }: { actor: ActorRefFrom<AlbumDeleteMachine>; title: string; text: string }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const cancel = () => actor.send({ type: 'albumDelete.cancel' });
  const dialog = useFlowDialog('album-delete', open, busy, cancel);
  return (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: 'albumDelete.open' })}>
        {t('photos.album.delete')}
      </Button>
      <ConfirmDialog
        dialog={dialog.dialogProps}
        title={title}
        labels={{
          confirm: t('photos.album.deleteConfirm'),
          submitting: t('photos.delete.deleting'),
          cancel: t('photos.delete.cancel'),
          close: t('photos.delete.close'),
        }}
        submitting={busy}
        error={failed ? t('photos.album.deleteFailed') : null}
        onConfirm={() => actor.send({ type: 'albumDelete.confirm' })}
        onCancel={cancel}
      >
        <p className={styles.text}>{text}</p>
      </ConfirmDialog>
    </>
  );
}
