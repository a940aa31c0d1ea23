// Catalogue entries of the photo timeline and the selection mode (spec S1 §2, §4), listed in
// machines/catalog.photos.ts.
import { fromPromise } from 'xstate';
import type { ImagePage, TimelineCounts } from '@schemas/photos';
import { entry } from './catalogEntry';
import {
  fixtureCounts,
  fixtureEmptyCounts,
  fixtureFlatFirstPage,
  fixtureFlatLastPage,
  fixtureHttpError,
  fixtureMarchFirstPage,
  fixtureMarchRest,
  fixtureRemovedId,
  fixtureSelectionIds,
  fixtureUndatedPage,
} from './fixtures/photosTimeline';
import { photoTimelineMachine, type LibraryPageRequest, type MonthPageOutput, type MonthPageRequest } from './photoTimeline.machine';
import { selectionMachine } from './selection.machine';

const march = { year: 2024, month: 3 };
const undated = { year: 1970, month: 1 };

export const photoTimelineEntry = entry({
  id: 'photoTimeline',
  title: 'Photo library timeline',
  description:
    'By the saved sort key, shows either the month timeline or one flat list. The timeline loads the counts per month first; a month loads its first 24 photos when it becomes visible (status uninitialized, pending, fulfilled or rejected), and the "+N" tile loads the rest of the month in pages of 500. Date-added sorts show the whole library as one grid from GET /photos in pages of 500, the next page loading when the end marker is fully visible. A sort change resets the months. Photos being deleted are hidden at once, come back where they were when the delete fails, and leave the months and counts when it succeeds; a reload starts everything again.',
  specSection: 'S1 §2 Photos page, Sorting; §4 Timeline month status; DECISIONS 19–24',
  machine: photoTimelineMachine,
  fixtures: {
    actors: {
      loadTimelineCounts: fromPromise<TimelineCounts>(async () => fixtureCounts),
      loadMonthPage: fromPromise<MonthPageOutput, MonthPageRequest>(async ({ input }) =>
        input.key === '1970-01' ? fixtureUndatedPage : fixtureMarchFirstPage,
      ),
      loadMonthRest: fromPromise<MonthPageOutput, MonthPageRequest>(async () => fixtureMarchRest),
      loadLibraryPage: fromPromise<ImagePage, LibraryPageRequest>(async ({ input }) =>
        input.cursor ? fixtureFlatLastPage : fixtureFlatFirstPage,
      ),
    },
    events: [
      { type: 'xstate.done.actor.loadTimelineCounts', output: fixtureCounts },
      { type: 'xstate.error.actor.loadTimelineCounts', error: fixtureHttpError('GET', '/api/photos/users/timeline', 503) },
      { type: 'timeline.monthVisible', ...march },
      { type: 'timeline.monthVisible', ...undated },
      { type: 'timeline.monthLeft', ...undated },
      { type: 'xstate.done.actor.loadMonthPage', output: fixtureMarchFirstPage },
      { type: 'xstate.done.actor.loadMonthPage', output: fixtureUndatedPage },
      { type: 'xstate.error.actor.loadMonthPage', error: fixtureHttpError('GET', '/api/photos/photos/timeline/2024/3', 500) },
      { type: 'timeline.monthExpand', ...march },
      { type: 'timeline.monthRetry', ...march },
      { type: 'xstate.done.actor.loadMonthRest', output: fixtureMarchRest },
      { type: 'xstate.error.actor.loadMonthRest', error: fixtureHttpError('GET', '/api/photos/photos/timeline/2024/3', 500) },
      { type: 'library.sortChanged', sort: { sortKey: 'created', sortOrder: 'desc' } },
      { type: 'library.sortChanged', sort: { sortKey: 'dateTaken', sortOrder: 'desc' } },
      { type: 'xstate.done.actor.loadLibraryPage', output: fixtureFlatFirstPage },
      { type: 'xstate.done.actor.loadLibraryPage', output: fixtureFlatLastPage },
      { type: 'xstate.error.actor.loadLibraryPage', error: fixtureHttpError('GET', '/api/photos/photos', 500) },
      { type: 'library.loadMore' },
      { type: 'library.retry' },
      { type: 'library.reload' },
      { type: 'library.hide', imageIds: [fixtureRemovedId] },
      { type: 'library.unhide', imageIds: [fixtureRemovedId] },
      { type: 'library.confirmRemoved', imageIds: [fixtureRemovedId] },
    ],
    input: { sort: { sortKey: 'dateTaken', sortOrder: 'desc' } },
    variants: [
      {
        name: 'date added',
        description: 'The saved sort is Date added (new-old): the flat list.',
        input: { sort: { sortKey: 'created', sortOrder: 'desc' } },
      },
    ],
  },
  // The context holds every loaded photo and queue: as a whole it makes the state space explode.
  // Two states differ for QA when the view, a month's status/expansion, the queues or the
  // hidden/removed photos differ; how many photos are loaded does not matter beyond "some".
  serializeState: ({ value, context }) =>
    JSON.stringify([
      value,
      context.sort.sortKey,
      context.months.map((month) => `${month.key}:${month.status}:${month.expanded ? 'expanded' : ''}:${month.cursor ? 'more' : ''}`),
      context.flat.length > 0,
      context.flatCursor !== null,
      context.hidden.length > 0,
      context.removedCount > 0,
      context.firstQueue,
      context.restQueue,
      context.loadingFirst,
      context.loadingRest,
    ]),
});

export const selectionEntry = entry({
  id: 'selection',
  title: 'Photo selection mode',
  description:
    'Selection mode of the photo grid. The Select button starts it (Space on a photo, or a month’s select-all button, starts it with those photos). While selecting, a click toggles a photo, Shift-click selects every photo between the last clicked one and this one (across months), a month’s button selects or deselects the whole month, and the toolbar selects all, deselects all or cancels. The success of a bulk action ends selection mode, and so does leaving the page; the selection is then empty.',
  specSection: 'S1 §2 Photos page, Photo item; §4 Selection mode',
  machine: selectionMachine,
  fixtures: {
    actors: {},
    events: [
      { type: 'selection.start' },
      { type: 'selection.toggle', imageId: fixtureSelectionIds[0] },
      { type: 'selection.toggle', imageId: fixtureSelectionIds[3] },
      {
        type: 'selection.selectRange',
        imageIds: [fixtureSelectionIds[0], fixtureSelectionIds[1], fixtureSelectionIds[2]],
        targetId: fixtureSelectionIds[2],
      },
      { type: 'selection.toggleMonth', imageIds: [fixtureSelectionIds[2], fixtureSelectionIds[3]] },
      { type: 'selection.selectAll', imageIds: [...fixtureSelectionIds] },
      { type: 'selection.deselectAll' },
      { type: 'selection.cancel' },
      { type: 'selection.actionSucceeded' },
      { type: 'selection.leave' },
    ],
    input: undefined,
  },
});

/** For tests: the empty-library counts. */
export { fixtureEmptyCounts };
