// Real actors and actions of the activation import (machines/photos/activation/activationImport.machine.ts):
// GET and POST /users/activate through the app's service client (the photo service), the push
// connection held while the import runs (activationPush.ts), the photo and
// shared-album caches loaded again when the library is active (the whole library with its summary,
// and both album lists), and failures to the error reporter. The view in src/features/photos/activation
// takes its machine from here; it never sees the API. Tests give a fake activation API to <ServicesProvider>.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { activationImportMachine } from '@machines/photos/activation/activationImport.machine';
import type { ImportStatus } from '@schemas/activation';
import { activationApi, type ActivationApi } from '@/api/activation';
import { useApi } from '@/platform/services/ServicesContext';
import { useAlbumListEvents } from '@/features/photos/albums/wiring/albumLists';
import { usePhotoLibraryControls } from '@/features/photos/wiring/library';
import { useActivationPushListener } from './activationPush';

export function useActivationApi(): ActivationApi {
  return useApi(activationApi);
}

/** The activation import of the photos page (one per page: it asks the status each time the page opens). */
export function useActivationImportMachine() {
  const api = useActivationApi();
  const library = usePhotoLibraryControls();
  const albumLists = useAlbumListEvents();
  const pushListener = useActivationPushListener();
  return useMemo(
    () =>
      activationImportMachine.provide({
        actors: {
          getStatus: fromPromise<ImportStatus>(({ signal }) => api.getStatus({ signal })),
          startImport: fromPromise<boolean>(({ signal }) => api.start({ signal })),
          pushListener,
        },
        actions: {
          refreshPhotoCaches: () => {
            library.reload();
            albumLists.reload();
          },
        },
      }),
    [api, library, albumLists, pushListener],
  );
}
