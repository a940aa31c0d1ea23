// Catalogue entries of the album photo flows: copy to album, add photos to an album and remove from
// album (S1 §2 Photos page bulk actions, Album page, Modals, Toasts; §8; DECISIONS 25, 27, 29).
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { addPhotosToAlbumMachine } from './addPhotosToAlbum.machine';
import type { AlbumBatchInput, AlbumBatchOutcome } from './albumBatches';
import type { CursorPage, CursorPageRequest } from '../../shared/cursorList';
import { albumListMachine, albumListPage, type ListedAlbum } from './albumList.machine';
import { copyToAlbumMachine, type AlbumTarget } from './copyToAlbum.machine';
import {
  fixtureAddPhotosError,
  fixtureAlbumFirstPage,
  fixtureAlbumId,
  fixtureAlbumLastPage,
  fixtureAlbumName,
  fixtureAlbumPhotoIds,
  fixtureAllDone,
  fixtureBatchError,
  fixtureCreateAlbumError,
  fixtureNewAlbumId,
  fixtureOneFailed,
  fixtureRemoveError,
} from './fixtures/albumPhotos';
import { removeFromAlbumMachine } from './removeFromAlbum.machine';

const batches = fromPromise<AlbumBatchOutcome, AlbumBatchInput>(async () => fixtureAllDone);

const removeFromAlbum = entry({
  id: 'removeFromAlbum',
  title: 'Remove photos from an album',
  description:
    'In an album, the selection toolbar’s and the preview’s remove action opens a modal asking to confirm (the photos stay in the library). On confirm the photos leave the album’s grid at once and go to the service in batches of 50. Success shows the toast "Photo removed from {albumName}" or "{count} photos removed from {albumName}", ends selection mode and closes. When a batch fails or the answer lists photos not removed, those photos come back in the grid, the ones removed stay gone, and the modal stays open with "Error: Your photos could not be removed from the album", from where the customer tries again or cancels.',
  specSection: 'S1 §2 Photos page (delete-from-album), Photo preview, Toasts; §8; DECISIONS 25, 27',
  machine: removeFromAlbumMachine,
  fixtures: {
    actors: { removePhotos: batches },
    events: [
      { type: 'removeFromAlbum.open', albumId: fixtureAlbumId, photoIds: fixtureAlbumPhotoIds },
      { type: 'removeFromAlbum.open', albumId: fixtureAlbumId, photoIds: [] },
      { type: 'removeFromAlbum.confirm' },
      { type: 'removeFromAlbum.cancel' },
      { type: 'xstate.done.actor.removePhotos', output: fixtureAllDone },
      { type: 'xstate.done.actor.removePhotos', output: fixtureOneFailed },
      { type: 'xstate.done.actor.removePhotos', output: fixtureBatchError },
      { type: 'xstate.error.actor.removePhotos', error: fixtureRemoveError },
    ],
    input: undefined,
  },
});

const holiday: AlbumTarget = { albumId: fixtureAlbumId, albumName: fixtureAlbumName };

const copyToAlbum = entry({
  id: 'copyToAlbum',
  title: 'Copy photos to an album',
  description:
    'While selecting, or in the preview, "Copy to album" (shown when the copy-to-album flag is on) opens a modal "Copy to album" with the number of photos. It lists the own albums that are not shared, 50 at a time, the next page loading when the end of the list is reached. Choosing an album copies the photos into it in batches of 100. "Create new album" shows a name field checked on submit ("Please give your album a name", "Name not valid"); the album is made with an id made in the browser, kept when the same name is tried again, and the photos are copied into it. Done, the modal says "Photos copied to" with a link to the album and selection mode ends. A failure keeps the modal open with "Unable to save changes. Please try again".',
  specSection: 'S1 §2 Photos page (bulk actions), Photo preview, Modals (Copy to album, Album form); DECISIONS 25, 27, 29',
  machine: copyToAlbumMachine,
  fixtures: {
    actors: {
      albums: albumListMachine.provide({
        actors: {
          loadPage: fromPromise<CursorPage<ListedAlbum>, CursorPageRequest>(async ({ input }) =>
            albumListPage(input.cursor ? fixtureAlbumLastPage : fixtureAlbumFirstPage),
          ),
        },
      }),
      createAlbum: fromPromise<unknown, AlbumTarget>(async ({ input }) => ({ albumId: input.albumId })),
      addPhotos: batches,
    },
    events: [
      { type: 'copyToAlbum.open', photoIds: fixtureAlbumPhotoIds },
      { type: 'copyToAlbum.open', photoIds: [] },
      { type: 'copyToAlbum.choose', album: holiday },
      { type: 'copyToAlbum.newAlbum' },
      { type: 'copyToAlbum.editName', name: 'Trip to Rome' },
      { type: 'copyToAlbum.submitName', newAlbumId: fixtureNewAlbumId },
      { type: 'xstate.done.actor.createAlbum', output: { albumId: fixtureNewAlbumId } },
      { type: 'xstate.error.actor.createAlbum', error: fixtureCreateAlbumError },
      { type: 'xstate.done.actor.addPhotos', output: fixtureAllDone },
      { type: 'xstate.done.actor.addPhotos', output: fixtureOneFailed },
      { type: 'xstate.error.actor.addPhotos', error: fixtureAddPhotosError },
      { type: 'copyToAlbum.retry' },
      { type: 'copyToAlbum.back' },
      { type: 'copyToAlbum.close' },
    ],
    input: undefined,
  },
  // what tells two states apart: the name, its problem, the album made or chosen, the photos left
  serializeState: ({ value, context }) =>
    JSON.stringify([value, context.name, context.nameProblem, context.created, context.target, context.pending, context.madeAlbum]),
});

const addPhotosToAlbum = entry({
  id: 'addPhotosToAlbum',
  title: 'Add photos to an album',
  description:
    'On an album’s page, "Add photos" opens a picker over the whole library by date added, loading more as the customer scrolls. Photos are picked with a click or Space; "Add {count} photos" sends them to the album in batches of 100, the same way copy to album does. Success closes the picker and the album shows them; a failure keeps the picker open with "Unable to save changes. Please try again", from where the customer adds again or cancels.',
  specSection: 'S1 §2 Album page (add photos), Modals; DECISIONS 25, 27',
  machine: addPhotosToAlbumMachine,
  fixtures: {
    actors: { addPhotos: batches },
    events: [
      { type: 'addPhotosToAlbum.open', albumId: fixtureAlbumId },
      { type: 'addPhotosToAlbum.confirm', photoIds: fixtureAlbumPhotoIds },
      { type: 'addPhotosToAlbum.confirm', photoIds: [] },
      { type: 'addPhotosToAlbum.cancel' },
      { type: 'xstate.done.actor.addPhotos', output: fixtureAllDone },
      { type: 'xstate.done.actor.addPhotos', output: fixtureOneFailed },
      { type: 'xstate.error.actor.addPhotos', error: fixtureAddPhotosError },
    ],
    input: undefined,
  },
});

export const albumPhotoEntries: readonly CatalogEntry[] = [copyToAlbum, addPhotosToAlbum, removeFromAlbum];
