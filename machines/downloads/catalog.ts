// Catalogue entries of the downloads area: one document download, shared by the invoices page, the
// downloads page and the order detail (S0 §1, §7 "Invoices and documents"), and the downloads page's
// two lists, plain loads of the resource machine's shape under their own ids.
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../catalogEntry';
import { resourceEntry } from '../shell/resourceEntry';
import { documentDownloadMachine, type DownloadedFile } from './documentDownload.machine';
import {
  fixtureArchives,
  fixtureArchivesServerError,
  fixtureNotAPdf,
  fixtureNotFound,
  fixturePdf,
  fixtureProductPdfs,
  fixtureProductPdfsServerError,
  fixtureSaveError,
  fixtureServerError,
} from './fixtures';
import { photoArchivesMachine } from './photoArchives.machine';
import { productPdfsMachine } from './productPdfs.machine';

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

const productPdfs = resourceEntry({
  id: 'productPdfs',
  title: 'Product PDF list',
  description:
    'Loads the customer’s product PDFs for the downloads page, each with its product, order, kind (product or map PDF) and day; each visit asks again, as a new PDF appears whenever an order is produced. A failed load shows an error with Try again.',
  specSection: 'S0 §1, §7 Invoices and documents (GET /v1/Pdfs/me); DECISIONS 8',
  machine: productPdfsMachine,
  data: fixtureProductPdfs,
  error: fixtureProductPdfsServerError,
});

const photoArchives = resourceEntry({
  id: 'photoArchives',
  title: 'Photo archives list',
  description:
    'Loads the customer’s photo archives for the downloads page: each archive’s name, photo count, state (being built, finished, failed, expired) and size. While an archive is being built the list is loaded again whenever the push socket says an archive finished or failed. A failed load shows an error with Try again.',
  specSection: 'S1 §7 Download API (GET /downloads); DECISIONS 8',
  machine: photoArchivesMachine,
  data: fixtureArchives,
  error: fixtureArchivesServerError,
});

export const downloadEntries: readonly CatalogEntry[] = [documentDownload, productPdfs, photoArchives];
