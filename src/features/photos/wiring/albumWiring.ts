// Real actors and actions of the album pages: the album itself (GET /albums/{id}, GET /shared-albums/
// {id} with its people) as a resource actor for the page's life, and the delete modals
// (machines/photos/albums) over the albums APIs, with the way to the albums tab and the one place
// where the albums learn an album is gone. Views take these hooks; they never see the API. Tests
// give fake album APIs to <ServicesProvider>.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { albumDeleteMachine } from '@machines/photos/albums/albumDelete.machine';
import { sharedAlbumDeleteMachine } from '@machines/photos/albums/sharedAlbumDelete.machine';
import { createResourceMachine } from '@machines/shell/resource.machine';
import type { Album, SharedAlbumDetails } from '@schemas/albums';
import { useAccountPart } from '@/app/accountScope/AccountScopeContext';
import { reportError } from '@/app/errors/reporter';
import { useNavigateKeepingQuery } from '@/app/navigation/useNavigateKeepingQuery';
import { href } from '@/app/router/href';
import { useApi } from '@/app/services/ServicesContext';
import { albumsApiOf, sharedAlbumsApiOf } from './albumApis';
import { useLatest } from './deleteWiring';
import { photoLibraryPart } from './libraryParts';

const albumMachine = createResourceMachine<Album>();
const sharedAlbumMachine = createResourceMachine<SharedAlbumDetails>();

/** GET /albums/{id} for the album page, loaded on mount; `resource.reload` after a rename or an add. */
export function useAlbumResource(albumId: string) {
  const api = useApi('albums', albumsApiOf);
  const actor = useActorRef(
    useMemo(
      () => albumMachine.provide({ actors: { load: fromPromise(({ signal }) => api.getAlbum(albumId, { signal })) } }),
      [api, albumId],
    ),
  );
  useEffect(() => actor.send({ type: 'resource.load' }), [actor]);
  return actor;
}

/** GET /shared-albums/{id} and its people for the shared album page, loaded on mount. */
export function useSharedAlbumResource(albumId: string) {
  const api = useApi('sharedAlbums', sharedAlbumsApiOf);
  const actor = useActorRef(
    useMemo(
      () => sharedAlbumMachine.provide({ actors: { load: fromPromise(({ signal }) => api.getSharedAlbum(albumId, { signal })) } }),
      [api, albumId],
    ),
  );
  useEffect(() => actor.send({ type: 'resource.load' }), [actor]);
  return actor;
}

/**
 * What the account's albums do when one is gone (deleted, or left by a participant): the one place
 * to tell them. The photo summary (the Albums tab's count) loads again; the albums list hooks in here.
 */
function useAlbumGone(): (albumId: string) => void {
  const library = useAccountPart(photoLibraryPart());
  return useMemo(
    () => () => {
      const summary = library?.summary;
      if (summary && !summary.getSnapshot().matches('InProgress'))
        summary.send({ type: summary.getSnapshot().matches('NotRequested') ? 'resource.load' : 'resource.reload' });
    },
    [library],
  );
}

/** The actions every album delete modal shares: the albums told, the albums tab, the reporter. */
function useAlbumDeleteActions(source: string) {
  const gone = useLatest(useAlbumGone());
  const navigate = useLatest(useNavigateKeepingQuery());
  return useMemo(
    () => ({
      notifyDeleted: (_: unknown, { albumId }: { albumId: string }) => gone.current(albumId),
      goToAlbums: () => navigate.current(href('albums')),
      reportFailure: (_: unknown, { error }: { error: unknown }) => reportError(source, error),
    }),
    [gone, navigate, source],
  );
}

/** Delete an own album: DELETE /albums/{id}. */
export function useAlbumDeleteMachine() {
  const api = useApi('albums', albumsApiOf);
  const actions = useAlbumDeleteActions('albumDelete');
  return useMemo(
    () =>
      albumDeleteMachine.provide({
        actors: {
          deleteAlbum: fromPromise<undefined, { albumId: string }>(async ({ input, signal }) => {
            await api.deleteAlbum(input.albumId, { signal });
            return undefined;
          }),
        },
        actions,
      }),
    [api, actions],
  );
}

/** Delete (owner) or leave (participant) a shared album: DELETE /shared-albums/{id}. */
export function useSharedAlbumDeleteMachine() {
  const api = useApi('sharedAlbums', sharedAlbumsApiOf);
  const actions = useAlbumDeleteActions('sharedAlbumDelete');
  return useMemo(
    () =>
      sharedAlbumDeleteMachine.provide({
        actors: {
          deleteAlbum: fromPromise<undefined, { albumId: string }>(async ({ input, signal }) => {
            await api.deleteSharedAlbum(input.albumId, { signal });
            return undefined;
          }),
        },
        actions,
      }),
    [api, actions],
  );
}
