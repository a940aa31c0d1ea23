// One document download (spec S0 §1, §7 "Invoices and documents"): an invoice, a historical
// invoice, a product PDF or a map PDF. The customer asks (`idle`), the PDF is fetched (`pending`),
// then handed to the browser to save (`saving`); it ends `saved`, or `failed` with the message of
// what went wrong, from where the customer can try again. What is fetched and how a file reaches the
// disk are the wiring's actors (src/features/shared/wiring/documentDownload.ts): the machine knows
// neither the API nor the DOM.
import { assign, setup } from 'xstate';
import { messageOf, userMessageKeyOf } from '../shared/failure';
import { notProvided } from '../shared/notProvided';

/** A fetched PDF and the name to save it under (the API edge's DocumentFile). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DocumentDownloadContext {
  /** the fetched file between `pending` and `saved`; dropped once saved or failed */
  file: DownloadedFile | null;
  /** the last failure's message, for logs; the view shows its own text */
  error: string | null;
  /** the i18n key the error names for the customer (not found, not a PDF, request failure), if any */
  errorKey: string | null;
}

export type DocumentDownloadEvent = { type: 'documentDownload.start' } | { type: 'documentDownload.retry' };

export const documentDownloadMachine = setup({
  types: {
    context: {} as DocumentDownloadContext,
    events: {} as DocumentDownloadEvent,
  },
  actors: {
    /** the document's GET (its blob and file name) */
    fetchDocument: notProvided<DownloadedFile>('documentDownload: the fetchDocument actor'),
    /** hands the file to the browser: an object URL, an <a download> click, the URL revoked after */
    saveFile: notProvided<undefined, DownloadedFile>('documentDownload: the saveFile actor'),
  },
  actions: {
    storeFile: assign((_, params: { file: DownloadedFile }) => ({ file: params.file })),
    storeError: assign((_, params: { error: unknown }) => ({
      file: null,
      error: messageOf(params.error),
      errorKey: userMessageKeyOf(params.error),
    })),
    clearError: assign({ error: null, errorKey: null }),
    dropFile: assign({ file: null }),
    /** logged to the console and sent to the error reporter (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'documentDownload',
  description: 'Fetches one PDF and saves it to the customer’s disk, with a failure the customer can retry.',
  context: { file: null, error: null, errorKey: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked yet: the download button waits for a click.',
      on: { 'documentDownload.start': 'pending' },
    },
    pending: {
      tags: ['busy'],
      description: 'The PDF is being fetched; the button is busy and further clicks are ignored.',
      entry: 'clearError',
      invoke: {
        id: 'fetchDocument',
        src: 'fetchDocument',
        onDone: { target: 'saving', actions: { type: 'storeFile', params: ({ event }) => ({ file: event.output }) } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    saving: {
      tags: ['busy'],
      description: 'The PDF has arrived and is handed to the browser to save under its file name.',
      invoke: {
        id: 'saveFile',
        src: 'saveFile',
        // `saving` is entered only from the fetch's success, which stored the file
        input: ({ context }) => context.file ?? { blob: new Blob([]), fileName: 'document.pdf' },
        onDone: { target: 'saved', actions: 'dropFile' },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    saved: {
      description: 'The browser has the file; the button is ready to download it again.',
      on: { 'documentDownload.start': 'pending' },
    },
    failed: {
      tags: ['error'],
      description: 'The download failed: the reason is in context and shown beside the button; retry (or the button) tries again.',
      on: { 'documentDownload.start': 'pending', 'documentDownload.retry': 'pending' },
    },
  },
});

export type DocumentDownloadMachine = typeof documentDownloadMachine;
