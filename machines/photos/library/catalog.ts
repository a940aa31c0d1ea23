// Catalogue entries of the photo library: the timeline, the selection mode and the delete flows
// (S1 §2 Photos page, bulk actions, Modals; §4; §8; DECISIONS 19–27).
import type { ImagePage, TimelineCounts } from '@schemas/photos';

import {
  fixtureCounts,
  fixtureFlatFirstPage,
  fixtureFlatLastPage,
  fixtureHttpError,
  fixtureMarchEnd,
  fixtureMarchFirstPage,
  fixtureMarchFirstPageEnd,
  fixtureMarchRest,
  fixtureRemovedId,
  fixtureSelectionIds,
  fixtureSelectionMonth,
  fixtureUndatedPage,
} from './fixtures/timeline';
import { photoTimelineMachine, type LibraryPageRequest, type MonthPageOutput, type MonthPageRequest } from './photoTimeline.machine';

import { selectionMachine } from './selection.machine';

import { fromPromise } from 'xstate';
import type { FailedList } from '@schemas/photos';
import { bulkDeleteMachine } from './bulkDelete.machine';

import { entry, type CatalogEntry } from '../../catalogEntry';

import { deleteAllMachine } from './deleteAll.machine';

import {
  fixtureAllDeleted,
  fixtureBulkDeleteError,
  fixtureConfirmationWord,
  fixtureDeleteAllError,
  fixtureDeletePhotoError,
  fixtureOneNotDeleted,
  fixtureSelection,
} from './fixtures/deletes';
import { photoDeleteMachine } from './photoDelete.machine';

const march = { year: 2024, month: 3 };
const undated = { year: 1970, month: 1 };

export const photoTimelineEntry = entry({
  id: 'photoTimeline',
  title: 'Photo library timeline',
  description:
    'By the saved sort key, shows either the month timeline or one flat list (an album’s photos are always one flat list). The timeline loads the counts per month first; a month loads its first 24 photos when it becomes visible (status uninitialized, pending, fulfilled or rejected), and the "+N" tile loads the rest of the month in pages of 500. Date-added sorts show the whole library as one grid from GET /photos in pages of 500, the next page loading when the end marker is fully visible. Another sort chosen resets the months and is saved for the view. The preview asks for what follows a photo: the rest of its month when it is partly loaded, else the next month not loaded yet, or the next page of the flat list. Photos being deleted are hidden at once, come back where they were when the delete fails, and leave the months and counts when it succeeds; a reload starts everything again.',
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
      { type: 'photoTimeline.monthVisible', ...march },
      { type: 'photoTimeline.monthVisible', ...undated },
      { type: 'photoTimeline.monthLeft', ...undated },
      { type: 'xstate.done.actor.loadMonthPage', output: fixtureMarchFirstPage },
      { type: 'xstate.done.actor.loadMonthPage', output: fixtureUndatedPage },
      { type: 'xstate.error.actor.loadMonthPage', error: fixtureHttpError('GET', '/api/photos/photos/timeline/2024/3', 500) },
      { type: 'photoTimeline.monthExpand', ...march },
      { type: 'photoTimeline.monthRetry', ...march },
      { type: 'xstate.done.actor.loadMonthRest', output: fixtureMarchRest },
      { type: 'xstate.error.actor.loadMonthRest', error: fixtureHttpError('GET', '/api/photos/photos/timeline/2024/3', 500) },
      { type: 'photoTimeline.sortChanged', sort: { sortKey: 'created', sortOrder: 'desc' } },
      { type: 'photoTimeline.sortChanged', sort: { sortKey: 'dateTaken', sortOrder: 'desc' } },
      { type: 'xstate.done.actor.loadLibraryPage', output: fixtureFlatFirstPage },
      { type: 'xstate.done.actor.loadLibraryPage', output: fixtureFlatLastPage },
      { type: 'xstate.error.actor.loadLibraryPage', error: fixtureHttpError('GET', '/api/photos/photos', 500) },
      { type: 'photoTimeline.loadMore' },
      { type: 'photoTimeline.loadAfter', imageId: fixtureMarchFirstPageEnd },
      { type: 'photoTimeline.loadAfter', imageId: fixtureMarchEnd },
      { type: 'photoTimeline.retry' },
      { type: 'photoTimeline.reload' },
      { type: 'photoTimeline.hide', imageIds: [fixtureRemovedId] },
      { type: 'photoTimeline.unhide', imageIds: [fixtureRemovedId] },
      { type: 'photoTimeline.confirmRemoved', imageIds: [fixtureRemovedId] },
    ],
    input: { sort: { sortKey: 'dateTaken', sortOrder: 'desc' } },
    variants: [
      {
        name: 'date added',
        description: 'The saved sort is Date added (new-old): the flat list.',
        input: { sort: { sortKey: 'created', sortOrder: 'desc' } },
      },
      {
        name: 'album',
        description: 'An album’s photos (no month timeline): the flat list whatever the sort key.',
        input: { sort: { sortKey: 'dateTaken', sortOrder: 'desc' }, flatOnly: true },
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
      context.flatOnly,
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
    'Selection mode of the photo grid. The Select button starts it (Space on a photo, or a month’s select-all button, starts it with those photos). While selecting, a click toggles a photo, Shift-click selects every photo between the last clicked one and this one (across months), a month’s button selects or deselects the whole month (a month not fully loaded opens in full and its other photos join the selection as they arrive, unless it is deselected meanwhile), and the toolbar selects all, deselects all or cancels. The success of a bulk action ends selection mode, and so does leaving the page; the selection is then empty.',
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
      {
        type: 'selection.toggleMonth',
        imageIds: [...fixtureSelectionMonth.firstLoaded],
        month: { key: fixtureSelectionMonth.key, complete: false },
      },
      { type: 'selection.monthLoaded', key: fixtureSelectionMonth.key, imageIds: [...fixtureSelectionMonth.allLoaded], complete: true },
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

const photoDelete = entry({
  id: 'photoDelete',
  title: 'Delete one photo',
  description:
    'From the photo preview, Delete opens a modal asking to confirm. On confirm the photo leaves the library at once and the delete goes to the service. Success closes the modal and the preview moves on to the previous photo; failure brings the photo back and keeps the modal open with the alert "Error: Your photo could not be deleted", from where the customer tries again or cancels.',
  specSection: 'S1 §2 Photo preview, §4 Delete photos, §8; DECISIONS 27',
  machine: photoDeleteMachine,
  fixtures: {
    actors: { act: fromPromise<undefined, { photoId: string }>(async () => undefined) },
    events: [
      { type: 'photoDelete.open', photoId: 'photo-2' },
      { type: 'photoDelete.confirm' },
      { type: 'photoDelete.cancel' },
      { type: 'xstate.done.actor.deletePhoto', output: undefined },
      { type: 'xstate.error.actor.deletePhoto', error: fixtureDeletePhotoError },
    ],
    input: undefined,
  },
});

const bulkDelete = entry({
  id: 'bulkDelete',
  title: 'Delete selected photos',
  description:
    'While selecting, the toolbar’s Delete opens a modal with the number of selected photos. On confirm every selected photo leaves the grid at once and the selection goes to the service in chunks of 100. A chunk that fails, or whose answer lists photos not deleted, is tried again for those photos after a growing pause, up to 3 times. When the tries run out the failure is reported, every photo that is still there comes back and the modal stays open with "Error: Your photos could not be deleted". Success ends selection mode and closes the modal.',
  specSection: 'S1 §2 Photos page (bulk actions), §4 Delete photos, §5, §8; DECISIONS 25, 27',
  machine: bulkDeleteMachine,
  fixtures: {
    actors: { deleteChunk: fromPromise<FailedList, { photoIds: readonly string[] }>(async () => fixtureAllDeleted) },
    events: [
      { type: 'bulkDelete.open', photoIds: fixtureSelection },
      { type: 'bulkDelete.open', photoIds: [] },
      { type: 'bulkDelete.confirm' },
      { type: 'bulkDelete.cancel' },
      { type: 'xstate.done.actor.deleteChunk', output: fixtureAllDeleted },
      { type: 'xstate.done.actor.deleteChunk', output: fixtureOneNotDeleted },
      { type: 'xstate.error.actor.deleteChunk', error: fixtureBulkDeleteError },
    ],
    input: undefined,
  },
});

const deleteAll = entry({
  id: 'deleteAll',
  title: 'Delete all photos',
  description:
    'When not selecting, "Delete all photos" opens a modal asking to type the confirmation word of the customer’s language (DELETE in English). The word is checked only on submit: surrounding spaces are ignored, case matters, and a mismatch shows an error under the field. Then the whole library is deleted; the customer lands at the top of the photos list (query string kept), the modal closes and the library loads again, now empty. A failure keeps the modal open with "Error: Your photos could not be deleted".',
  specSection: 'S1 §2 Modals (Delete all photos), §4 Delete-all flow, §5, §8; DECISIONS 27, 30',
  machine: deleteAllMachine,
  fixtures: {
    actors: { act: fromPromise<undefined, undefined>(async () => undefined) },
    events: [
      { type: 'deleteAll.open' },
      { type: 'deleteAll.edit', typed: ' DELETE ' },
      { type: 'deleteAll.edit', typed: 'delete' },
      { type: 'deleteAll.confirm' },
      { type: 'deleteAll.cancel' },
      { type: 'xstate.done.actor.deleteAllPhotos', output: undefined },
      { type: 'xstate.error.actor.deleteAllPhotos', error: fixtureDeleteAllError },
    ],
    input: { confirmationWord: fixtureConfirmationWord },
  },
});

export const libraryEntries: readonly CatalogEntry[] = [photoTimelineEntry, selectionEntry, photoDelete, bulkDelete, deleteAll];
