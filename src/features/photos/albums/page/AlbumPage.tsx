import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { PhotoToolbar } from '@/features/photos/PhotoToolbar';
import { useSelectionActor } from '@/features/photos/selection';
import { useAlbumDelete, useAlbumResource } from '@/features/photos/wiring/albumWiring';
import { useFlatPhotos, usePhotoLibraryControls, usePhotosGone } from '@/features/photos/wiring/library';
import { CopyToAlbumButton, OrderPrintsButton, RemoveFromAlbumButton, SelectionDownloadAction } from '../../bulk/bulkActions';
import { AddPhotosToAlbumButton } from '../add/AddPhotosToAlbumButton';
import { RenameAlbumDialog } from '../form/AlbumNameDialogs';
import { AlbumDeleteButton } from './AlbumDeleteButton';
import { AlbumHeader } from './AlbumHeader';
import { AlbumNotShown, AlbumPageScope } from './AlbumLibraryScope';
import { AlbumPhotos } from './AlbumPhotos';
import styles from './AlbumPage.module.scss';

/**
 * album (S1 §2 Album page): an own album. The 'My albums' breadcrumb, the name with its rename
 * button, the created date and photo count, Add photos, Delete album, the sort dropdown and the
 * selection mode (Copy to album and Remove from album in place of Delete), then the album's photos
 * as a view of the one photo grid.
 */
export function AlbumPage() {
  return <AlbumPageScope view="albumPhotos">{(albumId) => <OwnAlbum albumId={albumId} />}</AlbumPageScope>;
}

function OwnAlbum({ albumId }: { albumId: string }) {
  const { t } = useTranslation();
  const album = useAlbumResource(albumId);
  const data = useSelector(album, (snapshot) => snapshot.context.data);
  const failed = useSelector(album, (snapshot) => snapshot.matches('Failed'));
  const deleteActor = useAlbumDelete(albumId);
  const controls = usePhotoLibraryControls();
  const selection = useSelectionActor();
  const { images } = useFlatPhotos();
  const gone = usePhotosGone();
  const [renaming, setRenaming] = useState(false);
  const endSelection = useCallback(() => selection.send({ type: 'selection.actionSucceeded' }), [selection]);
  // photos added: the album (its count, its cover) and its photos load again
  const reload = useCallback(() => {
    album.send({ type: 'album.reload' });
    controls.reload();
  }, [album, controls]);

  // GET /albums/{id} failed, a 404 included (the album is gone): the message in place of the page
  if (data === null) return <AlbumNotShown failed={failed} />;
  return (
    <div className={styles.page}>
      <AlbumHeader
        name={data.albumName}
        created={data.created}
        photos={Math.max(0, data.photosCount - gone)}
        nameActions={
          <Button variant="link" onClick={() => setRenaming(true)} aria-label={t('photos.album.renameLabel', { name: data.albumName })}>
            {t('photos.album.rename')}
          </Button>
        }
      />
      <RenameAlbumDialog album={data} open={renaming} onOpenChange={setRenaming} onRenamed={() => album.send({ type: 'album.reload' })} />
      <div className={styles.actions}>
        {/* one Add photos per page: its modal is one dialog of the page's dialog stack */}
        <AddPhotosToAlbumButton albumId={albumId} albumName={data.albumName} onAdded={reload} />
        <AlbumDeleteButton
          flow="albumDelete"
          actor={deleteActor}
          title={t('photos.album.deleteTitle')}
          text={t('photos.album.deleteText')}
        />
      </div>
      <PhotoToolbar
        shown={images}
        actions={{
          download: (ids) => (
            <SelectionDownloadAction
              photoIds={ids}
              shown={images}
              archive={{ kind: 'photos', name: data.albumName }}
              onDownloaded={endSelection}
            />
          ),
          copy: (ids) => <CopyToAlbumButton photoIds={ids} onCopied={endSelection} />,
          remove: (ids) => <RemoveFromAlbumButton albumId={albumId} albumName={data.albumName} photoIds={ids} onRemoved={endSelection} />,
          print: (ids) => <OrderPrintsButton photoIds={ids} />,
        }}
      />
      <AlbumPhotos
        empty={
          <div className={styles.empty}>
            <p>{t('photos.album.empty')}</p>
          </div>
        }
      />
    </div>
  );
}
