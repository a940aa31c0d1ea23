// Real actors and actions of the album photo flows (machines/photos/albums: copy to album, add
// photos, remove from album) and what their outcomes do: the albums API through the app's service
// client, every add or remove in batches through the one batched request (albumBatches.ts), the
// optimistic removal through the photo library of the grid around (library.ts: the album's own
// library on an album page), the removal toast, the album lists told of the change (an album's
// count and cover follow its photos), and failures to the error reporter. The views in
// src/features/photos/albums take their actor from these hooks; they
// never see the API. Tests give a fake albums API to <ServicesProvider>.
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { addPhotosToAlbumMachine } from '@machines/photos/albums/addPhotosToAlbum.machine';
import { albumBatchActor } from '@machines/photos/albums/albumBatches';
import { albumListMachine, albumListPage, type ListedAlbum } from '@machines/photos/albums/albumList.machine';
import { copyToAlbumMachine, type AlbumTarget } from '@machines/photos/albums/copyToAlbum.machine';
import type { CursorPage, CursorPageRequest } from '@machines/shared/cursorList';
import { removeFromAlbumMachine } from '@machines/photos/albums/removeFromAlbum.machine';
import type { SortSettings } from '@schemas/photos';
import { ADD_TO_ALBUM_BATCH_SIZE, REMOVE_FROM_ALBUM_BATCH_SIZE } from '@schemas/tunables';
import { albumsApi, type AlbumsApi } from '@/api/albums';
import { photosApi } from '@/api/photos';
import { useApi } from '@/platform/services/ServicesContext';
import { useToasts } from '@/platform/toasts/useToasts';
import { useAlbumListEvents } from '@/features/photos/albums/wiring/albumLists';
import { createPhotoLibrary, wholeLibrarySource, type PhotoLibrary } from './createPhotoLibrary';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useFlowOutcome } from '@/platform/flows/useFlowOutcome';
import { usePhotoLibraryControls } from './library';

/** The albums API of the app's services (tests put a fake in <ServicesProvider>). */
export function useAlbumsApi(): AlbumsApi {
  return useApi(albumsApi);
}

/** POST /albums/{id}/photos in batches of ADD_TO_ALBUM_BATCH_SIZE: copy to album and the picker alike. */
function addPhotosActor(api: AlbumsApi) {
  return albumBatchActor(ADD_TO_ALBUM_BATCH_SIZE, (albumId, photoIds, signal) => api.addPhotos(albumId, photoIds, { signal }));
}

/**
 * Remove from album's actor; `onRemoved` ends selection mode (the toolbar) or moves the preview on.
 * The toast names the album: 'Photo removed from {albumName}' / '{count} photos removed from {albumName}'.
 */
export function useRemoveFromAlbumActor(albumName: string, onRemoved: (photoIds: readonly string[]) => void) {
  const api = useAlbumsApi();
  const library = usePhotoLibraryControls();
  const { show } = useToasts();
  const lists = useAlbumListEvents();
  const machine = useMemo(
    () =>
      removeFromAlbumMachine.provide({
        actors: {
          removePhotos: albumBatchActor(REMOVE_FROM_ALBUM_BATCH_SIZE, (albumId, photoIds, signal) =>
            api.removePhotos(albumId, photoIds, { signal }),
          ),
        },
        actions: {
          hidePhotos: (_, { photoIds }) => library.hide(photoIds),
          restorePhotos: (_, { photoIds }) => {
            if (photoIds.length > 0) library.unhide(photoIds);
          },
          confirmRemoval: (_, { photoIds }) => {
            if (photoIds.length > 0) library.confirmRemoved(photoIds);
          },
        },
      }),
    [api, library],
  );
  const actor = useFlowActor(machine);
  useFlowOutcome(actor, 'removeFromAlbum.removed', ({ photoIds }) => {
    show({ messageKey: 'photos.removeFromAlbum.removed', params: { count: photoIds.length, albumName }, tone: 'success' });
    lists.reload();
    onRemoved(photoIds);
  });
  return actor;
}

/**
 * Copy to album, run for the lifetime of the calling component: its albums are the non-shared own
 * albums of the albums API. When it is done (`copyToAlbum.done`, once the done modal closes) the
 * album lists learn of it — a new album made in the modal (the albums count too), or the album that
 * gained photos — and `onCopied` ends selection mode.
 */
export function useCopyToAlbumActor(onCopied: () => void) {
  const api = useAlbumsApi();
  const lists = useAlbumListEvents();
  const machine = useMemo(
    () =>
      copyToAlbumMachine.provide({
        actors: {
          albums: albumListMachine.provide({
            actors: {
              loadPage: fromPromise<CursorPage<ListedAlbum>, CursorPageRequest>(async ({ input, signal }) =>
                albumListPage(await api.listAlbums({ cursor: input.cursor, limit: input.limit, displaySharedData: false }, { signal })),
              ),
            },
          }),
          createAlbum: fromPromise<unknown, AlbumTarget>(({ input, signal }) =>
            api.createAlbum(input.albumId, input.albumName, { signal }),
          ),
          addPhotos: addPhotosActor(api),
        },
      }),
    [api],
  );
  const actor = useFlowActor(machine);
  useFlowOutcome(actor, 'copyToAlbum.done', ({ madeAlbum }) => {
    if (madeAlbum) lists.created();
    else lists.reload();
    onCopied();
  });
  return actor;
}

/** The add-photos picker's actor for an album page; `onAdded` reloads the album page. */
export function useAddPhotosToAlbumActor(onAdded: () => void) {
  const api = useAlbumsApi();
  const lists = useAlbumListEvents();
  const machine = useMemo(() => addPhotosToAlbumMachine.provide({ actors: { addPhotos: addPhotosActor(api) } }), [api]);
  const actor = useFlowActor(machine);
  useFlowOutcome(actor, 'addPhotosToAlbum.added', () => {
    lists.reload();
    onAdded();
  });
  return actor;
}

/** The picker's order: the whole library by date added, newest first (S1 §2 Album page: add photos). */
const PICKER_SORT: SortSettings = { sortKey: 'created', sortOrder: 'desc' };

/**
 * A photo library of its own for the add-photos picker while it is open (GET /photos pages, by date
 * added), so that picking never changes the Photos page's library or its saved sort; stopped on close.
 */
export function usePickerLibrary(open: boolean): PhotoLibrary | null {
  const api = useApi(photosApi);
  const [library, setLibrary] = useState<PhotoLibrary | null>(null);
  useEffect(() => {
    if (!open) return;
    const made = createPhotoLibrary({ source: wholeLibrarySource(api), view: 'photos', sort: PICKER_SORT });
    setLibrary(made);
    return () => {
      made.stop();
      setLibrary(null);
    };
  }, [open, api]);
  return library;
}
