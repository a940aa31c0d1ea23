// Catalogue entries of the photo preview and the delete flows (spec S1 §2, §4, §8): single delete,
// bulk delete in chunks with retries, delete-all with the typed word, and the preview's navigation.
import { fromPromise } from 'xstate';
import type { FailedList, Image } from '@schemas/photos';
import { bulkDeleteMachine } from './bulkDelete.machine';
import { entry, type CatalogEntry } from './catalogEntry';
import { deleteAllMachine } from './deleteAll.machine';
import {
  fixtureAllDeleted,
  fixtureBulkDeleteError,
  fixtureConfirmationWord,
  fixtureDeleteAllError,
  fixtureDeletePhotoError,
  fixtureLibraries,
  fixtureOneNotDeleted,
  fixturePhotoLoadError,
  fixturePhotoNotFound,
  fixtureSelection,
  fixtureUnloadedImage,
} from './fixtures/photoDeletes';
import { photoDeleteMachine } from './photoDelete.machine';
import { photoPreviewMachine } from './photoPreview.machine';

const photoDelete = entry({
  id: 'photoDelete',
  title: 'Delete one photo',
  description:
    'From the photo preview, Delete opens a modal asking to confirm. On confirm the photo leaves the library at once and the delete goes to the service. Success closes the modal and the preview moves on to the previous photo; failure brings the photo back and keeps the modal open with the alert "Error: Your photo could not be deleted", from where the customer tries again or cancels.',
  specSection: 'S1 §2 Photo preview, §4 Delete photos, §8; DECISIONS 27',
  machine: photoDeleteMachine,
  fixtures: {
    actors: { deletePhoto: fromPromise<undefined, { photoId: string }>(async () => undefined) },
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
    actors: { deleteAllPhotos: fromPromise<undefined>(async () => undefined) },
    events: [
      { type: 'deleteAll.open' },
      { type: 'deleteAll.edit', typed: ' DELETE ' },
      { type: 'deleteAll.edit', typed: 'delete' },
      { type: 'deleteAll.submit' },
      { type: 'deleteAll.cancel' },
      { type: 'xstate.done.actor.deleteAllPhotos', output: undefined },
      { type: 'xstate.error.actor.deleteAllPhotos', error: fixtureDeleteAllError },
    ],
    input: { confirmationWord: fixtureConfirmationWord },
  },
});

const photoPreview = entry({
  id: 'photoPreview',
  title: 'Photo preview',
  description:
    'The full-screen preview of one photo, opened from the grid or from its URL. A loaded photo shows at once; one not loaded yet is fetched and its part of the library loads, so that its neighbours follow; an unknown photo or an empty library sends the customer to the photos list. Next and previous step through the library in the order of the saved sort and are tracked; the last loaded photo makes what follows load. Close returns to the list, and after a delete the preview moves to the previous photo, or to the second one when it was the first, or to the list when none is left.',
  specSection: 'S1 §2 Photo preview; DECISIONS 19, 31, 36',
  machine: photoPreviewMachine,
  fixtures: {
    actors: { fetchPhoto: fromPromise<Image, { photoId: string }>(async () => fixtureUnloadedImage) },
    events: [
      { type: 'preview.show', photoId: 'photo-1' },
      { type: 'preview.show', photoId: fixtureUnloadedImage.imageId },
      { type: 'preview.libraryChanged', library: fixtureLibraries.ready },
      { type: 'preview.libraryChanged', library: fixtureLibraries.withoutSecond },
      { type: 'preview.libraryChanged', library: fixtureLibraries.withUnloaded },
      { type: 'preview.next' },
      { type: 'preview.previous' },
      { type: 'preview.close' },
      { type: 'preview.photoDeleted', photoId: 'photo-2' },
      { type: 'xstate.done.actor.fetchPhoto', output: fixtureUnloadedImage },
      { type: 'xstate.error.actor.fetchPhoto', error: fixturePhotoNotFound },
      { type: 'xstate.error.actor.fetchPhoto', error: fixturePhotoLoadError },
    ],
    input: { photoId: 'photo-2', library: fixtureLibraries.ready },
    variants: [
      {
        name: 'opened directly',
        description: 'A preview URL opened directly (page reload): the photo is not loaded yet.',
        input: { photoId: fixtureUnloadedImage.imageId, library: fixtureLibraries.ready },
      },
      {
        name: 'library loading',
        description: 'The preview opens while the library is still loading.',
        input: { photoId: 'photo-1', library: fixtureLibraries.loading },
      },
      { name: 'empty library', description: 'The library has no photos.', input: { photoId: 'photo-1', library: fixtureLibraries.empty } },
    ],
  },
});

export const photoDeleteEntries: readonly CatalogEntry[] = [photoDelete, bulkDelete, deleteAll, photoPreview];
