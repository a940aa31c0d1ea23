// Catalogue entry of the photo preview's navigation (S1 §2 Photo preview).
import { fromPromise } from 'xstate';
import type { Image } from '@schemas/photos';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { fixtureLibraries, fixturePhotoLoadError, fixturePhotoNotFound, fixtureUnloadedImage } from '../library/fixtures/deletes';
import { photoPreviewMachine } from './photoPreview.machine';

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
      { type: 'photoPreview.show', photoId: 'photo-1' },
      { type: 'photoPreview.show', photoId: fixtureUnloadedImage.imageId },
      { type: 'photoPreview.libraryChanged', library: fixtureLibraries.ready },
      { type: 'photoPreview.libraryChanged', library: fixtureLibraries.withoutSecond },
      { type: 'photoPreview.libraryChanged', library: fixtureLibraries.withUnloaded },
      { type: 'photoPreview.next' },
      { type: 'photoPreview.previous' },
      { type: 'photoPreview.close' },
      { type: 'photoPreview.photoDeleted', photoId: 'photo-2' },
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

export const previewEntries: readonly CatalogEntry[] = [photoPreview];
