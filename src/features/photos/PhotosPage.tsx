import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateLocaleGate } from '@/platform/i18n/DateLocaleContext';
import {
  useFlatPhotos,
  usePhotoLibraryControls,
  usePhotoLibraryMode,
  usePhotoLibraryStatus,
  usePhotoLibraryCounts,
  useTimelineMonths,
  type MonthView,
} from '@/features/photos/wiring/library';
import { Alert } from '@/ui/Alert';
import { Loader } from '@/ui/Loader';
import { ActivationImport } from './activation/ActivationImport';
import { LoadErrorAlert } from './LoadErrorAlert';
import { BulkDeleteButton, CopyToAlbumButton, OrderPrintsButton, SelectionDownloadAction } from './bulk/bulkActions';
import { DeleteAllPhotosButton } from './delete/DeleteAllPhotosButton';
import { FlatGrid } from './FlatGrid';
import { useRestoreScroll } from './grid/useRestoreScroll';
import { GridViewProvider, PHOTOS_VIEW } from './grid/view';
import { PhotoPageFrame } from './PhotoPageFrame';
import styles from './PhotosPage.module.scss';
import { PhotoToolbar } from './PhotoToolbar';
import { type BulkActions } from './SelectionBar';
import { SelectionProvider, useSelectionActor } from './selection';
import { shownImages, Timeline } from './timeline/Timeline';
import { AddPhotosButton } from './upload/AddPhotosButton';

/**
 * The Photos page (S1 §2 Photos page): 'My photos', the Photos and Albums tabs with their counts, the
 * sort dropdown, the selection toolbar, a banner, then the month timeline (date-taken sorts) or the
 * flat grid (date-added sorts); a loader, the empty state or the load error in their place. The back
 * link to the account home on small screens comes with the shell.
 */
export function PhotosPage() {
  return (
    <GridViewProvider view={PHOTOS_VIEW}>
      <SelectionProvider>
        <PhotosPageContent />
      </SelectionProvider>
    </GridViewProvider>
  );
}

function PhotosPageContent() {
  const { t, i18n } = useTranslation();
  const status = usePhotoLibraryStatus();
  const counts = usePhotoLibraryCounts();
  // 'Delete all photos' while the first month loads too, unless the summary says the library is
  // empty: the toolbar keeps its height when the month comes, and the banner and grid below it do
  // not move (on a phone the button is a row of its own).
  const deletable = status === 'ready' || (status === 'loading' && counts.photos !== 0);
  const mode = usePhotoLibraryMode();
  // A month's page arriving re-renders the timeline in the background (interruptible, in slices),
  // so that a scroll through a large library never blocks the main thread for long.
  const liveMonths = useTimelineMonths();
  const months = useDeferredValue(liveMonths);
  const flat = useFlatPhotos();
  const controls = usePhotoLibraryControls();
  const selection = useSelectionActor();
  const shown = useMemo(
    () => (mode === 'flat' ? flat.images : months.flatMap((month: MonthView) => shownImages(month))),
    [mode, flat.images, months],
  );
  const restoreScroll = useRestoreScroll('photos');
  const endSelection = useCallback(() => selection.send({ type: 'selection.actionSucceeded' }), [selection]);
  // the name of an archive of timeline photos, as /downloads lists it
  const archiveName = t('photos.archive.photosName');
  const bulkActions = useMemo<BulkActions>(
    () => ({
      download: (ids) => (
        <SelectionDownloadAction photoIds={ids} shown={shown} archive={{ kind: 'photos', name: archiveName }} onDownloaded={endSelection} />
      ),
      copy: (ids) => <CopyToAlbumButton photoIds={ids} onCopied={endSelection} />,
      remove: (ids) => <BulkDeleteButton photoIds={ids} onDeleted={endSelection} />,
      print: (ids) => <OrderPrintsButton photoIds={ids} />,
    }),
    [endSelection, shown, archiveName],
  );

  const loader = <Loader label={t('photos.page.loading')} />;

  // a sort change starts over: the selection of the old order goes
  useEffect(() => {
    selection.send({ type: 'selection.cancel' });
  }, [mode, selection]);

  return (
    <PhotoPageFrame>
      <PhotoToolbar
        shown={shown}
        idleActions={
          <>
            <AddPhotosButton />
            {deletable ? <DeleteAllPhotosButton /> : null}
          </>
        }
        actions={bulkActions}
      />
      <Alert tone="info" role="status" className={styles.banner}>
        <p>{t('photos.page.banner')}</p>
      </Alert>
      {status === 'loading' ? loader : null}
      {status === 'failed' ? <LoadErrorAlert onRetry={controls.retry} /> : null}
      {/* the activation import's offer or progress (docs/PHOTOS.md "Activation import"), in place of the empty library */}
      <ActivationImport empty={status === 'empty' ? <p className={styles.empty}>{t('photos.page.empty')}</p> : null} />
      {status === 'ready' ? (
        <DateLocaleGate language={i18n.language} fallback={loader}>
          {mode === 'timeline' ? (
            <Timeline months={months} behind={months !== liveMonths} onLaidOut={restoreScroll} />
          ) : (
            <FlatGrid {...flat} onLaidOut={restoreScroll} />
          )}
        </DateLocaleGate>
      ) : null}
    </PhotoPageFrame>
  );
}
