// Archive download (spec S1 §2 Photos page bulk actions, Toasts; §4 Archive download, Selection
// mode; §5; §7 Download API, Push socket; §8; DECISIONS 26, 27, 28): Download with more than one
// photo selected creates a download (POST downloads with a name and the photos; in a shared album
// POST shared-album-downloads with the album and each photo's owner), then holds the account's push
// connection and waits for this download's messages: started shows 'Preparing download...',
// finished fetches the archive's URL and hands it to the browser ('Downloading photos';
// `archiveDownload.downloaded` is emitted and selection mode ends), an error (or the URL failing,
// or the connection's lifetime ending) shows 'Download failed'. A create call that fails keeps the
// selection and shows 'Error: Your photos could not be downloaded' with Try again (docs/PHOTOS.md
// "Archive download"). The push connection is released whenever the machine stops waiting. The API,
// the connection, the toasts and the browser are the wiring's
// (src/features/photos/wiring/archiveDownloadWiring.ts).
import { assign, emit, setup } from 'xstate';
import type { Download, SharedAlbumDownloadPhoto } from '@schemas/downloads';
import type { DownloadPushKey } from '@schemas/push';
import type { PushDelivery } from '../push/pushConnection.machine';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

/** What to archive: own photos (timeline, album) under a name, or a shared album's photos with their owners. */
export type ArchiveRequest =
  | { readonly kind: 'photos'; readonly name: string; readonly photoIds: readonly string[] }
  | { readonly kind: 'sharedAlbum'; readonly albumId: string; readonly photos: readonly SharedAlbumDownloadPhoto[] };

/** The toasts of the flow (S1 §2 Toasts; DECISIONS 26). */
export type ArchiveToast = 'preparing' | 'downloading' | 'failed';

export interface ArchiveDownloadContext {
  readonly request: ArchiveRequest | null;
  /** the created download's id, while waiting for it */
  readonly downloadId: string | null;
  /** the last failure's message, for logs; the view shows the spec's texts */
  readonly error: string | null;
}

export type ArchiveDownloadEvent =
  | { type: 'archiveDownload.start'; request: ArchiveRequest }
  /** Try again after the create call failed */
  | { type: 'archiveDownload.retry' }
  /** the create failure's alert is dismissed (or the selection it was about is gone) */
  | { type: 'archiveDownload.dismiss' }
  | PushDelivery;

/** The archive is on its way to the browser: selection mode ends (S1 §4 Selection mode). */
export type ArchiveDownloadEmitted = { type: 'archiveDownload.downloaded' };

/** The key of a push message about this download, or null. */
function keyFor(context: ArchiveDownloadContext, event: ArchiveDownloadEvent): DownloadPushKey | null {
  if (event.type !== 'pushConnection.message' || !('key' in event.message)) return null;
  return event.message.message.downloadId === context.downloadId ? event.message.key : null;
}

export const archiveDownloadMachine = setup({
  types: {
    context: {} as ArchiveDownloadContext,
    events: {} as ArchiveDownloadEvent,
    emitted: {} as ArchiveDownloadEmitted,
  },
  actors: {
    /** POST downloads or POST shared-album-downloads */
    createDownload: notProvided<Download, ArchiveRequest>('archiveDownload: the createDownload actor'),
    /** GET downloads/{id}/url */
    getDownloadUrl: notProvided<string, string>('archiveDownload: the getDownloadUrl actor'),
  },
  guards: {
    isStarted: ({ context, event }) => keyFor(context, event) === 'download-started',
    isFinished: ({ context, event }) => keyFor(context, event) === 'download-finished',
    isError: ({ context, event }) => keyFor(context, event) === 'download-error',
  },
  actions: {
    storeRequest: assign((_, params: { request: ArchiveRequest }) => ({ request: params.request, downloadId: null, error: null })),
    storeDownload: assign((_, params: { download: Download }) => ({ downloadId: params.download.id })),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    reset: assign({ request: null, downloadId: null, error: null }),
    /** `pushConnection.hold` with this actor as the holder (the wiring's connection) */
    holdPush: () => {},
    /** `pushConnection.release` of this actor's hold */
    releasePush: () => {},
    /** one of the flow's toasts (top centre; 5 s preparing, 10 s downloading and failed) */
    showToast: (_, _params: { toast: ArchiveToast }) => {},
    /** the browser fetches the zip (named after the download id by the service) */
    saveArchive: (_, _params: { url: string }) => {},
    announceDownloaded: emit({ type: 'archiveDownload.downloaded' as const }),
    /** logged to the console and sent to the error reporter (S1 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'archiveDownload',
  description: 'Downloads the selected photos as one zip built by the download service, announced on the push socket.',
  context: { request: null, downloadId: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is being downloaded; Download with 2 to 100 photos selected starts.',
      on: {
        'archiveDownload.start': {
          target: 'creating',
          actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    creating: {
      tags: ['busy'],
      description: 'The download is created (POST downloads, or shared-album-downloads in a shared album).',
      invoke: {
        id: 'createDownload',
        src: 'createDownload',
        // `creating` is entered only with a request
        input: ({ context }) => context.request ?? { kind: 'photos', name: '', photoIds: [] },
        onDone: { target: 'waiting', actions: { type: 'storeDownload', params: ({ event }) => ({ download: event.output }) } },
        onError: {
          target: 'createFailed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    createFailed: {
      tags: ['error'],
      description: 'The download could not be created: "Error: Your photos could not be downloaded" with Try again; the selection stays.',
      on: {
        'archiveDownload.retry': 'creating',
        'archiveDownload.start': {
          target: 'creating',
          actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) },
        },
        'archiveDownload.dismiss': { target: 'idle', actions: 'reset' },
      },
    },
    waiting: {
      tags: ['busy'],
      description: 'The archive is being built: the push connection is held until this download’s finished or error.',
      entry: 'holdPush',
      exit: 'releasePush',
      on: {
        'pushConnection.message': [
          { guard: 'isStarted', actions: { type: 'showToast', params: { toast: 'preparing' } } },
          { guard: 'isFinished', target: 'fetchingUrl' },
          {
            guard: 'isError',
            target: 'idle',
            actions: [
              { type: 'showToast', params: { toast: 'failed' } },
              { type: 'reportFailure', params: { error: new Error('The archive could not be built (download-error)') } },
              'reset',
            ],
          },
        ],
        'pushConnection.ended': {
          target: 'idle',
          actions: [
            { type: 'showToast', params: { toast: 'failed' } },
            { type: 'reportFailure', params: { error: new Error('No archive before the push connection’s lifetime ended') } },
            'reset',
          ],
        },
      },
    },
    fetchingUrl: {
      tags: ['busy'],
      description: 'The archive is finished: its URL is fetched (GET downloads/{id}/url).',
      invoke: {
        id: 'getDownloadUrl',
        src: 'getDownloadUrl',
        input: ({ context }) => context.downloadId ?? '',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'saveArchive', params: ({ event }) => ({ url: event.output }) },
            { type: 'showToast', params: { toast: 'downloading' } },
            'announceDownloaded',
            'reset',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showToast', params: { toast: 'failed' } },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            'reset',
          ],
        },
      },
    },
  },
});

export type ArchiveDownloadMachine = typeof archiveDownloadMachine;
