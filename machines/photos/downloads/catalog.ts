// Catalogue entries of the photo downloads: the single download from the preview or a one-photo
// selection (S1 §2 Photo preview, Modals; §7; §8). The archive download of a larger selection is
// another flow, catalogued here when it is built.
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { fixtureDownloadPhoto, fixtureMediaServerError, fixtureNotAnImage } from './fixtures';
import { photoDownloadMachine, type DownloadablePhoto } from './photoDownload.machine';

const photoDownload = entry({
  id: 'photoDownload',
  title: 'Download one photo',
  description:
    'Download in the photo preview, or in the selection toolbar when exactly one photo is selected, opens a modal naming the photo’s file. Its Download fetches the original and the browser saves it under the photo’s own file name, while the modal shows it is busy and cannot be dismissed; the modal then says the photo has been downloaded, and closing it ends selection mode. A failure (the request failed, timed out, or did not answer a picture) is reported and keeps the modal open with "Error: Your photo could not be downloaded" and Try again. Closing the modal, whatever its state, resets it: the next Download starts from the beginning.',
  specSection: 'S1 §2 Photo preview, Modals (single download), §4 Selection mode, §7, §8; DECISIONS 27',
  machine: photoDownloadMachine,
  fixtures: {
    actors: { downloadPhoto: fromPromise<undefined, DownloadablePhoto>(async () => undefined) },
    events: [
      { type: 'photoDownload.open', photo: fixtureDownloadPhoto },
      { type: 'photoDownload.start' },
      { type: 'photoDownload.close' },
      { type: 'xstate.done.actor.downloadPhoto', output: undefined },
      { type: 'xstate.error.actor.downloadPhoto', error: fixtureMediaServerError },
      { type: 'xstate.error.actor.downloadPhoto', error: fixtureNotAnImage },
    ],
    input: undefined,
  },
});

export const downloadEntries: readonly CatalogEntry[] = [photoDownload];
