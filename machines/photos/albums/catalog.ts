// Catalogue entries of the albums screen, the album name modals and the album pages' delete modals
// (S1 §2 Albums screen, Album page, Shared album page, Modals; §5; §8; DECISIONS 23, 24, 27, 29, 35).
import { fromPromise } from 'xstate';
import type { Album, CreateAlbumResponse } from '@schemas/albums';
import { ALBUMS_FIRST_PAGE_SIZE, ALBUMS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE } from '@schemas/tunables';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { albumCreateMachine } from './albumCreate.machine';
import { albumDeleteMachine } from './albumDelete.machine';
import type { AlbumSaveRequest } from './albumForm';
import type { CursorPage, CursorPageRequest } from '../../shared/cursorList';
import { albumListMachine, type ListedAlbum } from './albumList.machine';
import { albumRenameMachine } from './albumRename.machine';
import { sharedAlbumDeleteMachine } from './sharedAlbumDelete.machine';
import {
  fixtureAlbum,
  fixtureAlbumsFirstList,
  fixtureAlbumsLastList,
  fixtureHttpError,
  fixtureNewAlbumId,
  fixtureRenamedAlbum,
} from './fixtures/albums';

const albumList = entry({
  id: 'albumList',
  title: 'Albums list',
  description:
    'The Albums tab’s own albums, or the albums shared with the customer, loaded when the screen shows them: the own list’s first page holds 49 albums (the New album tile takes a slot), then pages of 50; the shared list pages of 50. The next page loads when the end marker under the grid is fully visible. A failed first page shows "Unable to display albums. Please refresh the page or try again later." (or the shared albums’ message) with Try again; a failed later page keeps the albums shown. A created album reloads the list from the first page, a renamed one changes in place and a deleted one leaves it; going back to the tab shows the list as it was.',
  specSection: 'S1 §2 Albums screen, §8; DECISIONS 23, 24',
  machine: albumListMachine,
  fixtures: {
    actors: {
      loadPage: fromPromise<CursorPage<ListedAlbum>, CursorPageRequest>(async ({ input }) =>
        input.cursor ? fixtureAlbumsLastList : fixtureAlbumsFirstList,
      ),
    },
    events: [
      { type: 'albumList.load' },
      { type: 'xstate.done.actor.loadPage', output: fixtureAlbumsFirstList },
      { type: 'xstate.done.actor.loadPage', output: fixtureAlbumsLastList },
      { type: 'xstate.error.actor.loadPage', error: fixtureHttpError('GET', '/api/photos/albums', 500) },
      { type: 'albumList.loadMore' },
      { type: 'albumList.retry' },
      { type: 'albumList.reload' },
      { type: 'albumList.itemChanged', key: fixtureRenamedAlbum.albumId, change: fixtureRenamedAlbum },
      { type: 'albumList.itemRemoved', key: fixtureAlbum(1).albumId },
    ],
    input: { firstPageSize: ALBUMS_FIRST_PAGE_SIZE, pageSize: ALBUMS_PAGE_SIZE },
    variants: [
      {
        name: 'shared with you',
        description: 'The albums shared with the customer: pages of 50 from the first.',
        input: { firstPageSize: SHARED_ALBUMS_PAGE_SIZE, pageSize: SHARED_ALBUMS_PAGE_SIZE },
      },
    ],
  },
  // The albums' ids and names tell two lists apart (a page, a rename, a delete), not their photos.
  serializeState: ({ value, context }) =>
    JSON.stringify([
      value,
      context.firstPageSize,
      context.items.map((album) => `${album.albumId}:${album.albumName}`),
      context.cursor,
      context.error !== null,
    ]),
});

const albumCreate = entry({
  id: 'albumCreate',
  title: 'Album create',
  description:
    'The New album tile opens "Create new album" with one name field (placeholder "Untitled album"). The name is checked on submit only: empty gives "Please give your album a name", a name of only spaces, with < > ; or longer than 100 characters "Name not valid". Create album sends the name with an album id made in the browser, the same for every try while the modal is open, so trying again never makes two albums. Success takes the customer into the new album and the albums list learns of it; a failure keeps the modal open with the name and "Unable to save changes. Please try again".',
  specSection: 'S1 §2 Modals (Create album, Album form), §5 Album name, §8; DECISIONS 29',
  machine: albumCreateMachine,
  fixtures: {
    actors: { saveAlbum: fromPromise<CreateAlbumResponse, AlbumSaveRequest>(async ({ input }) => ({ albumId: input.albumId })) },
    events: [
      { type: 'albumCreate.edit', name: '' },
      { type: 'albumCreate.edit', name: 'a < b' },
      { type: 'albumCreate.edit', name: ' Holiday ' },
      { type: 'albumCreate.submit' },
      { type: 'albumCreate.cancel' },
      { type: 'xstate.done.actor.saveAlbum', output: { albumId: fixtureNewAlbumId } },
      { type: 'xstate.error.actor.saveAlbum', error: fixtureHttpError('POST', '/api/photos/albums', 500) },
    ],
    input: { albumId: fixtureNewAlbumId, name: '' },
  },
});

const albumRename = entry({
  id: 'albumRename',
  title: 'Album rename',
  description:
    'Renaming an album opens the same form prefilled with its name, confirm "Save". The name is checked on submit only, with the same messages as when creating; the album then takes the new name (surrounding spaces trimmed) wherever it is shown. A failure keeps the modal open with the name as typed and "Unable to save changes. Please try again".',
  specSection: 'S1 §2 Album page, Modals (Album form), §5 Album name, §8; DECISIONS 29',
  machine: albumRenameMachine,
  fixtures: {
    actors: { saveAlbum: fromPromise<Album, AlbumSaveRequest>(async () => fixtureRenamedAlbum) },
    events: [
      { type: 'albumRename.edit', name: '' },
      { type: 'albumRename.edit', name: '   ' },
      { type: 'albumRename.edit', name: 'Summer holiday' },
      { type: 'albumRename.submit' },
      { type: 'albumRename.cancel' },
      { type: 'xstate.done.actor.saveAlbum', output: fixtureRenamedAlbum },
      { type: 'xstate.error.actor.saveAlbum', error: fixtureHttpError('PATCH', '/api/photos/albums/album-001', 500) },
    ],
    input: { albumId: fixtureAlbum(0).albumId, name: fixtureAlbum(0).albumName },
  },
});

const fixtureAlbumId = 'album-1';
const deleteEvents = <TId extends 'albumDelete' | 'sharedAlbumDelete'>(id: TId, path: string) =>
  [
    { type: `${id}.open` },
    { type: `${id}.confirm` },
    { type: `${id}.cancel` },
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
    actors: { act: fromPromise<undefined, { albumId: string }>(async () => undefined) },
    events: deleteEvents('albumDelete', `/api/photos/albums/${fixtureAlbumId}`),
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
    actors: { act: fromPromise<undefined, { albumId: string }>(async () => undefined) },
    events: deleteEvents('sharedAlbumDelete', `/api/shared-albums/shared-albums/${fixtureAlbumId}`),
    input: { albumId: fixtureAlbumId },
  },
});

export const albumEntries: readonly CatalogEntry[] = [albumList, albumCreate, albumRename, albumDelete, sharedAlbumDelete];
