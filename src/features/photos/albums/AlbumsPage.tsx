import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/flags/FlagsContext';
import { useAfterFirstInput } from '@/platform/idle/useAfterFirstInput';
import { FIRST_VIEW_ALBUM_COVERS } from '@/platform/earlyStart/earlyStart';
import { DateLocaleGate } from '@/platform/i18n/DateLocaleContext';
import { thumbnailSizeOf } from '@/features/photos/grid/layout';
import { ListEndMarker } from '@/features/photos/grid/ListEndMarker';
import { PhotoPageFrame } from '@/features/photos/PhotoPageFrame';
import { usePhotoLibrary } from '@/features/photos/wiring/library';
import { lazyComponent } from '@/ui/lazyComponent';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';
import { useBreakpoint } from '@/ui/useBreakpoint';
import { useSelector } from '@xstate/react';
import { AlbumCard } from './AlbumCard';
import styles from './Albums.module.scss';
import { useAlbumList, useAlbumListView, type AlbumListActor, type AlbumListView, type ListedAlbum } from './wiring/albumLists';

/**
 * 'Create new album' (./form/AlbumNameDialogs.tsx): its form's flow and the dialog kit under it are
 * a chunk apart, which the tab's first paint does not wait for. It mounts on the customer's first
 * input on the tab, before the click on 'New album' (a click that comes first opens it as soon as
 * its code is in).
 */
const CreateAlbumDialog = lazyComponent(() => import('./form/AlbumNameDialogs').then((module) => module.CreateAlbumDialog));

/**
 * The Albums tab (S1 §2 Albums screen; DECISIONS 23, 24): in the photo library's frame, the grid of
 * own albums with the 'New album' tile first, then, with shared albums on and some shared with the
 * customer, 'Shared with you'. Each list loads its next page when its end marker is fully visible;
 * the lists live in the account scope, so coming back to the tab shows them as they were.
 */
export function AlbumsPage() {
  const { t, i18n } = useTranslation();
  // The whole tab waits for the date locale (the cards say when each album was made), not only its
  // lists: drawn before them, its frame came alone, and the mobile audit scored the tab lower
  // (docs/PERFORMANCE.md, "The photo pages' frame, without waiting for the date locale").
  return (
    <DateLocaleGate language={i18n.language} fallback={<Loader label={t('photos.albums.loading')} />}>
      <PhotoPageFrame>
        <AlbumsContent />
      </PhotoPageFrame>
    </DateLocaleGate>
  );
}

function AlbumsContent() {
  const { t } = useTranslation();
  const sharedAlbums = useFlag('PhotoManagementSharedAlbumsViewEnabled');
  const own = useAlbumList('own');
  const shared = useAlbumList('shared');
  // Deferred: a page of albums is drawn in a background render that React slices into short tasks
  // (docs/PERFORMANCE.md "Drawing an answer"); each list's end marker waits until it is drawn.
  const ownLive = useAlbumListView(own);
  const sharedLive = useAlbumListView(shared);
  const ownView = useDeferredValue(ownLive);
  const sharedView = useDeferredValue(sharedLive);
  const readAlbumsCount = useReadAlbumsCount();
  const showShared = sharedAlbums && readAlbumsCount !== null && readAlbumsCount > 0;
  // 'Shared with you' shows once the own albums' first page has come (or failed): shown before, it
  // would be pushed down the page as they arrive, a layout shift under the customer's eyes. It loads
  // beside them all the same.
  const ownSettled = ownView.status === 'ready' || ownView.status === 'failed' || ownView.albums.length > 0;
  const [creating, setCreating] = useState(false);
  const used = useAfterFirstInput();
  const size = thumbnailSizeOf(useBreakpoint());

  // the list loads when first shown; shown again, it stays as it was
  useEffect(() => {
    own?.send({ type: 'albumList.load' });
  }, [own]);
  useEffect(() => {
    if (showShared) shared?.send({ type: 'albumList.load' });
  }, [shared, showShared]);

  /** a list's cards, the first `priorityCards` of them in the first view */
  const cards = (priorityCards: number) => (album: ListedAlbum, index: number) => (
    <AlbumCard key={album.albumId} album={album} size={size} sharedAlbums={sharedAlbums} priority={index < priorityCards} />
  );
  const newAlbum = (
    <li className={styles.cell}>
      <button type="button" className={styles.newTile} onClick={() => setCreating(true)} data-new-album>
        <span className={styles.plus} aria-hidden="true">
          +
        </span>
        {t('photos.albums.newAlbum')}
      </button>
    </li>
  );

  return (
    <>
      <section aria-labelledby="albums-own-heading" className={styles.section}>
        <h2 id="albums-own-heading" className="visually-hidden">
          {t('photos.albums.ownHeading')}
        </h2>
        <AlbumList
          actor={own}
          view={ownView}
          drawn={ownView === ownLive}
          label={t('photos.albums.ownHeading')}
          error={t('photos.albums.loadError')}
          first={newAlbum}
          empty={<p className={styles.empty}>{t('photos.albums.empty')}</p>}
          // the own albums whose covers are in the first view (the first row on a wide screen, the
          // first rows on a phone) load them at once: the largest picture of the first paint is one
          // of them; the early start fetches the same covers on a reload of the tab
          render={cards(FIRST_VIEW_ALBUM_COVERS)}
        />
      </section>
      {showShared && ownSettled ? (
        <section aria-labelledby="albums-shared-heading" className={styles.section} data-shared-albums>
          <h2 id="albums-shared-heading" className={styles.heading}>
            {t('photos.albums.sharedHeading')}
          </h2>
          <AlbumList
            actor={shared}
            view={sharedView}
            drawn={sharedView === sharedLive}
            label={t('photos.albums.sharedHeading')}
            error={t('photos.albums.sharedLoadError')}
            // the shared albums come under the own ones: none of them is in the first view
            render={cards(0)}
          />
        </section>
      ) : null}
      {used || creating ? <CreateAlbumDialog open={creating} onOpenChange={setCreating} /> : null}
    </>
  );
}

/** Albums shared with the customer, from the photo summary (GET /users); null while unknown. */
function useReadAlbumsCount(): number | null {
  const { summary } = usePhotoLibrary();
  return useSelector(summary, (snapshot) => (snapshot.context.data ? (snapshot.context.data.readAlbumsCount ?? 0) : null));
}

interface AlbumListProps {
  actor: AlbumListActor | null;
  view: AlbumListView;
  /** whether `view` is the list as its actor holds it (not a deferred view still behind it) */
  drawn: boolean;
  /** the grid's accessible name */
  label: string;
  /** the list's load error (S1 §8) */
  error: string;
  /** a tile before the albums (the 'New album' tile), shown whatever the list's state */
  first?: ReactNode;
  /** what shows under the tiles when the list is loaded and empty */
  empty?: ReactNode;
  render: (album: ListedAlbum, index: number) => ReactNode;
}

/** One list of albums: its grid, its loader and error with Try again, and its end marker. */
function AlbumList({ actor, view, drawn, label, error, first, empty, render }: AlbumListProps) {
  const { t } = useTranslation();
  const retry = () => actor?.send({ type: 'albumList.retry' });
  const { status, albums, moreFailed } = view;

  const failedAlert = (
    <RetryAlert retryLabel={t('photos.albums.retry')} onRetry={retry} className={styles.alert}>
      <p>{error}</p>
    </RetryAlert>
  );
  return (
    <>
      {first || albums.length > 0 ? (
        <ul className={styles.grid} aria-label={label}>
          {first}
          {albums.map(render)}
        </ul>
      ) : null}
      {status === 'loading' || status === 'idle' ? <Loader label={t('photos.albums.loading')} /> : null}
      {status === 'failed' ? failedAlert : null}
      {status === 'ready' && albums.length === 0 ? empty : null}
      <ListEndMarker
        listId="albumList"
        actor={actor}
        className={styles.endMarker}
        loadingLabel={t('photos.albums.loadingMore')}
        failure={moreFailed ? failedAlert : null}
        drawn={drawn}
      />
    </>
  );
}
