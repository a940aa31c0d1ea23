// Real actors and actions of the album name modals (machines/photos/albums/albumCreate, albumRename):
// the albums API through the app's services, the album lists and tab counts told of the change
// (albumLists.ts), failures to the error reporter, and the landing in a created album with the
// router. The dialogs in ../form take their machine from these hooks; they never see the API.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { albumCreateMachine } from '@machines/photos/albums/albumCreate.machine';
import type { AlbumSaveRequest } from '@machines/photos/albums/albumForm';
import { albumRenameMachine } from '@machines/photos/albums/albumRename.machine';
import type { Album, CreateAlbumResponse } from '@schemas/albums';
import { albumsApi } from '@/api/albums';
import { isHttpError } from '@/api/http';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { href } from '@/platform/routing/href';
import { useApi } from '@/platform/services/ServicesContext';
import { useLatest } from '@/platform/hooks/useLatest';
import { useAlbumListEvents } from './albumLists';

/** Create album: on success the lists learn of it and the customer lands in it (query string kept). */
export function useAlbumCreateMachine(onClose: () => void) {
  const api = useApi(albumsApi);
  const events = useAlbumListEvents();
  const navigate = useLatest(useNavigateKeepingQuery());
  const close = useLatest(onClose);
  return useMemo(
    () =>
      albumCreateMachine.provide({
        actors: {
          saveAlbum: fromPromise<CreateAlbumResponse, AlbumSaveRequest>(async ({ input, signal }) => {
            try {
              return await api.createAlbum(input.albumId, input.albumName, { signal });
            } catch (error) {
              // a 409 for this modal's own client-made id: an earlier try created it, its answer was lost
              if (isHttpError(error, 409)) return { albumId: input.albumId };
              throw error;
            }
          }),
        },
        actions: {
          notifySaved: (_, { saved }) => {
            events.created();
            close.current();
            navigate.current(href('album', { id: saved.albumId }));
          },
          notifyClosed: () => close.current(),
        },
      }),
    [api, events, navigate, close],
  );
}

/** Rename album: on success the lists take the new name and the caller is given the album. */
export function useAlbumRenameMachine(onClose: () => void, onRenamed: (album: Album) => void) {
  const api = useApi(albumsApi);
  const events = useAlbumListEvents();
  const close = useLatest(onClose);
  const renamed = useLatest(onRenamed);
  return useMemo(
    () =>
      albumRenameMachine.provide({
        actors: {
          saveAlbum: fromPromise<Album, AlbumSaveRequest>(({ input, signal }) =>
            api.renameAlbum(input.albumId, input.albumName, { signal }),
          ),
        },
        actions: {
          notifySaved: (_, { saved }) => {
            events.renamed(saved);
            close.current();
            renamed.current(saved);
          },
          notifyClosed: () => close.current(),
        },
      }),
    [api, events, close, renamed],
  );
}
