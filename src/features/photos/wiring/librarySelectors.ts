// What the views read of the library around (libraryContext.ts): its status and mode, the months
// and photos as shown (hidden ones left out), the counts. Each hook selects only what it needs from
// the actors, so that a view renders again only when that changes.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Image } from '@schemas/photos';
import { useFlag } from '@/platform/flags/FlagsContext';
import { useActorSelection } from '@/platform/hooks/useActorSelection';
import { useIdle } from '@/platform/idle/useIdle';
import type { PhotoLibraryActor, PhotoSummaryActor } from './createPhotoLibrary';
import { usePhotoLibrary, usePhotoLibraryActor } from './libraryContext';
import {
  loadedFlatImages,
  loadedTimelineImages,
  modeOf,
  monthViews,
  libraryStatusOf,
  type LibraryMode,
  type LibraryStatus,
  type MonthView,
} from './libraryView';

export interface LibraryImages {
  /** loaded photos, hidden ones left out, in display order */
  images: readonly Image[];
  /** photos exist after the last one of `images` */
  hasMore: boolean;
  /** unloaded photos directly follow this one */
  hasGapAfter(imageId: string): boolean;
}

export interface PhotoLibraryCounts {
  /** photos in the library, hidden ones left out; null while unknown */
  photos: number | null;
  /** the Albums tab (DECISIONS 23); null while unknown */
  albums: number | null;
}

export function usePhotoLibraryStatus(): LibraryStatus {
  const timeline = usePhotoLibraryActor();
  return useSelector(timeline, (snapshot) => libraryStatusOf(snapshot));
}

export function usePhotoLibraryMode(): LibraryMode {
  const timeline = usePhotoLibraryActor();
  return useSelector(timeline, (snapshot) => modeOf(snapshot));
}

function useHiddenSet(timeline: PhotoLibraryActor): ReadonlySet<string> {
  const hidden = useSelector(timeline, (snapshot) => snapshot.context.hidden);
  return useMemo(() => new Set(hidden), [hidden]);
}

/** The months as the timeline shows them (display order, hidden photos left out). */
export function useTimelineMonths(): readonly MonthView[] {
  const timeline = usePhotoLibraryActor();
  const months = useSelector(timeline, (snapshot) => snapshot.context.months);
  const hidden = useHiddenSet(timeline);
  return useMemo(() => monthViews(months, hidden), [months, hidden]);
}

/** A flat list of photos as a grid draws it: the loaded photos, whether more pages exist, and the next page's state. */
export interface FlatPhotos {
  images: readonly Image[];
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
}

/** The flat created-sort list (hidden photos left out), whether more pages exist, and whether the next one failed. */
export function useFlatPhotos(): FlatPhotos {
  const timeline = usePhotoLibraryActor();
  const flat = useSelector(timeline, (snapshot) => snapshot.context.flat);
  const cursor = useSelector(timeline, (snapshot) => snapshot.context.flatCursor);
  const loadingMore = useSelector(timeline, (snapshot) => snapshot.matches({ flat: { Finished: 'loadingMore' } }));
  const failed = useSelector(timeline, (snapshot) => snapshot.matches({ flat: { Finished: 'moreFailed' } }));
  const hidden = useHiddenSet(timeline);
  const images = useMemo(() => loadedFlatImages(flat, cursor, hidden).images, [flat, cursor, hidden]);
  return { images, hasMore: cursor !== null, loadingMore, failed };
}

/** Loaded photos in display order, with where unloaded photos follow. */
export function usePhotoLibraryImages(): LibraryImages {
  const timeline = usePhotoLibraryActor();
  const mode = usePhotoLibraryMode();
  const months = useTimelineMonths();
  const flat = useSelector(timeline, (snapshot) => snapshot.context.flat);
  const cursor = useSelector(timeline, (snapshot) => snapshot.context.flatCursor);
  const hidden = useHiddenSet(timeline);
  return useMemo(() => {
    const loaded = mode === 'flat' ? loadedFlatImages(flat, cursor, hidden) : loadedTimelineImages(months);
    return { images: loaded.images, hasMore: loaded.hasMore, hasGapAfter: (imageId: string) => loaded.gaps.has(imageId) };
  }, [mode, months, flat, cursor, hidden]);
}

const selectSummary = (snapshot: SnapshotFrom<PhotoSummaryActor>) => snapshot.context.data;

/**
 * The photo tabs' counts: the summary's, less the photos leaving the library. They need only the
 * summary, so the timeline waits (createPhotoLibrary.ts) until the page is drawn and the browser
 * idle, then starts: the Photos tab is then ready when the customer goes to it.
 */
export function usePhotoLibraryCounts(): PhotoLibraryCounts {
  const library = usePhotoLibrary();
  const { timeline, summary } = library;
  const idle = useIdle();
  useEffect(() => {
    if (idle) library.startTimeline();
  }, [idle, library]);
  const sharedAlbums = useFlag('PhotoManagementSharedAlbumsViewEnabled');
  // Read into React state, not through useSelector: the summary (sent by the early start) answers
  // while the page mounts, and a store read by useSelector that changes during a sliced render has
  // React draw the whole page again in one long task (docs/PERFORMANCE.md "A page drawn twice"; on
  // every reload of the albums tab). The tabs then show the counts one commit later.
  const data = useActorSelection(summary, selectSummary);
  const hiddenCount = useSelector(timeline, (snapshot) => snapshot.context.hidden.length);
  const removed = useSelector(timeline, (snapshot) => snapshot.context.removedCount);
  return useMemo(
    () => ({
      photos: data ? Math.max(0, data.photosCount - removed - hiddenCount) : null,
      albums: data ? data.albumsCount + (sharedAlbums ? (data.readAlbumsCount ?? 0) : 0) : null,
    }),
    [data, removed, hiddenCount, sharedAlbums],
  );
}

/** Photos that left the list since it loaded, or are leaving it (hidden): a count loaded with it is this much too high. */
export function usePhotosGone(): number {
  const timeline = usePhotoLibraryActor();
  return useSelector(timeline, (snapshot) => snapshot.context.hidden.length + snapshot.context.removedCount);
}
