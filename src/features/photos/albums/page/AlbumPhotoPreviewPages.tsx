import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { PhotoPreview, previewActionClass } from '@/features/photos/preview/PhotoPreviewPage';
import { useAlbumResource } from '@/features/photos/wiring/albumWiring';
import { PhotoDownloadButton } from '../../downloads/PhotoDownloadButton';
import { CopyToAlbumButton } from '../copy/CopyToAlbumButton';
import { RemoveFromAlbumPreviewAction } from '../remove/RemoveFromAlbumPreviewAction';
import { AlbumLibraryScope } from './AlbumLibraryScope';
import { UnavailableInSharedAlbum } from './UnavailableInSharedAlbum';

const nothing = () => undefined;

/**
 * albumPhotoPreview (S1 §2 Photo preview): the preview of the timeline over the album's photos (its
 * library as the album page left it), with Download, Copy to album and Remove from album in place of Delete.
 * Back returns to the album at its scroll position.
 */
export function AlbumPhotoPreviewPage() {
  const { id = '', photoId = '' } = useParams();
  return (
    <AlbumLibraryScope view="albumPhotos" albumId={id} keep>
      <OwnAlbumPreview albumId={id} photoId={photoId} />
    </AlbumLibraryScope>
  );
}

function OwnAlbumPreview({ albumId, photoId }: { albumId: string; photoId: string }) {
  const album = useAlbumResource(albumId);
  const albumName = useSelector(album, (snapshot) => snapshot.context.data?.albumName ?? '');
  return (
    <PhotoPreview
      photoId={photoId}
      actions={(photo, onRemoved) => (
        <>
          <PhotoDownloadButton photo={photo} onDownloaded={nothing} />
          <CopyToAlbumButton photoIds={[photo.imageId]} onCopied={nothing} />
          <RemoveFromAlbumPreviewAction albumId={albumId} albumName={albumName} photoId={photo.imageId} onRemoved={onRemoved} />
        </>
      )}
    />
  );
}

/**
 * sharedAlbumPhotoPreview (S1 §2 Photo preview, Shared album page): the preview over the shared
 * album's photos: Download, and copy to album and delete from album disabled with their explanation.
 */
export function SharedAlbumPhotoPreviewPage() {
  const { id = '', photoId = '' } = useParams();
  return (
    <AlbumLibraryScope view="sharedAlbumPhotos" albumId={id} keep>
      <PhotoPreview
        photoId={photoId}
        actions={(photo) => (
          <>
            <PhotoDownloadButton photo={photo} onDownloaded={nothing} />
            <UnavailableInSharedAlbum actions={['copyToAlbum', 'removeFromAlbum']} className={previewActionClass} />
          </>
        )}
      />
    </AlbumLibraryScope>
  );
}
