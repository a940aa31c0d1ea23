// What views and flows do to the library around (libraryContext.ts): the controls send events to its
// actors; views never see the API. A control sent after the library stopped (sign-out, a test's
// end) does nothing.
import { useMemo } from 'react';
import type { PhotoTimelineEvent } from '@machines/photos/library/photoTimeline.machine';
import type { PhotoLibrary } from './createPhotoLibrary';
import { usePhotoLibrary } from './libraryContext';

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

/** Controls over a library's actors, for wiring outside React (machine actions). */
export function photoLibraryControls(library: PhotoLibrary): PhotoLibraryControls {
  const { timeline: actor, summary } = library;
  // a section unmounting after the library stopped (sign-out, a test's end) says nothing
  const timeline = {
    send: (event: PhotoTimelineEvent) => {
      if (actor.getSnapshot().status === 'active') actor.send(event);
    },
  };
  const month = (year: number, month: number) => ({ year, month });
  const reloadSummary = () =>
    summary.send({ type: summary.getSnapshot().matches('NotRequested') ? 'photoSummary.load' : 'photoSummary.reload' });
  return {
    loadMore: () => timeline.send({ type: 'photoTimeline.loadMore' }),
    loadAfter: (imageId) => timeline.send({ type: 'photoTimeline.loadAfter', imageId }),
    loadMonth: (year, m) => timeline.send({ type: 'photoTimeline.monthVisible', ...month(year, m) }),
    leaveMonth: (year, m) => timeline.send({ type: 'photoTimeline.monthLeft', ...month(year, m) }),
    expandMonth: (year, m) => timeline.send({ type: 'photoTimeline.monthExpand', ...month(year, m) }),
    retryMonth: (year, m) => timeline.send({ type: 'photoTimeline.monthRetry', ...month(year, m) }),
    hide: (imageIds) => timeline.send({ type: 'photoTimeline.hide', imageIds: [...imageIds] }),
    unhide: (imageIds) => timeline.send({ type: 'photoTimeline.unhide', imageIds: [...imageIds] }),
    confirmRemoved: (imageIds) => timeline.send({ type: 'photoTimeline.confirmRemoved', imageIds: [...imageIds] }),
    reload: () => {
      timeline.send({ type: 'photoTimeline.reload' });
      reloadSummary();
    },
    reloadSummary,
    retry: () => {
      timeline.send({ type: 'photoTimeline.retry' });
      if (summary.getSnapshot().matches('Failed')) summary.send({ type: 'photoSummary.reload' });
    },
  };
}

export function usePhotoLibraryControls(): PhotoLibraryControls {
  const library = usePhotoLibrary();
  return useMemo(() => photoLibraryControls(library), [library]);
}
