// The photo library as views, the preview and the delete flows see it (docs/PHOTOS.md). The
// long-lived whole library of the signed-in account and the library of the album open last in each
// album view (libraryParts.ts, in the account scope); an album page provides its album's to the
// views under it with <PhotoLibraryProvider>, and tests put their own in the same way. Views never see the API: they read these hooks
// and call the controls, which send events to the library's actors.
import { useSelector } from '@xstate/react';
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PhotoTimelineEvent } from '@machines/photos/library/photoTimeline.machine';
import type { Image, SortSettings, SortView } from '@schemas/photos';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';
import { useFlag } from '@/platform/flags/FlagsContext';
import type { PhotoLibrary, PhotoLibraryActor } from './createPhotoLibrary';
import { albumLibrariesPart, photoLibraryPart, type AlbumView } from './libraryParts';
import {
  loadedFlatImages,
  loadedTimelineImages,
  modeOf,
  monthViews,
  libraryStatusOf,
  type LibraryMode,
  type LibraryStatus,
  type LoadedImages,
  type MonthView,
} from './libraryView';
import { useStoredSort } from './sortStorage';

export type { PhotoLibrary, PhotoLibraryActor } from './createPhotoLibrary';
export type { LibraryMode, LibraryStatus, MonthView } from './libraryView';
export type { AlbumView } from './libraryParts';

export interface PhotoLibraryControls {
  /** loads what follows the last photo of `images` (the next month page, or the next flat page) */
  loadMore(): void;
  /** loads what directly follows this photo: the rest of its month (pages of 500) or the next month's first page */
  loadAfter(imageId: string): void;
  /** a month's first page (nothing when it is loaded or on its way) */
  loadMonth(year: number, month: number): void;
  /** a month scrolled away before its first page started loading: it does not load */
  leaveMonth(year: number, month: number): void;
  /** the '+N' tile: the rest of the month in pages of 500 */
  expandMonth(year: number, month: number): void;
  retryMonth(year: number, month: number): void;
  /** optimistic removal: the photos leave the grid, `images` and the counts at once */
  hide(imageIds: readonly string[]): void;
  /** undo of a failed removal: the photos come back exactly where they were */
  unhide(imageIds: readonly string[]): void;
  /** the server deleted them: they are dropped for good (counts stay reduced) */
  confirmRemoved(imageIds: readonly string[]): void;
  /** everything again (after delete-all): summary, counts, months or flat list */
  reload(): void;
  /** the summary again (GET /users: the tab counts), after an album was created or deleted */
  reloadSummary(): void;
  /** a failed load again (counts, first page, summary) */
  retry(): void;
}

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

const LibraryContext = createContext<PhotoLibrary | null>(null);

/** Puts a library of your own (tests, another host) under the hooks, for every view. */
export function PhotoLibraryProvider({ library, children }: { library: PhotoLibrary; children?: ReactNode }) {
  return createElement(LibraryContext.Provider, { value: library }, children);
}

/**
 * The library the views around show: the one provided (an album page provides its album's, tests
 * their own), else the whole library of the signed-in account (made on first use, not when one is
 * provided).
 */
export function usePhotoLibrary(): PhotoLibrary {
  const provided = useContext(LibraryContext);
  const own = useAccountPart(provided ? null : photoLibraryPart());
  const library = provided ?? own;
  if (!library) throw new Error('The photo library needs a signed-in account (<AccountScopeProvider>) or a <PhotoLibraryProvider>');
  return library;
}

/**
 * An album's library (albumPhotos, sharedAlbumPhotos) for its page and preview, to provide with
 * <PhotoLibraryProvider>: `keep` takes the one kept for this album (back from its preview; the
 * preview itself), else it loads afresh. Null while nobody is signed in.
 */
export function useAlbumLibrary(view: AlbumView, albumId: string, keep: boolean): PhotoLibrary | null {
  const libraries = useAccountPart(albumLibrariesPart(view));
  const [kept] = useState(keep);
  const library = useMemo(() => libraries?.open(albumId, kept) ?? null, [libraries, albumId, kept]);
  useEffect(() => {
    if (library) libraries?.shown(library);
  }, [libraries, library]);
  return library;
}

export function usePhotoLibraryActor(): PhotoLibraryActor {
  return usePhotoLibrary().timeline;
}

/** Controls over a library's actors, for wiring outside React (machine actions). */
export function photoLibraryControls(library: PhotoLibrary): PhotoLibraryControls {
  const { timeline: actor, summary } = library;
  // a section unmounting after the library stopped (sign-out, a test's end) says nothing
  const timeline = {
    getSnapshot: () => actor.getSnapshot(),
    send: (event: PhotoTimelineEvent) => {
      if (actor.getSnapshot().status === 'active') actor.send(event);
    },
  };
  const month = (year: number, month: number) => ({ year, month });
  const current = () => {
    const snapshot = timeline.getSnapshot();
    return { mode: modeOf(snapshot), context: snapshot.context };
  };
  const loaded = (): { mode: LibraryMode; months: MonthView[]; images: LoadedImages } => {
    const { mode, context } = current();
    const hidden = new Set(context.hidden);
    const months = monthViews(context.months, hidden);
    return {
      mode,
      months,
      images: mode === 'flat' ? loadedFlatImages(context.flat, context.flatCursor, hidden) : loadedTimelineImages(months),
    };
  };
  const loadAfter = (imageId: string | null) => {
    const { mode, months } = loaded();
    if (mode === 'flat') {
      timeline.send({ type: 'library.loadMore' });
      return;
    }
    const index = imageId === null ? -1 : months.findIndex((candidate) => candidate.images.some((image) => image.imageId === imageId));
    const here = months[index];
    if (here && here.images.length < here.count) {
      if (!here.expanded) timeline.send({ type: 'timeline.monthExpand', ...month(here.year, here.month) });
      return;
    }
    const next = months.slice(index + 1).find((candidate) => candidate.images.length === 0);
    if (next) timeline.send({ type: 'timeline.monthVisible', ...month(next.year, next.month) });
  };
  const reloadSummary = () => summary.send({ type: summary.getSnapshot().matches('NotRequested') ? 'resource.load' : 'resource.reload' });
  return {
    loadMore: () => loadAfter(loaded().images.images.at(-1)?.imageId ?? null),
    loadAfter,
    loadMonth: (year, m) => timeline.send({ type: 'timeline.monthVisible', ...month(year, m) }),
    leaveMonth: (year, m) => timeline.send({ type: 'timeline.monthLeft', ...month(year, m) }),
    expandMonth: (year, m) => timeline.send({ type: 'timeline.monthExpand', ...month(year, m) }),
    retryMonth: (year, m) => timeline.send({ type: 'timeline.monthRetry', ...month(year, m) }),
    hide: (imageIds) => timeline.send({ type: 'library.hide', imageIds: [...imageIds] }),
    unhide: (imageIds) => timeline.send({ type: 'library.unhide', imageIds: [...imageIds] }),
    confirmRemoved: (imageIds) => timeline.send({ type: 'library.confirmRemoved', imageIds: [...imageIds] }),
    reload: () => {
      timeline.send({ type: 'library.reload' });
      reloadSummary();
    },
    reloadSummary,
    retry: () => {
      timeline.send({ type: 'library.retry' });
      if (summary.getSnapshot().matches('Failed')) summary.send({ type: 'resource.reload' });
    },
  };
}

export function usePhotoLibraryControls(): PhotoLibraryControls {
  const library = usePhotoLibrary();
  return useMemo(() => photoLibraryControls(library), [library]);
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

/** The flat created-sort list (hidden photos left out), whether more pages exist, and whether the next one failed. */
export function useFlatPhotos(): {
  images: readonly Image[];
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
} {
  const timeline = usePhotoLibraryActor();
  const flat = useSelector(timeline, (snapshot) => snapshot.context.flat);
  const cursor = useSelector(timeline, (snapshot) => snapshot.context.flatCursor);
  const loadingMore = useSelector(timeline, (snapshot) => snapshot.matches({ flat: { Finished: 'loadingMore' } }));
  const failed = useSelector(timeline, (snapshot) => snapshot.matches({ flat: { Finished: 'moreFailed' } }));
  const hidden = useHiddenSet(timeline);
  const images = useMemo(() => loadedFlatImages(flat, cursor, hidden).images, [flat, cursor, hidden]);
  return { images, hasMore: cursor !== null, loadingMore, failed };
}

/** Loaded photos in display order, with where unloaded photos follow (the preview's list). */
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

export function usePhotoLibraryCounts(): PhotoLibraryCounts {
  const { timeline, summary } = usePhotoLibrary();
  const sharedAlbums = useFlag('PhotoManagementSharedAlbumsViewEnabled');
  const data = useSelector(summary, (snapshot) => snapshot.context.data);
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

/** [the saved sort of the library's view, a setter]: saving also resets the library to the new sort. */
export function usePhotoSort(): [SortSettings, (sort: SortSettings) => void] {
  const library = usePhotoLibrary();
  const [sort, save] = useStoredSort(library.view);
  useEffect(() => {
    const current = library.timeline.getSnapshot().context.sort;
    if (current.sortKey !== sort.sortKey || current.sortOrder !== sort.sortOrder)
      library.timeline.send({ type: 'library.sortChanged', sort });
  }, [library, sort]);
  return [sort, save];
}

/** Scroll positions of the list views, kept while the preview is open (S1 §2 Photo preview; §3). */
export interface ScrollPosition {
  x: number;
  y: number;
}
const scrollPositions = new Map<SortView, ScrollPosition>();

export function savePhotosScroll(view: SortView, position: ScrollPosition): void {
  scrollPositions.set(view, { x: Math.max(0, position.x), y: Math.max(0, position.y) });
}

/** The saved position (once: it is forgotten when taken). */
export function takePhotosScroll(view: SortView): ScrollPosition | null {
  const position = scrollPositions.get(view) ?? null;
  scrollPositions.delete(view);
  return position;
}

const photosToFocus = new Map<SortView, string>();

/** The photo the preview closed on: the grid gives it the focus when it is back. */
export function savePhotoToFocus(view: SortView, imageId: string): void {
  photosToFocus.set(view, imageId);
}

/** The preview of this view closed and its list is coming back (the photo to focus is not taken yet). */
export function isBackFromPreview(view: SortView): boolean {
  return photosToFocus.has(view);
}

/** The photo to focus (once: it is forgotten when taken). */
export function takePhotoToFocus(view: SortView): string | null {
  const imageId = photosToFocus.get(view) ?? null;
  photosToFocus.delete(view);
  return imageId;
}
