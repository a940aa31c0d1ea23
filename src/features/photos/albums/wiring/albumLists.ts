// The album lists of the signed-in account as parts of the account scope (src/platform/accountScope):
// the own albums of the Albums tab and the albums shared with the customer, each one actor of the
// album list machine, made on first use and kept while the customer moves between the tabs and the
// albums (going back to the tab shows the list as it was), stopped with everything else of the
// account. The album flows tell the lists what changed through useAlbumListEvents (docs/PHOTOS.md,
// "Albums tab"): a created or deleted album also reloads the photo summary (the tab counts).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { albumListMachine, albumListPage, type AlbumListPage, type ListedAlbum } from '@machines/photos/albums/albumList.machine';
import type { CursorListEvent, CursorListInput, CursorPage, CursorPageRequest } from '@machines/shared/cursorList';
import type { Album } from '@schemas/albums';
import { ALBUMS_FIRST_PAGE_SIZE, ALBUMS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE } from '@schemas/tunables';
import { albumsApi, sharedAlbumsApi } from '@/api/albums';
import { accountPart, type AccountContext } from '@/platform/accountScope/accountScope';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';
import { inspect } from '@/platform/inspection/inspect';
import { usePhotoLibraryControls } from '@/features/photos/wiring/library';

export type { ListedAlbum } from '@machines/photos/albums/albumList.machine';
export type AlbumListActor = ActorRefFrom<typeof albumListMachine>;
/** The own albums (GET /albums) or the albums shared with the customer (GET /shared-albums). */
export type AlbumListKind = 'own' | 'shared';

type PageLoader = (context: AccountContext, request: CursorPageRequest, signal: AbortSignal) => Promise<AlbumListPage>;

const albumListPart = (kind: AlbumListKind, input: CursorListInput, load: PageLoader) =>
  accountPart(`albumList.${kind}`, (context) => {
    const machine = albumListMachine.provide({
      actors: {
        loadPage: fromPromise<CursorPage<ListedAlbum>, CursorPageRequest>(async ({ input: request, signal }) =>
          albumListPage(await load(context, request, signal)),
        ),
      },
    });
    // the inspection observer reports its failed loads (S1 §8), as for every long-lived actor
    const actor = createActor(machine, { id: `albumList.${kind}`, input, inspect }).start();
    return { actor, stop: () => actor.stop() };
  });

const parts = {
  // every own album, shared with others or not (the Albums tab shows them all)
  own: albumListPart('own', { firstPageSize: ALBUMS_FIRST_PAGE_SIZE, pageSize: ALBUMS_PAGE_SIZE }, ({ services }, request, signal) =>
    services.api(albumsApi).listAlbums(request, { signal }),
  ),
  shared: albumListPart(
    'shared',
    { firstPageSize: SHARED_ALBUMS_PAGE_SIZE, pageSize: SHARED_ALBUMS_PAGE_SIZE },
    ({ services }, request, signal) => services.api(sharedAlbumsApi).listSharedAlbums(request, { signal }),
  ),
} as const;

/** The signed-in account's list of this kind (made on first use); null while nobody is signed in. */
export function useAlbumList(kind: AlbumListKind): AlbumListActor | null {
  return useAccountPart(parts[kind])?.actor ?? null;
}

/** What the Albums screen shows of one list. */
export interface AlbumListView {
  status: 'idle' | 'loading' | 'failed' | 'ready';
  albums: readonly ListedAlbum[];
  /** a later page failed (the loaded albums stay) */
  moreFailed: boolean;
}

const none: AlbumListView = { status: 'idle', albums: [], moreFailed: false };

export function useAlbumListView(actor: AlbumListActor | null): AlbumListView {
  const status = useSelector(actor ?? undefined, (snapshot) => {
    if (!snapshot) return 'idle';
    if (snapshot.hasTag('loading')) return 'loading';
    if (snapshot.matches('Failed')) return 'failed';
    return snapshot.matches('Finished') ? 'ready' : 'idle';
  });
  const albums = useSelector(actor ?? undefined, (snapshot) => snapshot?.context.items);
  const moreFailed = useSelector(actor ?? undefined, (snapshot) => (snapshot?.matches('Finished') && snapshot.hasTag('error')) ?? false);
  return useMemo(() => (status === 'idle' && !albums ? none : { status, albums: albums ?? [], moreFailed }), [status, albums, moreFailed]);
}

/** What the album flows tell the lists (and the tab counts) after a change. */
export interface AlbumListEvents {
  /** an album was created: the own list loads again from its first page, the counts too */
  created(): void;
  /** an album was renamed: it changes in place in whichever list holds it */
  renamed(album: Album): void;
  /** an album was deleted (or left): it leaves the lists, the counts load again */
  deleted(albumId: string): void;
  /** everything again (e.g. after photos were added to albums elsewhere) */
  reload(): void;
}

export function useAlbumListEvents(): AlbumListEvents {
  const own = useAlbumList('own');
  const shared = useAlbumList('shared');
  const library = usePhotoLibraryControls();
  return useMemo(() => {
    // a list stopped with its account (sign-out) hears nothing
    const sendTo = (actors: ReadonlyArray<AlbumListActor | null>, event: CursorListEvent<ListedAlbum, 'albumList'>) => {
      for (const actor of actors) if (actor?.getSnapshot().status === 'active') actor.send(event);
    };
    const send = (event: CursorListEvent<ListedAlbum, 'albumList'>) => sendTo([own, shared], event);
    return {
      created: () => {
        // a new album is an own one, never shared yet
        sendTo([own], { type: 'albumList.reload' });
        library.reloadSummary();
      },
      renamed: (album) => send({ type: 'albumList.itemChanged', key: album.albumId, change: album }),
      deleted: (albumId) => {
        send({ type: 'albumList.itemRemoved', key: albumId });
        library.reloadSummary();
      },
      reload: () => {
        send({ type: 'albumList.reload' });
        library.reloadSummary();
      },
    };
  }, [own, shared, library]);
}
