// Real actors and actions for the delete flows (machines/photoDelete, bulkDelete, deleteAll): the
// photo management API through the app's service client, the optimistic removal through the photo
// library (library.ts) on the flows' emitted events, and the delete-all landing with the router.
// The views in src/features/photos/delete take their running flow from these hooks; they never see
// the API. Tests give a fake photo API to <ServicesProvider>.
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bulkDeleteMachine } from '@machines/photos/library/bulkDelete.machine';
import { deleteAllMachine } from '@machines/photos/library/deleteAll.machine';
import { photoDeleteMachine } from '@machines/photos/library/photoDelete.machine';
import type { FailedList } from '@schemas/photos';
import { photosApi, type PhotosApi } from '@/api/photos';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useLatest } from '@/platform/hooks/useLatest';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { routePath } from '@/platform/routing/routes';
import { useApi } from '@/platform/services/ServicesContext';
import { usePhotoLibraryControls } from './library';

/** The calls the delete flows and the preview make. */
export type PhotoDeleteApi = Pick<PhotosApi, 'deletePhoto' | 'deletePhotos' | 'deleteAllPhotos' | 'getPhoto'>;

/** The photo API of the app's services (tests put a fake in <ServicesProvider>). */
export function usePhotosApi(): PhotoDeleteApi {
  return useApi(photosApi);
}

/** Single delete from the preview, running for the caller's life: the photo is hidden as the delete
 * starts and back on failure, dropped for good once done; `onDeleted` moves the preview on. */
export function usePhotoDelete(onDeleted: (photoId: string) => void) {
  const api = usePhotosApi();
  const library = usePhotoLibraryControls();
  const latest = useLatest(onDeleted);
  const machine = useMemo(
    () =>
      photoDeleteMachine.provide({
        actors: {
          act: fromPromise<undefined, { photoId: string }>(async ({ input, signal }) => {
            await api.deletePhoto(input.photoId, { signal });
            return undefined;
          }),
        },
      }),
    [api],
  );
  const actor = useFlowActor(machine);
  useEffect(() => {
    const subscriptions = [
      actor.on('photoDelete.started', ({ photoId }) => library.hide([photoId])),
      actor.on('photoDelete.failure', ({ photoId }) => library.unhide([photoId])),
      actor.on('photoDelete.done', ({ photoId }) => {
        library.confirmRemoved([photoId]);
        latest.current(photoId);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, library, latest]);
  return actor;
}

/** Bulk delete of the selection, running for the caller's life; `onDeleted` ends selection mode. */
export function useBulkDelete(onDeleted: () => void) {
  const api = usePhotosApi();
  const library = usePhotoLibraryControls();
  const latest = useLatest(onDeleted);
  const machine = useMemo(
    () =>
      bulkDeleteMachine.provide({
        actors: {
          deleteChunk: fromPromise<FailedList, { photoIds: readonly string[] }>(({ input, signal }) =>
            api.deletePhotos(input.photoIds, { signal }),
          ),
        },
        actions: {
          hidePhotos: (_, { photoIds }) => library.hide(photoIds),
          restorePhotos: (_, { photoIds }) => library.unhide(photoIds),
          confirmRemoval: (_, { photoIds }) => {
            if (photoIds.length > 0) library.confirmRemoved(photoIds);
          },
        },
      }),
    [api, library],
  );
  const actor = useFlowActor(machine);
  useEffect(() => {
    const subscription = actor.on('bulkDelete.done', () => latest.current());
    return () => subscription.unsubscribe();
  }, [actor, latest]);
  return actor;
}

/** Delete-all, running for the caller's life: once done, the photos list (query kept) at the top,
 * and the library loads again. */
export function useDeleteAll(confirmationWord: string) {
  const api = usePhotosApi();
  const library = usePhotoLibraryControls();
  const navigate = useLatest(useNavigateKeepingQuery());
  const machine = useMemo(
    () =>
      deleteAllMachine.provide({
        actors: {
          act: fromPromise<undefined, undefined>(async ({ signal }) => {
            await api.deleteAllPhotos({ signal });
            return undefined;
          }),
        },
      }),
    [api],
  );
  const actor = useFlowActor(machine, { input: { confirmationWord } });
  useEffect(() => {
    const subscription = actor.on('deleteAll.done', () => {
      navigate.current(routePath('photos'));
      window.scrollTo({ top: 0, left: 0 });
      library.reload();
    });
    return () => subscription.unsubscribe();
  }, [actor, library, navigate]);
  return actor;
}
