// Real actors and actions of the album pages: the album itself (GET /albums/{id}, GET /shared-albums/
// {id} with its people; machines/photos/albums/album, sharedAlbum) as a resource actor for the page's life, and the delete modals
// (machines/photos/albums) over the albums APIs, with the way to the albums tab and the one place
// where the albums learn an album is gone. Views take these hooks; they never see the API. Tests
// give fake album APIs to <ServicesProvider>.
import { useCallback, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { albumDeleteMachine } from '@machines/photos/albums/albumDelete.machine';
import type { AlbumDeleteFlowMachine, AlbumDeleteId } from '@machines/photos/albums/albumDeleteFlow';
import { sharedAlbumDeleteMachine } from '@machines/photos/albums/sharedAlbumDelete.machine';
import { albumMachine } from '@machines/photos/albums/album.machine';
import { sharedAlbumMachine } from '@machines/photos/albums/sharedAlbum.machine';
import type { ResourceMachine } from '@machines/shell/resource.machine';
import { albumsApi, sharedAlbumsApi } from '@/api/albums';
import type { RequestOptions } from '@/api/http';
import { useOptionalAccountScope } from '@/platform/accountScope/AccountScopeContext';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { href } from '@/platform/routing/href';
import { useApi } from '@/platform/services/ServicesContext';
import { useLatest } from '@/platform/hooks/useLatest';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { photoLibraryPart } from './libraryParts';
import { useAlbumListEvents } from '@/features/photos/albums/wiring/albumLists';

/** A resource actor of the page's life over `load`, loaded on mount. */
function usePageResource<T, TId extends string>(machine: ResourceMachine<T, TId>, id: TId, load: (options: RequestOptions) => Promise<T>) {
  const actor = useFlowActor(
    useMemo(() => machine.provide({ actors: { load: fromPromise(({ signal }) => load({ signal })) } }), [machine, load]),
  );
  useEffect(() => {
    const type: `${TId}.load` = `${id}.load`;
    actor.send({ type });
  }, [actor, id]);
  return actor;
}

/** GET /albums/{id} for the album page, loaded on mount; `album.reload` after a rename or an add. */
export function useAlbumResource(albumId: string) {
  const api = useApi(albumsApi);
  return usePageResource(
    albumMachine,
    'album',
    useCallback((options: RequestOptions) => api.getAlbum(albumId, options), [api, albumId]),
  );
}

/** GET /shared-albums/{id} and its people for the shared album page, loaded on mount. */
export function useSharedAlbumResource(albumId: string) {
  const api = useApi(sharedAlbumsApi);
  return usePageResource(
    sharedAlbumMachine,
    'sharedAlbum',
    useCallback((options: RequestOptions) => api.getSharedAlbum(albumId, options), [api, albumId]),
  );
}

/**
 * What the account's albums do when one is gone (deleted, or left by a participant): the one place
 * to tell them. The album lists drop it and the photo summary (the Albums tab's count) loads
 * again. The whole library is asked for only then (the album pages do not need it before).
 */
function useAlbumGone(): (albumId: string) => void {
  const scope = useOptionalAccountScope();
  const lists = useAlbumListEvents();
  return useCallback(
    (albumId: string) => {
      lists.deleted(albumId);
      const summary = scope?.get(photoLibraryPart())?.summary;
      // a library started just now is loading its summary already
      if (!summary || summary.getSnapshot().matches('InProgress')) return;
      summary.send({ type: summary.getSnapshot().matches('NotRequested') ? 'photoSummary.load' : 'photoSummary.reload' });
    },
    [scope, lists],
  );
}

/**
 * An album delete modal's actor for the page's life, with its effects: `remove` is the delete call;
 * once it is done the albums are told and the customer goes to the albums tab.
 */
function useAlbumDeleteFlow<TId extends AlbumDeleteId>(
  machine: AlbumDeleteFlowMachine<TId>,
  flow: TId,
  albumId: string,
  remove: (albumId: string, options: RequestOptions) => Promise<void>,
) {
  const gone = useLatest(useAlbumGone());
  const navigate = useLatest(useNavigateKeepingQuery());
  const provided = useMemo(
    () =>
      machine.provide({
        actors: {
          act: fromPromise<undefined, { albumId: string }>(async ({ input, signal }) => {
            await remove(input.albumId, { signal });
            return undefined;
          }),
        },
      }),
    [machine, remove],
  );
  const actor = useFlowActor(provided, { input: { albumId } });
  useEffect(() => {
    const subscription = actor.on(`${flow}.done`, ({ albumId: deleted }) => {
      gone.current(deleted);
      navigate.current(href('albums'));
    });
    return () => subscription.unsubscribe();
  }, [actor, flow, gone, navigate]);
  return actor;
}

/** Delete an own album: DELETE /albums/{id}. */
export function useAlbumDelete(albumId: string) {
  const api = useApi(albumsApi);
  return useAlbumDeleteFlow(albumDeleteMachine, 'albumDelete', albumId, api.deleteAlbum);
}

/** Delete (owner) or leave (participant) a shared album: DELETE /shared-albums/{id}. */
export function useSharedAlbumDelete(albumId: string) {
  const api = useApi(sharedAlbumsApi);
  return useAlbumDeleteFlow(sharedAlbumDeleteMachine, 'sharedAlbumDelete', albumId, api.deleteSharedAlbum);
}
