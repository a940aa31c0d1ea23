import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateLocaleLoader } from '@/app/i18n/DateLocaleContext';
import {
  takePhotosScroll,
  takePhotoToFocus,
  useFlatPhotos,
  usePhotoLibraryControls,
  usePhotoLibraryMode,
  usePhotoLibraryStatus,
  useTimelineMonths,
  type MonthView,
} from '@/features/photos/wiring/library';
import { usePageTitle } from '@/app/title/usePageTitle';
import { Alert } from '@/ui/Alert';
import { Loader } from '@/ui/Loader';
import { LoadErrorAlert } from './LoadErrorAlert';
import { PageTitle } from '@/ui/PageTitle';
import { CopyToAlbumButton } from './albums/copy/CopyToAlbumButton';
import { BulkDeleteButton } from './delete/BulkDeleteButton';
import { DeleteAllPhotosButton } from './delete/DeleteAllPhotosButton';
import { FlatGrid } from './FlatGrid';
import { GridViewProvider, PHOTOS_VIEW } from './grid/view';
import { PhotoTabs } from './PhotoTabs';
import styles from './PhotosPage.module.scss';
import { SelectionBar, type BulkActions } from './SelectionBar';
import { SelectionProvider, useSelecting, useSelectionActor } from './selection';
import { SortSelect } from './SortSelect';
import { shownImages, Timeline } from './timeline/Timeline';

/**
 * The Photos page (S1 §2 Photos page): 'My photos', the Photos and Albums tabs with their counts, the
 * sort dropdown, the selection toolbar, a banner, then the month timeline (date-taken sorts) or the
 * flat grid (date-added sorts); a loader, the empty state or the load error in their place. The back
 * link to the account home on small screens comes with the shell.
 */
export function PhotosPage() {
  const { i18n } = useTranslation();
  return (
    <DateLocaleLoader language={i18n.language}>
      <GridViewProvider view={PHOTOS_VIEW}>
        <SelectionProvider>
          <PhotosPageContent />
        </SelectionProvider>
      </GridViewProvider>
    </DateLocaleLoader>
  );
}

function PhotosPageContent() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const status = usePhotoLibraryStatus();
  const mode = usePhotoLibraryMode();
  // A month's page arriving re-renders the timeline in the background (interruptible, in slices),
  // so that a scroll through a large library never blocks the main thread for long.
  const months = useDeferredValue(useTimelineMonths());
  const flat = useFlatPhotos();
  const controls = usePhotoLibraryControls();
  const selection = useSelectionActor();
  const selecting = useSelecting();
  const shown = useMemo(
    () => (mode === 'flat' ? flat.images : months.flatMap((month: MonthView) => shownImages(month))),
    [mode, flat.images, months],
  );
  const restoreScroll = useRestoreScroll();
  const endSelection = useCallback(() => selection.send({ type: 'selection.actionSucceeded' }), [selection]);
  // Download's slot stays empty until the transfers work fills it (SelectionBar's BulkActions)
  const bulkActions = useMemo<BulkActions>(
    () => ({
      copy: (ids) => <CopyToAlbumButton photoIds={ids} onCopied={endSelection} />,
      remove: (ids) => <BulkDeleteButton photoIds={ids} onDeleted={endSelection} />,
    }),
    [endSelection],
  );

  // a sort change starts over: the selection of the old order goes
  useEffect(() => {
    selection.send({ type: 'selection.cancel' });
  }, [mode, selection]);

  return (
    <div className={styles.page}>
      <PageTitle>{title}</PageTitle>
      <PhotoTabs />
      <div className={styles.toolbar}>
        <SortSelect />
        {selecting ? null : <SelectionBar shown={shown} idleActions={status === 'ready' ? <DeleteAllPhotosButton /> : null} />}
      </div>
      {selecting ? (
        // while selecting, the toolbar stays in view as the grid scrolls under it
        <div className={styles.stickyToolbar} data-sticky-toolbar>
          <SelectionBar shown={shown} actions={bulkActions} />
        </div>
      ) : null}
      <Alert tone="info" role="status" className={styles.banner}>
        <p>{t('photos.page.banner')}</p>
      </Alert>
      {status === 'loading' ? <Loader label={t('photos.page.loading')} /> : null}
      {status === 'failed' ? <LoadErrorAlert onRetry={controls.retry} /> : null}
      {status === 'empty' ? <p className={styles.empty}>{t('photos.page.empty')}</p> : null}
      {status === 'ready' && mode === 'timeline' ? <Timeline months={months} onLaidOut={restoreScroll} /> : null}
      {status === 'ready' && mode === 'flat' ? (
        <FlatGrid
          images={flat.images}
          hasMore={flat.hasMore}
          loadingMore={flat.loadingMore}
          failed={flat.failed}
          onLaidOut={restoreScroll}
        />
      ) : null}
    </div>
  );
}

/**
 * Back from the preview: the saved window scroll, once the grid has its full height, and the focus
 * on the photo the preview closed on (scrolled into view when the preview moved far from it).
 */
function useRestoreScroll() {
  const [saved] = useState(() => ({ scroll: takePhotosScroll('photos'), photoId: takePhotoToFocus('photos') }));
  const done = useRef(false);
  return useCallback(
    (focusPhoto: (imageId: string) => void) => {
      if (done.current) return;
      done.current = true;
      if (saved.scroll) window.scrollTo({ left: saved.scroll.x, top: saved.scroll.y });
      if (saved.photoId) focusPhoto(saved.photoId);
    },
    [saved],
  );
}
