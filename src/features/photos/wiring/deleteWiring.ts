// Real actors and actions for the delete flows (machines/photoDelete, bulkDelete, deleteAll): the
// photo management API through the app's service client, the optimistic removal through the photo
// library (library.ts), failures to the error reporter, and the delete-all landing with the router.
// The views in src/features/photos/delete take their machine from these hooks; they never see the
// API. Tests give a fake photo API to <ServicesProvider>.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bulkDeleteMachine } from '@machines/photos/library/bulkDelete.machine';
import { deleteAllMachine } from '@machines/photos/library/deleteAll.machine';
import { photoDeleteMachine } from '@machines/photos/library/photoDelete.machine';
import type { FailedList } from '@schemas/photos';
import { photosApi, type PhotosApi } from '@/api/photos';
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

/** Single delete from the preview; `onDeleted` moves the preview on. */
export function usePhotoDeleteMachine(onDeleted: (photoId: string) => void) {
  const api = usePhotosApi();
  const library = usePhotoLibraryControls();
  const latest = useLatest(onDeleted);
  return useMemo(
    () =>
      photoDeleteMachine.provide({
        actors: {
          deletePhoto: fromPromise<undefined, { photoId: string }>(async ({ input, signal }) => {
            await api.deletePhoto(input.photoId, { signal });
            return undefined;
          }),
        },
        actions: {
          hidePhoto: (_, { photoId }) => library.hide([photoId]),
          restorePhoto: (_, { photoId }) => library.unhide([photoId]),
          confirmRemoval: (_, { photoId }) => library.confirmRemoved([photoId]),
          notifyDeleted: (_, { photoId }) => latest.current(photoId),
        },
      }),
    [api, library, latest],
  );
}

/** Bulk delete of the selection; `onDeleted` ends selection mode. */
export function useBulkDeleteMachine(onDeleted: () => void) {
  const api = usePhotosApi();
  const library = usePhotoLibraryControls();
  const latest = useLatest(onDeleted);
  return useMemo(
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
          notifyDeleted: () => latest.current(),
        },
      }),
    [api, library, latest],
  );
}

/** Delete-all: on success the photos list (query kept) at the top, and the library loads again. */
export function useDeleteAllMachine() {
  const api = usePhotosApi();
  const library = usePhotoLibraryControls();
  const navigate = useLatest(useNavigateKeepingQuery());
  return useMemo(
    () =>
      deleteAllMachine.provide({
        actors: {
          deleteAllPhotos: fromPromise<undefined>(async ({ signal }) => {
            await api.deleteAllPhotos({ signal });
            return undefined;
          }),
        },
        actions: {
          goToPhotos: () => navigate.current(routePath('photos')),
          scrollToTop: () => window.scrollTo({ top: 0, left: 0 }),
          reloadLibrary: () => library.reload(),
        },
      }),
    [api, library, navigate],
  );
}
