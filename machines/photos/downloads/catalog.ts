// Catalogue entries of the photo downloads: the single download from the preview or a one-photo
// selection (S1 §2 Photo preview, Modals; §7; §8), and the archive download of a larger selection
// (S1 §4 Archive download).
import { fromPromise } from 'xstate';
import type { Download } from '@schemas/downloads';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { archiveDownloadMachine, type ArchiveRequest } from './archiveDownload.machine';
import {
  fixtureArchiveError,
  fixtureArchiveFinished,
  fixtureArchiveRequest,
  fixtureArchiveStarted,
  fixtureArchiveUrl,
  fixtureArchiveUrlError,
  fixtureCreateDownloadError,
  fixtureDownload,
  fixtureDownloadPhoto,
  fixtureMediaServerError,
  fixtureNotAnImage,
  fixtureOtherArchiveFinished,
  fixtureSharedAlbumArchiveRequest,
} from './fixtures';
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

const archiveDownload = entry({
  id: 'archiveDownload',
  title: 'Download photos as an archive',
  description:
    'Download in the selection toolbar with 2 to 100 photos selected (above 100 it is disabled with "Up to 100 photos can be downloaded at a time") asks the download service for an archive: of the customer’s own photos, or in a shared album of the album’s photos with their owners. Then it holds the push connection and waits for the archive: when it has started, "Preparing download..." shows for 5 seconds; when it is finished, its address is fetched, the browser downloads the zip named after the download, "Downloading photos" shows for 10 seconds and selection mode ends. When the archive fails, its address cannot be fetched or the push connection’s 30 minutes run out, "Download failed" shows for 10 seconds and the selection stays. When the archive cannot even be asked for, "Error: Your photos could not be downloaded" shows with Try again and the selection stays. Messages about other downloads are ignored.',
  specSection: 'S1 §2 Photos page, Toasts; §4 Archive download, Selection mode; §5; §7; §8; DECISIONS 26, 27, 28',
  machine: archiveDownloadMachine,
  fixtures: {
    actors: {
      createDownload: fromPromise<Download, ArchiveRequest>(async () => fixtureDownload),
      getDownloadUrl: fromPromise<string, string>(async () => fixtureArchiveUrl),
    },
    events: [
      { type: 'archiveDownload.start', request: fixtureArchiveRequest },
      { type: 'archiveDownload.start', request: fixtureSharedAlbumArchiveRequest },
      { type: 'archiveDownload.retry' },
      { type: 'archiveDownload.dismiss' },
      { type: 'xstate.done.actor.createDownload', output: fixtureDownload },
      { type: 'xstate.error.actor.createDownload', error: fixtureCreateDownloadError },
      { type: 'pushConnection.message', message: fixtureArchiveStarted },
      { type: 'pushConnection.message', message: fixtureOtherArchiveFinished },
      { type: 'pushConnection.message', message: fixtureArchiveFinished },
      { type: 'pushConnection.message', message: fixtureArchiveError },
      { type: 'pushConnection.ended' },
      { type: 'xstate.done.actor.getDownloadUrl', output: fixtureArchiveUrl },
      { type: 'xstate.error.actor.getDownloadUrl', error: fixtureArchiveUrlError },
    ],
    input: undefined,
  },
});

export const photoDownloadEntries: readonly CatalogEntry[] = [photoDownload, archiveDownload];
