// Catalogue entries of the album pages' machines: the album delete and the shared album delete
// modals (S1 §2 Album page, Shared album page; §8; DECISIONS 27, 35).
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { fixtureHttpError } from '../library/fixtures/timeline';
import { albumDeleteMachine } from './albumDelete.machine';
import { sharedAlbumDeleteMachine } from './sharedAlbumDelete.machine';

const fixtureAlbumId = 'album-1';
const deleteEvents = (path: string) =>
  [
    { type: 'albumDelete.open' },
    { type: 'albumDelete.confirm' },
    { type: 'albumDelete.cancel' },
    { type: 'xstate.done.actor.deleteAlbum', output: undefined },
    { type: 'xstate.error.actor.deleteAlbum', error: fixtureHttpError('DELETE', path, 500) },
  ] as const;

const albumDelete = entry({
  id: 'albumDelete',
  title: 'Delete an album',
  description:
    'On the album page, Delete album opens a modal saying the album goes and its photos stay in the library. On confirm the delete goes to the service and the modal cannot be dismissed. Success closes it, the albums list and the Albums tab count learn the album is gone, and the customer lands on the albums tab; failure keeps the modal open with "Unable to remove album. Please try again", from where the customer tries again or cancels.',
  specSection: 'S1 §2 Album page, §8; DECISIONS 27',
  machine: albumDeleteMachine,
  fixtures: {
    actors: { deleteAlbum: fromPromise<undefined, { albumId: string }>(async () => undefined) },
    events: deleteEvents(`/api/photos/albums/${fixtureAlbumId}`),
    input: { albumId: fixtureAlbumId },
  },
});

const sharedAlbumDelete = entry({
  id: 'sharedAlbumDelete',
  title: 'Delete a shared album',
  description:
    'On the shared album page, Delete opens a modal: the owner reads that the album is deleted for every participant, a participant that only their access and the photos they added go. On confirm the delete goes to the service and the modal cannot be dismissed. Success closes it, the albums learn the album is gone and the customer lands on the albums tab; failure keeps the modal open with "Unable to remove album. Please try again".',
  specSection: 'S1 §2 Shared album page, §8; DECISIONS 35',
  machine: sharedAlbumDeleteMachine,
  fixtures: {
    actors: { deleteAlbum: fromPromise<undefined, { albumId: string }>(async () => undefined) },
    events: deleteEvents(`/api/shared-albums/shared-albums/${fixtureAlbumId}`),
    input: { albumId: fixtureAlbumId },
  },
});

export const albumEntries: readonly CatalogEntry[] = [albumDelete, sharedAlbumDelete];
