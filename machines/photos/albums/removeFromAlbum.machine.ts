// Remove photos from an album (spec S1 §2 Photos page: delete-from-album in an album's toolbar and
// preview, §2 Toasts, §8; DECISIONS 25, 27). The customer confirms in a modal (`confirming`); the
// photos leave the album's grid at once (optimistic) and go to DELETE /albums/{id}/photos in
// batches of REMOVE_FROM_ALBUM_BATCH_SIZE (`removing`). Success (`removeFromAlbum.removed` emitted):
// the toast 'Photo removed from {albumName}' / '{count} photos removed from {albumName}', selection
// mode ends, the modal closes.
// Failure (an error, or ids in a failed list): every photo not removed comes back in the grid, the
// ones removed stay gone, and the modal stays open with the error (`failed`), from where confirm
// tries the rest again.
import { assign, emit, setup } from 'xstate';
import { albumBatchPlaceholder, allDone, type AlbumBatchOutcome } from './albumBatches';
import { messageOf } from '../../shared/failure';

export interface RemoveFromAlbumContext {
  albumId: string | null;
  /** the photos asked to be removed */
  photoIds: readonly string[];
  /** the photos not removed yet: everything at first, what failed after a failure */
  pending: readonly string[];
  /** what the last failure said (reported) */
  lastError: string | null;
}

export type RemoveFromAlbumEvent =
  | { type: 'removeFromAlbum.open'; albumId: string; photoIds: readonly string[] }
  | { type: 'removeFromAlbum.confirm' }
  | { type: 'removeFromAlbum.cancel' };

/** The photos are out of the album: the toast, and selection mode ends (S1 §2 Toasts, §4). */
export type RemoveFromAlbumEmitted = { type: 'removeFromAlbum.removed'; photoIds: readonly string[] };

/** The error reported when a removal fails; the customer sees the translated S1 §8 message. */
export const REMOVE_FAILED_MESSAGE = 'Failed to remove photos from the album';

const emptyContext: RemoveFromAlbumContext = { albumId: null, photoIds: [], pending: [], lastError: null };

interface Photos {
  photoIds: readonly string[];
}

export const removeFromAlbumMachine = setup({
  types: {
    context: {} as RemoveFromAlbumContext,
    events: {} as RemoveFromAlbumEvent,
    emitted: {} as RemoveFromAlbumEmitted,
  },
  actors: {
    /** DELETE /albums/{id}/photos in batches of REMOVE_FROM_ALBUM_BATCH_SIZE (albumBatches.ts) */
    removePhotos: albumBatchPlaceholder('removeFromAlbum', 'removePhotos'),
  },
  guards: {
    hasSelection: ({ event }) => event.type === 'removeFromAlbum.open' && event.photoIds.length > 0,
    allRemoved: (_, params: { outcome: AlbumBatchOutcome }) => allDone(params.outcome),
  },
  actions: {
    open: assign((_, params: { albumId: string; photoIds: readonly string[] }) => ({
      ...emptyContext,
      albumId: params.albumId,
      photoIds: [...params.photoIds],
      pending: [...params.photoIds],
    })),
    keepFailed: assign((_, params: { outcome: AlbumBatchOutcome }) => ({
      pending: [...params.outcome.failed],
      lastError: params.outcome.error ?? REMOVE_FAILED_MESSAGE,
    })),
    keepAllPending: assign((_, params: { error: unknown }) => ({
      lastError: messageOf(params.error),
    })),
    clear: assign(() => emptyContext),
    /** optimistic removal: the photos leave the album's grid at once */
    hidePhotos: (_, _params: Photos) => {},
    /** undo of the optimistic removal for the photos not removed */
    restorePhotos: (_, _params: Photos) => {},
    /** the service removed these: they leave the album's grid for good */
    confirmRemoval: (_, _params: Photos) => {},
    /** logged and sent to the error reporter */
    reportFailure: (_, _params: { error: Error; cause: string | null }) => {},
    announceRemoved: emit((_, params: Photos) => ({ type: 'removeFromAlbum.removed' as const, photoIds: params.photoIds })),
  },
}).createMachine({
  id: 'removeFromAlbum',
  description: 'Removes photos from an album in batches, undoing the optimistic removal of the photos not removed on failure.',
  context: emptyContext,
  initial: 'idle',
  states: {
    idle: {
      description: 'The modal is closed; the toolbar’s or the preview’s remove action (enabled with a selection) opens it.',
      on: {
        'removeFromAlbum.open': {
          guard: 'hasSelection',
          target: 'confirming',
          actions: { type: 'open', params: ({ event }) => ({ albumId: event.albumId, photoIds: event.photoIds }) },
        },
      },
    },
    confirming: {
      description: 'The modal asks to confirm removing the photos from the album (they stay in the library), with their count.',
      on: {
        'removeFromAlbum.confirm': {
          target: 'removing',
          actions: { type: 'hidePhotos', params: ({ context }) => ({ photoIds: context.pending }) },
        },
        'removeFromAlbum.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    removing: {
      tags: ['busy'],
      description: 'The photos are out of the grid and on their way to the service in batches of 50; the modal cannot be dismissed.',
      invoke: {
        id: 'removePhotos',
        src: 'removePhotos',
        input: ({ context }) => ({ albumId: context.albumId ?? '', photoIds: context.pending }),
        onDone: [
          {
            guard: { type: 'allRemoved', params: ({ event }) => ({ outcome: event.output }) },
            target: 'idle',
            actions: [
              { type: 'confirmRemoval', params: ({ context }) => ({ photoIds: context.pending }) },
              { type: 'announceRemoved', params: ({ context }) => ({ photoIds: context.photoIds }) },
              'clear',
            ],
          },
          {
            target: 'failed',
            actions: [
              { type: 'restorePhotos', params: ({ event }) => ({ photoIds: event.output.failed }) },
              { type: 'confirmRemoval', params: ({ event }) => ({ photoIds: event.output.done }) },
              { type: 'keepFailed', params: ({ event }) => ({ outcome: event.output }) },
              {
                type: 'reportFailure',
                params: ({ context }) => ({ error: new Error(REMOVE_FAILED_MESSAGE), cause: context.lastError }),
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'restorePhotos', params: ({ context }) => ({ photoIds: context.pending }) },
            { type: 'keepAllPending', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'reportFailure',
              params: ({ context }) => ({ error: new Error(REMOVE_FAILED_MESSAGE), cause: context.lastError }),
            },
          ],
        },
      },
    },
    failed: {
      tags: ['error'],
      description:
        'Every photo not removed is back in the grid and the modal stays open with "Error: Your photo(s) could not be removed from the album". Confirm tries those again; cancel closes (the photos removed stay removed).',
      on: {
        'removeFromAlbum.confirm': {
          target: 'removing',
          actions: { type: 'hidePhotos', params: ({ context }) => ({ photoIds: context.pending }) },
        },
        'removeFromAlbum.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type RemoveFromAlbumMachine = typeof removeFromAlbumMachine;
