// Add photos to an album from its page (spec S1 §2 Album page: add photos; DECISIONS 25, 27).
// 'Add photos' opens a picker over the library (its photos by date added, GET /photos pages; the
// picking itself is the selection machine's, in the picker), `picking`; 'Add {count} photos' sends
// them to POST /albums/{id}/photos in batches of ADD_TO_ALBUM_BATCH_SIZE — the same batched request
// as copy to album (albumBatches.ts) — `adding`. Success closes the picker and the album page
// reloads (`addPhotosToAlbum.added` is emitted); a failure stays in the picker with its alert (`failed`), from where Add sends the picked
// photos again (adding a photo already in the album is fine).
import { assign, emit, setup } from 'xstate';
import { albumBatchPlaceholder, allDone, type AlbumBatchOutcome } from './albumBatches';

export interface AddPhotosToAlbumContext {
  albumId: string | null;
  /** the photos being added (adding a photo already in the album is fine: a retry sends them all again) */
  pending: readonly string[];
}

export type AddPhotosToAlbumEvent =
  | { type: 'addPhotosToAlbum.open'; albumId: string }
  | { type: 'addPhotosToAlbum.confirm'; photoIds: readonly string[] }
  | { type: 'addPhotosToAlbum.cancel' };

export type AddPhotosToAlbumEmitted = { type: 'addPhotosToAlbum.added' };

const emptyContext: AddPhotosToAlbumContext = { albumId: null, pending: [] };

/** While the picker is open and idle (first, or after a failure): Add sends the picked photos, cancel closes. */
const picking = {
  'addPhotosToAlbum.confirm': {
    guard: 'hasPicked' as const,
    target: 'adding',
    actions: { type: 'pick' as const, params: ({ event }: { event: { photoIds: readonly string[] } }) => ({ photoIds: event.photoIds }) },
  },
  'addPhotosToAlbum.cancel': { target: 'closed', actions: 'clear' as const },
};

export const addPhotosToAlbumMachine = setup({
  types: {
    context: {} as AddPhotosToAlbumContext,
    events: {} as AddPhotosToAlbumEvent,
    emitted: {} as AddPhotosToAlbumEmitted,
  },
  actors: {
    /** POST /albums/{id}/photos in batches of ADD_TO_ALBUM_BATCH_SIZE (albumBatches.ts) */
    addPhotos: albumBatchPlaceholder('addPhotosToAlbum', 'addPhotos'),
  },
  guards: {
    hasPicked: ({ event }) => event.type === 'addPhotosToAlbum.confirm' && event.photoIds.length > 0,
    allAdded: (_, params: { outcome: AlbumBatchOutcome }) => allDone(params.outcome),
  },
  actions: {
    open: assign((_, params: { albumId: string }) => ({ ...emptyContext, albumId: params.albumId })),
    pick: assign((_, params: { photoIds: readonly string[] }) => ({ pending: [...params.photoIds] })),
    clear: assign(() => emptyContext),
    /** logged and sent to the error reporter */
    reportFailure: (_, _params: { error: unknown }) => {},
    /** the photos are in the album: the album page loads it again */
    announceAdded: emit({ type: 'addPhotosToAlbum.added' as const }),
  },
}).createMachine({
  id: 'addPhotosToAlbum',
  description: 'Adds photos picked from the library to an album in batches; a failure stays in the picker.',
  context: emptyContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No picker; the album page’s Add photos opens it.',
      on: {
        'addPhotosToAlbum.open': { target: 'picking', actions: { type: 'open', params: ({ event }) => ({ albumId: event.albumId }) } },
      },
    },
    picking: {
      description:
        'The picker shows the library by date added; photos are picked with a click or Space; "Add {count} photos" is off with none picked.',
      on: picking,
    },
    adding: {
      tags: ['busy'],
      description: 'POST /albums/{id}/photos in batches of 100; the picker cannot be dismissed.',
      invoke: {
        id: 'addPhotos',
        src: 'addPhotos',
        input: ({ context }) => ({ albumId: context.albumId ?? '', photoIds: context.pending }),
        onDone: [
          {
            guard: { type: 'allAdded', params: ({ event }) => ({ outcome: event.output }) },
            target: 'closed',
            actions: ['announceAdded', 'clear'],
          },
          {
            target: 'failed',
            actions: {
              type: 'reportFailure',
              params: ({ event }) => ({ error: new Error(event.output.error ?? 'Photos not added to the album') }),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      description:
        'The picker stays open with "Unable to save changes. Please try again"; Add sends the picked photos again (those already added stay once), cancel closes.',
      on: picking,
    },
  },
});

export type AddPhotosToAlbumMachine = typeof addPhotosToAlbumMachine;
