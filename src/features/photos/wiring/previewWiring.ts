// Real actors and actions for the photo preview (machines/photos/preview/photoPreview.machine.ts) of any list view
// (the whole library, an album, a shared album: the grid's view context names its routes): the
// photo fetched from the library's source when it is not loaded, the library asked to load around
// it and after it, navigation with the router (query string kept), and next/previous tracking
// through the analytics adapter (nothing without consent, DECISIONS 31). The list restores its own
// scroll position and focuses the photo the preview closed on (listMemory.ts).
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { photoPreviewMachine, type PreviewLibrary } from '@machines/photos/preview/photoPreview.machine';
import { UNKNOWN_DATE_MONTH, UNKNOWN_DATE_YEAR, type Image } from '@schemas/photos';
import { track } from '@/platform/analytics/analytics';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { listHref, previewHref, useGridView } from '../grid/view';
import { useLatest } from '@/platform/hooks/useLatest';
import { useListMemory, usePhotoLibrary, usePhotoLibraryActor, usePhotoLibraryControls } from './library';
import { previewLibraryOf, watchPreviewLibrary } from './previewLibrary';

/** The timeline month a photo is filed under: its dateTaken's (UTC), January 1970 without one. */
export function timelineMonthOf(photo: Pick<Image, 'dateTaken'>): { year: number; month: number } {
  const taken = photo.dateTaken ? new Date(photo.dateTaken) : null;
  if (!taken || Number.isNaN(taken.getTime())) return { year: UNKNOWN_DATE_YEAR, month: UNKNOWN_DATE_MONTH };
  return { year: taken.getUTCFullYear(), month: taken.getUTCMonth() + 1 };
}

export function usePhotoPreviewMachine() {
  const source = usePhotoLibrary();
  const library = usePhotoLibraryControls();
  const navigate = useLatest(useNavigateKeepingQuery());
  const view = useLatest(useGridView());
  const memory = useLatest(useListMemory());
  return useMemo(
    () =>
      photoPreviewMachine.provide({
        actors: {
          fetchPhoto: fromPromise<Image, { photoId: string }>(({ input, signal }) => source.getPhoto(input.photoId, { signal })),
          watchLibrary: watchPreviewLibrary(source.timeline),
        },
        actions: {
          navigateToPhoto: (_, { photoId }) => navigate.current(previewHref(view.current, photoId), { replace: true }),
          // on the timeline its month loads (the flat list has no months: nothing then)
          loadAround: (_, { photo }) => {
            const { year, month } = timelineMonthOf(photo);
            library.loadMonth(year, month);
          },
          loadAfter: (_, { photoId }) => {
            if (photoId !== null) library.loadAfter(photoId);
          },
          track: (_, { direction }) => track('photoPreview.navigate', { direction }),
          closeToList: (_, { photoId }) => {
            memory.current?.savePhotoToFocus(view.current.view, photoId);
            navigate.current(listHref(view.current));
          },
          redirectToList: () => navigate.current(listHref(view.current), { replace: true }),
        },
      }),
    [source, library, navigate, view, memory],
  );
}

/** The library as the preview starts with it (its changes then reach the machine through watchLibrary). */
export function usePreviewLibraryInput(): PreviewLibrary {
  const timeline = usePhotoLibraryActor();
  const [library] = useState(() => previewLibraryOf(timeline.getSnapshot()));
  return library;
}
