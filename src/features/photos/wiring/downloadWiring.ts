// Real actors of the single photo download (machines/photos/downloads/photoDownload.machine.ts):
// the photo's original fetched as a blob through the photo API's edge (`getOriginal`: its `url`,
// named with its `localFileName`), then saved by the browser through an object URL and an
// <a download> (the shared saveFileToDisk of the document downloads), so the file name is exactly
// the photo's whatever the media host answers. Failures go to the error reporter.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { photoDownloadMachine, type DownloadablePhoto } from '@machines/photos/downloads/photoDownload.machine';
import { photosApi, type PhotosApi } from '@/api/photos';
import { useApi } from '@/platform/services/ServicesContext';
import { saveFileToDisk, type SaveFile } from '@/features/shared/wiring/documentDownload';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useFlowOutcome } from '@/platform/flows/useFlowOutcome';
import { useLatest } from '@/platform/hooks/useLatest';

/** The call the single download makes (tests put a fake in <ServicesProvider>). */
export type PhotoDownloadApi = Pick<PhotosApi, 'getOriginal'>;

/** The single download's actor; `onDownloaded` runs when its success modal closes (selection mode ends). */
export function usePhotoDownloadActor(onDownloaded: () => void, saveFile: SaveFile = saveFileToDisk) {
  const api: PhotoDownloadApi = useApi(photosApi);
  const latest = useLatest(saveFile);
  const machine = useMemo(
    () =>
      photoDownloadMachine.provide({
        actors: {
          downloadPhoto: fromPromise<undefined, DownloadablePhoto>(async ({ input, signal }) => {
            const file = await api.getOriginal(input, { signal });
            await latest.current(file);
            return undefined;
          }),
        },
      }),
    [api, latest],
  );
  const actor = useFlowActor(machine);
  useFlowOutcome(actor, 'photoDownload.downloaded', onDownloaded);
  return actor;
}
