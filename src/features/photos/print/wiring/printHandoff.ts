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
import { createTempSelectionsApi, type TempSelectionsApi } from '@/api/tempSelections';
import { useChannel } from '@/platform/channel/ChannelContext';
import { useLeave } from '@/platform/navigation/LeaveContext';
import { useApi } from '@/platform/services/ServicesContext';
import type { MakeApi } from '@/platform/services/services';
import { useLatest } from '@/features/photos/wiring/deleteWiring';
import { usePhotoLibraryImages } from '@/features/photos/wiring/library';
import { photosApiOf } from '@/features/photos/wiring/libraryParts';
import { isTooSmallToPrint } from '../printSize';

/** The temp selections API and the print editor's address, from config.services (loaded with the photo screens). */
export const tempSelectionsApiOf: MakeApi<'tempSelections'> = ({ client, publicClient }) =>
  createTempSelectionsApi(client('tempSelections'), publicClient('printEditor').baseUrl);

export function useTempSelectionsApi(): TempSelectionsApi {
  return useApi('tempSelections', tempSelectionsApiOf);
}

export type PrintHandoffActor = ActorRefFrom<PrintHandoffMachine>;

/** The print hand-off of the current grid's selection (one per toolbar: it goes with selection mode). */
export function usePrintHandoffMachine() {
  const api = useTempSelectionsApi();
  const photos = useApi('photos', photosApiOf);
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
