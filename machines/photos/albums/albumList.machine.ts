// A list of albums in pages (spec S1 §2 Albums screen; DECISIONS 24): an end-marker list
// (../../shared/cursorList.ts) of the own albums of the Albums tab (first page
// ALBUMS_FIRST_PAGE_SIZE, as the 'New album' tile takes a slot, then ALBUMS_PAGE_SIZE), of the
// albums shared with the customer (pages of SHARED_ALBUMS_PAGE_SIZE), or of the non-shared own
// albums the copy-to-album modal lists (pages of ALBUMS_PAGE_SIZE): one machine, the page sizes
// and the load actor given per list. Nothing loads until the view asks (albumList.load); the next page
// loads when the view's end marker is fully visible (albumList.loadMore). The list follows the album
// flows: a created album or a reload loads it again from the first page (albumList.reload), a renamed
// album is replaced where it is (albumList.itemChanged), a deleted one leaves it (albumList.itemRemoved).
import type { Album, AlbumPage, SharedAlbum } from '@schemas/albums';
import { createCursorListMachine, type CursorPage } from '../../shared/cursorList';

/** An album of either list: an own album (userId, isShared) or one shared with the customer (ownerId). */
export type ListedAlbum = Album | SharedAlbum;

/** A page of either list as the API edge hands it over (GET /albums or GET /shared-albums). */
export interface AlbumListPage {
  albums: readonly ListedAlbum[];
  cursor: string | null;
}

/** The list's reading of a page of the edge. */
export function albumListPage(page: AlbumListPage | AlbumPage): CursorPage<ListedAlbum> {
  return { items: page.albums, cursor: page.cursor };
}

export const albumListMachine = createCursorListMachine<ListedAlbum, 'albumList'>({
  id: 'albumList',
  description: 'A list of albums loaded in pages as the customer scrolls, following created, renamed and deleted albums.',
  keyOf: (album) => album.albumId,
});

export type AlbumListMachine = typeof albumListMachine;
