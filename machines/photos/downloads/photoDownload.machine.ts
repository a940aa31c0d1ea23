// Single photo download (spec S1 §2 Photo preview actions and Modals, §7 "A single download fetches
// the photo url and saves it under localFileName", §8; DECISIONS 27). Download, in the preview or
// for a one-photo selection, opens the modal in the spec's states: `initial` (what will be saved,
// and the Download button), `pending` (the original is fetched and handed to the browser),
// `success` (saved), `failure` ('Error: Your photo could not be downloaded', the modal staying open
// with Try again). Closing after a success emits `photoDownload.downloaded`. Closing resets it: the
// next opening starts at `initial`. Fetching and saving are one actor of the wiring
// (src/features/photos/wiring/downloadWiring.ts): the machine knows neither the API nor the DOM.
import { assign, emit, setup } from 'xstate';
import type { Image } from '@schemas/photos';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

/** What the download needs of a photo: where its original is and the name to save it under. */
export type DownloadablePhoto = Pick<Image, 'imageId' | 'url' | 'localFileName'>;

export interface PhotoDownloadContext {
  /** the photo the modal is about; null while closed */
  photo: DownloadablePhoto | null;
  /** the last failure's message, for logs; the view shows the spec's text */
  error: string | null;
}

export type PhotoDownloadEvent =
  | { type: 'photoDownload.open'; photo: DownloadablePhoto }
  /** Download in `initial`, Try again in `failure` */
  | { type: 'photoDownload.start' }
  | { type: 'photoDownload.close' };

/** The modal closed after a success: selection mode ends (S1 §4 Selection mode). */
export type PhotoDownloadEmitted = { type: 'photoDownload.downloaded' };

export const photoDownloadMachine = setup({
  types: {
    context: {} as PhotoDownloadContext,
    events: {} as PhotoDownloadEvent,
    emitted: {} as PhotoDownloadEmitted,
  },
  actors: {
    /** GET of the photo's url as a blob, then saved by the browser under its localFileName */
    downloadPhoto: notProvided<undefined, DownloadablePhoto>('photoDownload: the downloadPhoto actor'),
  },
  actions: {
    open: assign((_, params: { photo: DownloadablePhoto }) => ({ photo: params.photo, error: null })),
    /** the reset on close (S1 §2 Modals) */
    reset: assign({ photo: null, error: null }),
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    announceDownloaded: emit({ type: 'photoDownload.downloaded' as const }),
    /** logged to the console and sent to the error reporter (S1 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'photoDownload',
  description: 'Downloads one photo’s original under its file name, in a modal with the spec’s states.',
  context: { photo: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No download modal is open; Download (preview, or a one-photo selection) opens it for its photo.',
      on: {
        'photoDownload.open': { target: 'open', actions: { type: 'open', params: ({ event }) => ({ photo: event.photo }) } },
      },
    },
    open: {
      description: 'The single download modal is open on one photo; closing it resets the flow (S1 §2 Modals).',
      exit: 'reset',
      initial: 'initial',
      states: {
        initial: {
          description: 'The modal names the photo’s file; Download starts, Cancel or Escape closes.',
          on: { 'photoDownload.start': 'pending', 'photoDownload.close': '#photoDownload.closed' },
        },
        pending: {
          tags: ['busy'],
          description: 'The original is fetched and handed to the browser to save; the modal cannot be dismissed.',
          entry: 'clearError',
          invoke: {
            id: 'downloadPhoto',
            src: 'downloadPhoto',
            // `open` is entered only with a photo
            input: ({ context }) => context.photo ?? { imageId: '', url: '', localFileName: '' },
            onDone: 'success',
            onError: {
              target: 'failure',
              actions: [
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        success: {
          description: 'The browser has the file; the modal says so until it is closed, which ends selection mode.',
          on: { 'photoDownload.close': { target: '#photoDownload.closed', actions: 'announceDownloaded' } },
        },
        failure: {
          tags: ['error'],
          description:
            'The download failed: "Error: Your photo could not be downloaded" in the modal, which stays open. Try again starts again; close gives up.',
          on: { 'photoDownload.start': 'pending', 'photoDownload.close': '#photoDownload.closed' },
        },
      },
    },
  },
});

export type PhotoDownloadMachine = typeof photoDownloadMachine;
