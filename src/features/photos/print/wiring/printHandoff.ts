// Real actors and actions of the print hand-off (machines/photos/print/printHandoff.machine.ts):
// the photos' sizes from the photo library around (loaded photos; any other from GET /photos/{id}),
// POST /temp-selections through the app's service client, the print editor opened in this tab
// (`config.services.printEditor`, through the app's leave hook) with PAP_910, the channel's ID from
// the merchandise service and the temp selection, and failures to the error reporter. The views in
// src/features/photos/print take their machine from here; they never see the API. Tests give a
// fake temp selections API to <ServicesProvider>.
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  printHandoffMachine,
  type PrintHandoffMachine,
  type PhotoCheckInput,
  type PhotoCheckOutput,
  type TransferOutput,
} from '@machines/photos/print/printHandoff.machine';
import type { Image } from '@schemas/photos';
import { photosApi } from '@/api/photos';
import { tempSelectionsApi, type TempSelectionsApi } from '@/api/tempSelections';
import { useChannel } from '@/platform/channel/ChannelContext';
import { useLeave } from '@/platform/navigation/LeaveContext';
import { useApi } from '@/platform/services/ServicesContext';
import { useLatest } from '@/platform/hooks/useLatest';
import { usePhotoLibraryImages } from '@/features/photos/wiring/library';
import { isTooSmallToPrint } from '../printSize';

export function useTempSelectionsApi(): TempSelectionsApi {
  return useApi(tempSelectionsApi);
}

export type PrintHandoffActor = ActorRefFrom<PrintHandoffMachine>;

/** The print hand-off of the current grid's selection (one per toolbar: it goes with selection mode). */
export function usePrintHandoffMachine() {
  const api = useTempSelectionsApi();
  const photos = useApi(photosApi);
  const channelId = useChannel().merchandise?.ID ?? null;
  const leave = useLeave();
  const loaded = useLatest(usePhotoLibraryImages().images);
  const machine = useMemo(
    () =>
      printHandoffMachine.provide({
        actors: {
          checkPhotos: fromPromise<PhotoCheckOutput, PhotoCheckInput>(async ({ input, signal }) => {
            const known = new Map(loaded.current.map((image) => [image.imageId, image]));
            const images = await Promise.all(
              input.photoIds.map((imageId): Image | Promise<Image> => known.get(imageId) ?? photos.getPhoto(imageId, { signal })),
            );
            return { tooSmall: images.filter(isTooSmallToPrint).map((image) => ({ imageId: image.imageId, name: image.localFileName })) };
          }),
          transferPhotos: fromPromise<TransferOutput, PhotoCheckInput>(({ input, signal }) =>
            api.createTempSelection(input.photoIds, { signal }),
          ),
        },
        actions: {
          openEditor: (_, target) =>
            leave(api.editorUrl({ productCode: target.productCode, channel: target.channelId, tempSelectionId: target.tempSelectionId })),
        },
      }),
    [api, photos, leave, loaded],
  );
  return { machine, channelId };
}
