// A list of albums in pages (spec S1 §2 Albums screen; DECISIONS 24): the own albums of the Albums
// tab (first page ALBUMS_FIRST_PAGE_SIZE, as the 'New album' tile takes a slot, then
// ALBUMS_PAGE_SIZE) or the albums shared with the customer (pages of SHARED_ALBUMS_PAGE_SIZE): one
// machine, the page sizes and the load actor given per list. Nothing loads until the view asks
// (albums.load), so a list the customer never sees costs nothing; the next page loads when the
// view's end marker is fully visible (albums.loadMore). The list follows the album flows: a created
// album or albums.reload loads it again from the first page, a renamed album is replaced where it
// is, a deleted one leaves it.
import { assign, fromPromise, setup } from 'xstate';
import type { Album, SharedAlbum } from '@schemas/albums';
import { messageOf } from '../../shared/failure';

/** An album of either list: an own album (userId, isShared) or one shared with the customer (ownerId). */
export type ListedAlbum = Album | SharedAlbum;

export interface AlbumListInput {
  /** the first page's size (the own list leaves a slot for the 'New album' tile) */
  firstPageSize: number;
  /** every later page's size */
  pageSize: number;
}

/** What the page actor is asked for and answers (GET /albums or GET /shared-albums). */
export interface AlbumPageRequest {
  cursor: string | null;
  limit: number;
}
export interface AlbumListPage {
  albums: readonly ListedAlbum[];
  cursor: string | null;
}

export interface AlbumListContext extends AlbumListInput {
  /** loaded albums in the service's order (created, newest first) */
  albums: ListedAlbum[];
  /** the next page's cursor; null = no more */
  cursor: string | null;
  /** message of the last load failure, for logs; the view shows its own text */
  error: string | null;
}

export type AlbumListEvent =
  | { type: 'albums.load' }
  | { type: 'albums.loadMore' }
  | { type: 'albums.retry' }
  | { type: 'albums.reload' }
  | { type: 'albums.created' }
  | { type: 'albums.renamed'; album: Album }
  | { type: 'albums.deleted'; albumId: string };

/** From any loaded or loading state: the list starts again from its first page. */
const reloading = {
  'albums.reload': { target: '#albumList.InProgress', actions: 'clear' },
  'albums.created': { target: '#albumList.InProgress', actions: 'clear' },
} as const;

export const albumListMachine = setup({
  types: {
    context: {} as AlbumListContext,
    events: {} as AlbumListEvent,
    input: {} as AlbumListInput,
  },
  actors: {
    loadPage: fromPromise<AlbumListPage, AlbumPageRequest>(async () => {
      throw new Error('albumList: the loadPage actor is not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.cursor !== null,
  },
  actions: {
    append: assign(({ context }, params: { page: AlbumListPage }) => {
      // a page after a change (a rename or delete made meanwhile) never repeats an album
      const known = new Set(context.albums.map((album) => album.albumId));
      return {
        albums: [...context.albums, ...params.page.albums.filter((album) => !known.has(album.albumId))],
        cursor: params.page.cursor,
        error: null,
      };
    }),
    clear: assign({ albums: [], cursor: null, error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    replaceAlbum: assign(({ context }, params: { album: Album }) => ({
      albums: context.albums.map((album) => (album.albumId === params.album.albumId ? { ...album, ...params.album } : album)),
    })),
    removeAlbum: assign(({ context }, params: { albumId: string }) => ({
      albums: context.albums.filter((album) => album.albumId !== params.albumId),
    })),
    /** logged and reported: the app's inspector reports each reportFailure (S1 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'albumList',
  description: 'A list of albums loaded in pages as the customer scrolls, following created, renamed and deleted albums.',
  context: ({ input }) => ({ ...input, albums: [], cursor: null, error: null }),
  initial: 'NotRequested',
  on: {
    'albums.renamed': { actions: { type: 'replaceAlbum', params: ({ event }) => ({ album: event.album }) } },
    'albums.deleted': { actions: { type: 'removeAlbum', params: ({ event }) => ({ albumId: event.albumId }) } },
  },
  states: {
    NotRequested: {
      description: 'Nothing asked yet (the list is not shown); a change made elsewhere needs no reload.',
      on: { 'albums.load': 'InProgress' },
    },
    InProgress: {
      description: 'The first page is on its way: the screen shows its loader.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ cursor: null, limit: context.firstPageSize }),
        onDone: { target: 'Finished', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
        onError: {
          target: 'Failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: reloading,
    },
    Finished: {
      description: 'The loaded albums are shown; more load when the end marker is fully visible.',
      initial: 'idle',
      on: reloading,
      states: {
        idle: {
          description: 'Waiting for the end marker (nothing to do when the last page is in).',
          on: { 'albums.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'The next page is on its way; it is appended to the list.',
          tags: ['busy'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ cursor: context.cursor, limit: context.pageSize }),
            onDone: { target: 'idle', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
            onError: {
              target: 'moreFailed',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        moreFailed: {
          description: 'A later page failed: the loaded albums stay, the error shows under them with Try again.',
          tags: ['error'],
          on: { 'albums.retry': 'loadingMore' },
        },
      },
    },
    Failed: {
      description: 'The first page failed: the error shows in place of the list with Try again.',
      tags: ['error'],
      on: { ...reloading, 'albums.retry': 'InProgress' },
    },
  },
});

export type AlbumListMachine = typeof albumListMachine;
