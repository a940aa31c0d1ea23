// Real actors of the album name modals (machines/photos/albums/albumCreate, albumRename) and what
// their outcomes do: the albums API through the app's services, the album lists and tab counts told
// of the change (albumLists.ts), and the landing in a created album with the router. One actor lives
// for one opening of a modal. The dialogs in ../form take their actor from these hooks; they never
// see the API.
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { albumCreateMachine } from '@machines/photos/albums/albumCreate.machine';
import type { AlbumFormInput, AlbumSaveRequest } from '@machines/photos/albums/albumForm';
import { albumRenameMachine } from '@machines/photos/albums/albumRename.machine';
import type { Album, CreateAlbumResponse } from '@schemas/albums';
import { albumsApi } from '@/api/albums';
import { isHttpError } from '@/api/http';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useFlowOutcome } from '@/platform/flows/useFlowOutcome';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { href } from '@/platform/routing/href';
import { useApi } from '@/platform/services/ServicesContext';
import { useAlbumListEvents } from './albumLists';

/**
 * Create album, with an empty name and a client-made albumId kept for this opening (a retry never
 * makes two albums): on success the lists learn of it and the customer lands in it (query string
 * kept); either way `onClose` closes the modal.
 */
export function useAlbumCreateActor(onClose: () => void) {
  const api = useApi(albumsApi);
  const events = useAlbumListEvents();
  const navigate = useNavigateKeepingQuery();
  const machine = useMemo(
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
      }),
    [api],
  );
  const [input] = useState((): AlbumFormInput => ({ albumId: crypto.randomUUID(), name: '' }));
  const actor = useFlowActor(machine, { input });
  useFlowOutcome(actor, 'albumCreate.saved', ({ saved }) => {
    events.created();
    onClose();
    navigate(href('album', { id: saved.albumId }));
  });
  useFlowOutcome(actor, 'albumCreate.closed', onClose);
  return actor;
}

/**
 * Rename album, prefilled with its name: on success the lists take the new name and `onRenamed` is
 * given the album; either way `onClose` closes the modal.
 */
export function useAlbumRenameActor(album: { albumId: string; albumName: string }, onClose: () => void, onRenamed: (album: Album) => void) {
  const api = useApi(albumsApi);
  const events = useAlbumListEvents();
  const machine = useMemo(
    () =>
      albumRenameMachine.provide({
        actors: {
          saveAlbum: fromPromise<Album, AlbumSaveRequest>(({ input, signal }) =>
            api.renameAlbum(input.albumId, input.albumName, { signal }),
          ),
        },
      }),
    [api],
  );
  const [input] = useState((): AlbumFormInput => ({ albumId: album.albumId, name: album.albumName }));
  const actor = useFlowActor(machine, { input });
  useFlowOutcome(actor, 'albumRename.saved', ({ saved }) => {
    events.renamed(saved);
    onClose();
    onRenamed(saved);
  });
  useFlowOutcome(actor, 'albumRename.closed', onClose);
  return actor;
}
