// Catalogue entry of the print hand-off (S1 §2 Modals 'order-prints bar', §4 Print hand-off, §8, §9).
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../../catalogEntry';
import {
  fixtureAllPrintable,
  fixtureCheckError,
  fixtureOneTooSmall,
  fixturePrintChannelId,
  fixturePrintPhotoIds,
  fixtureTempSelection,
  fixtureTransferError,
} from './fixtures';
import { printHandoffMachine, type PhotoCheckInput, type PhotoCheckOutput, type TransferOutput } from './printHandoff.machine';

const printHandoff = entry({
  id: 'printHandoff',
  title: 'Order prints: hand the photos to the print editor',
  description:
    'While selecting, "Order prints" (shown when the order-prints flag is on) opens the order-prints bar. It says "Selecting your photos..." while the photos’ sizes are looked up, then offers "Next: Customise {amount} photo prints", off with no photo, naming the photos too small for a good print (the customer may still go on). Confirm shows the overlay "Adding {amount} photos to editor..." for at least 3 seconds while the photos are kept as a temp selection; then the print editor opens in the same tab with product code PAP_910, the channel and the temp selection. When that fails, or the channel’s ID is not known, the overlay closes and the bar says "Error transferring photos. Try again."; confirm tries again. The channel’s ID comes from the merchandise service after the first paint; a bar opened before that learns it when it comes.',
  specSection: 'S1 §2 Modals (order-prints bar), §4 Print hand-off, §5, §8, §9; DECISIONS 27',
  machine: printHandoffMachine,
  fixtures: {
    actors: {
      checkPhotos: fromPromise<PhotoCheckOutput, PhotoCheckInput>(async () => fixtureOneTooSmall),
      transferPhotos: fromPromise<TransferOutput, PhotoCheckInput>(async () => fixtureTempSelection),
    },
    events: [
      { type: 'printHandoff.open', photoIds: fixturePrintPhotoIds },
      { type: 'printHandoff.select', photoIds: [] },
      { type: 'printHandoff.confirm' },
      { type: 'printHandoff.close' },
      { type: 'printHandoff.channel', channelId: fixturePrintChannelId },
      { type: 'xstate.done.actor.checkPhotos', output: fixtureAllPrintable },
      { type: 'xstate.done.actor.checkPhotos', output: fixtureOneTooSmall },
      { type: 'xstate.error.actor.checkPhotos', error: fixtureCheckError },
      { type: 'xstate.done.actor.transferPhotos', output: fixtureTempSelection },
      { type: 'xstate.error.actor.transferPhotos', error: fixtureTransferError },
    ],
    input: { channelId: fixturePrintChannelId },
    variants: [
      {
        name: 'no channel ID',
        description:
          'The merchandise service has not given the channel’s ID (yet): confirm shows the transfer error at once, until the ID comes.',
        input: { channelId: null },
      },
    ],
  },
});

export const printEntries: readonly CatalogEntry[] = [printHandoff];
