import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedAlbum } from '@machines/photos/albums/albumList.machine';
import { useDateLocale } from '@/platform/i18n/DateLocaleContext';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import type { GridThumbnailSize } from '@/features/photos/grid/layout';
import { thumbnailUrl } from '@/features/photos/grid/PhotoItem';
import { createdDay } from './albumDates';
import styles from './Albums.module.scss';

/**
 * Whether a card opens the shared album page: an album shared with the customer, or an own album
 * they share, when shared albums are on (the owner's view); any other album opens the album page.
 */
export function opensSharedAlbum(album: ListedAlbum, sharedAlbums: boolean): boolean {
  return sharedAlbums && (!('isShared' in album) || album.isShared);
}

/**
 * An album card (S1 §2 Albums screen): the cover photo (the grid's thumbnail size) or a
 * placeholder, the photo count, the name and 'Created {date}'; the whole card is the link to the album.
 * A card in the page's first view (`priority`) loads its cover at once and before the page's other
 * pictures; the others load theirs as they come near the screen.
 */
export const AlbumCard = memo(function AlbumCard({
  album,
  size,
  sharedAlbums,
  priority = false,
}: {
  album: ListedAlbum;
  size: GridThumbnailSize;
  sharedAlbums: boolean;
  /** in the page's first view: its cover loads at once and before the other pictures */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const to = opensSharedAlbum(album, sharedAlbums) ? href('sharedAlbum', { id: album.albumId }) : href('album', { id: album.albumId });
  const day = createdDay(album.created, locale);
  const created =
    day === null
      ? null
      : t('photos.albums.created', {
          date: day.kind === 'today' ? t('photos.albums.today') : day.kind === 'yesterday' ? t('photos.albums.yesterday') : day.date,
        });
  return (
    <li className={styles.cell} data-album-id={album.albumId}>
      <Link to={to} className={styles.card}>
        <span className={styles.cover}>
          {album.coverPhoto ? (
            <img
              className={styles.coverImage}
              src={thumbnailUrl(album.coverPhoto, size)}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          ) : (
            <span className={styles.coverPlaceholder} aria-hidden="true" data-cover-placeholder />
          )}
          <span className={styles.count}>{t('photos.albums.photoCount', { count: album.photosCount })}</span>
        </span>
        <span className={styles.name}>{album.albumName}</span>
        {created ? <span className={styles.created}>{created}</span> : null}
      </Link>
    </li>
  );
});
