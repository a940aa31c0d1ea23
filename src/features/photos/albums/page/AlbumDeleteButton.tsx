import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AlbumDeleteFlowMachine, AlbumDeleteId } from '@machines/photos/albums/albumDeleteFlow';
import { useConfirmDialog } from '@/platform/flows/useConfirmDialog';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import styles from './AlbumPage.module.scss';

export interface AlbumDeleteButtonProps<TId extends AlbumDeleteId> {
  /** the album kind's delete flow (albumDelete, sharedAlbumDelete) and its running actor */
  flow: TId;
  actor: ActorRefFrom<AlbumDeleteFlowMachine<TId>>;
  title: string;
  text: string;
}

/**
 * An album's delete button and its modal (machines/photos/albums: albumDelete, sharedAlbumDelete):
 * the view's title and text; while the delete is on its way the modal cannot be dismissed; a
 * failure shows 'Unable to remove album. Please try again' in the modal, which stays open.
 */
export function AlbumDeleteButton<TId extends AlbumDeleteId>({ flow, actor, title, text }: AlbumDeleteButtonProps<TId>) {
  const { t } = useTranslation();
  const confirm = useConfirmDialog(actor, { flow, dialogId: 'album-delete', failure: t('photos.album.deleteFailed') });
  return (
    <>
      <Button variant="secondary" onClick={() => actor.send({ type: `${flow}.open` })}>
        {t('photos.album.delete')}
      </Button>
      <ConfirmDialog
        {...confirm}
        title={title}
        labels={{
          confirm: t('photos.album.deleteConfirm'),
          submitting: t('photos.delete.deleting'),
          cancel: t('photos.delete.cancel'),
          close: t('photos.delete.close'),
        }}
      >
        <p className={styles.text}>{text}</p>
      </ConfirmDialog>
    </>
  );
}
