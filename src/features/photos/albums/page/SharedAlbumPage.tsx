import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { Alert } from '@/ui/Alert';
import { PhotoToolbar } from '@/features/photos/PhotoToolbar';
import { useSelectionActor } from '@/features/photos/selection';
import { useSharedAlbumDelete, useSharedAlbumResource } from '@/features/photos/wiring/albumWiring';
import { useFlatPhotos, usePhotosGone } from '@/features/photos/wiring/library';
import { SelectionDownloadAction, UnavailableInSharedAlbum } from '../../bulk/bulkActions';
import { AlbumDeleteButton } from './AlbumDeleteButton';
import { AlbumHeader } from './AlbumHeader';
import { AlbumNotShown, AlbumPageScope } from './AlbumLibraryScope';
import { AlbumPhotos } from './AlbumPhotos';
import styles from './AlbumPage.module.scss';
import { ParticipantsButton } from './ParticipantsButton';

/**
 * sharedAlbum (S1 §2 Shared album page; DECISIONS 35): read-only. The breadcrumb, the name and
 * created info, a banner saying who shares it, the participants modal, Delete (the owner deletes it
 * for everyone, a participant leaves it), the sort dropdown and the selection mode, where copy to
 * album, delete from album and order prints are disabled with their explanation.
 */
export function SharedAlbumPage() {
  return <AlbumPageScope view="sharedAlbumPhotos">{(albumId) => <SharedAlbum albumId={albumId} />}</AlbumPageScope>;
}

function SharedAlbum({ albumId }: { albumId: string }) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const album = useSharedAlbumResource(albumId);
  const data = useSelector(album, (snapshot) => snapshot.context.data);
  const failed = useSelector(album, (snapshot) => snapshot.matches('Failed'));
  const deleteActor = useSharedAlbumDelete(albumId);
  const { images } = useFlatPhotos();
  const gone = usePhotosGone();
  const selection = useSelectionActor();
  const endSelection = useCallback(() => selection.send({ type: 'selection.actionSucceeded' }), [selection]);

  if (data === null) return <AlbumNotShown failed={failed} />;
  // the owner is the account whose id is the album's ownerId (S1 §2)
  const isOwner = claims?.sub === data.ownerId;
  return (
    <div className={styles.page}>
      <AlbumHeader name={data.albumName} created={data.created} photos={Math.max(0, data.photosCount - gone)} />
      <Alert tone="info" role="status" className={styles.banner}>
        <p>
          {isOwner
            ? t('photos.sharedAlbum.bannerOwner', { count: data.participants.length })
            : t('photos.sharedAlbum.bannerParticipant', { email: data.owner.email })}
        </p>
      </Alert>
      <div className={styles.actions}>
        <ParticipantsButton album={data} isOwner={isOwner} />
        <AlbumDeleteButton
          flow="sharedAlbumDelete"
          actor={deleteActor}
          title={t('photos.sharedAlbum.deleteTitle')}
          text={isOwner ? t('photos.sharedAlbum.deleteOwnerText') : t('photos.sharedAlbum.deleteParticipantText')}
        />
      </div>
      <PhotoToolbar
        shown={images}
        // Download is allowed here (S1 §2 Shared album page)
        actions={{
          download: (ids) => (
            <SelectionDownloadAction photoIds={ids} shown={images} archive={{ kind: 'sharedAlbum', albumId }} onDownloaded={endSelection} />
          ),
          copy: () => <UnavailableInSharedAlbum actions={['copyToAlbum']} />,
          remove: () => <UnavailableInSharedAlbum actions={['removeFromAlbum']} />,
          print: () => <UnavailableInSharedAlbum actions={['orderPrints']} />,
        }}
      />
      <AlbumPhotos
        empty={
          <div className={styles.empty}>
            <p>{t('photos.sharedAlbum.empty')}</p>
          </div>
        }
      />
    </div>
  );
}
