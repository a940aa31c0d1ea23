// Catalogue entries of the downloads area: one document download, shared by the invoices page, the
// downloads page and the order detail (S0 §1, §7 "Invoices and documents"). The downloads page's
// product PDF list is a plain load: the shell's resource machine.
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../catalogEntry';
import { documentDownloadMachine, type DownloadedFile } from './documentDownload.machine';
import { fixtureNotAPdf, fixtureNotFound, fixturePdf, fixtureSaveError, fixtureServerError } from './fixtures';

const documentDownload = entry({
  id: 'documentDownload',
  title: 'Document download',
  description:
    'Downloads one PDF: an invoice, a historical invoice, a product PDF or a map PDF. A click fetches the file while the button shows it is busy and ignores further clicks; the file then goes to the browser, which saves it under the name the service gave. A failure (the document does not exist, the answer is not a PDF, the request failed, or the browser could not save it) is reported and shown beside the button with a way to try again. A saved document can be downloaded again.',
  specSection: 'S0 §1, §7 Invoices and documents, §8; DECISIONS 7, 8',
  machine: documentDownloadMachine,
  fixtures: {
    actors: {
      fetchDocument: fromPromise<DownloadedFile>(async () => fixturePdf),
      saveFile: fromPromise<undefined, DownloadedFile>(async () => undefined),
    },
    events: [
      { type: 'documentDownload.start' },
      { type: 'documentDownload.retry' },
      { type: 'xstate.done.actor.fetchDocument', output: fixturePdf },
      { type: 'xstate.error.actor.fetchDocument', error: fixtureNotFound },
      { type: 'xstate.error.actor.fetchDocument', error: fixtureNotAPdf },
      { type: 'xstate.error.actor.fetchDocument', error: fixtureServerError },
      { type: 'xstate.done.actor.saveFile', output: undefined },
      { type: 'xstate.error.actor.saveFile', error: fixtureSaveError },
    ],
    input: undefined,
  },
});

export const downloadsEntries: readonly CatalogEntry[] = [documentDownload];
