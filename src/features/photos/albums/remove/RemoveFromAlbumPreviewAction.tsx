import { useTranslation } from 'react-i18next';
import styles from '../../preview/PhotoPreview.module.scss';
import { useRemoveFromAlbumActor } from '@/features/photos/wiring/albumPhotosWiring';
import { RemoveFromAlbumDialog } from './RemoveFromAlbumDialog';

export interface RemoveFromAlbumPreviewActionProps {
  readonly albumId: string;
  readonly albumName: string;
  readonly photoId: string;
  /** the photo is out of the album: the preview moves on */
  readonly onRemoved: (photoId: string) => void;
}

/**
 * The album preview's action in place of Delete (S1 §2 Photo preview): the same confirm modal,
 * optimistic removal, toast and error as the toolbar's (RemoveFromAlbumButton), for one photo.
 */
export function RemoveFromAlbumPreviewAction({ albumId, albumName, photoId, onRemoved }: RemoveFromAlbumPreviewActionProps) {
  const { t } = useTranslation();
  const actor = useRemoveFromAlbumActor(albumName, (photoIds) => {
    for (const removed of photoIds) onRemoved(removed);
  });
  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={() => actor.send({ type: 'removeFromAlbum.open', albumId, photoIds: [photoId] })}
      >
        {t('photos.removeFromAlbum.remove')}
      </button>
      <RemoveFromAlbumDialog actor={actor} albumName={albumName} />
    </>
  );
}
