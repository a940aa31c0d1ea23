// Bulk delete of the selected photos (spec S1 §2 toolbar Delete, §4 Delete photos, §8; DECISIONS 25,
// 27): the customer confirms in a modal (`confirming`), every selected photo leaves the grid at once
// (optimistic removal), and the selection goes to DELETE /photos in chunks of DELETE_CHUNK_SIZE. A
// chunk that fails (an error, or a non-empty failed list: 'Failed to delete photo!') is retried, only
// for its photos not deleted yet, up to DELETE_MAX_RETRIES times with a growing back-off. Retries
// exhausted: 'Exceeded maximum amount of retries!' is reported, every photo that is still there comes
// back, and the modal stays open with its alert (`failed`). Success emits `bulkDelete.done` (selection
// mode ends) and closes.
import { assign, emit, setup } from 'xstate';
import { DELETE_CHUNK_SIZE, DELETE_MAX_RETRIES, type FailedList } from '@schemas/photos';
import { DELETE_RETRY_BASE_DELAY_MS } from '@schemas/tunables';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

/** The custom error of a non-empty failed list (S1 §8). */
export const DELETE_FAILED_MESSAGE = 'Failed to delete photo!';
/** The error once a chunk failed DELETE_MAX_RETRIES retries (S1 §8). */
export const RETRIES_EXCEEDED_MESSAGE = 'Exceeded maximum amount of retries!';
/** First back-off before a retry; each further retry waits twice as long (500, 1000, 2000 ms). */

export interface BulkDeleteContext {
  /** the photos asked to be deleted */
  photoIds: readonly string[];
  /** what is left to delete, in chunks; the first is the one on its way */
  chunks: readonly (readonly string[])[];
  /** the photos the service deleted */
  deleted: readonly string[];
  /** failed attempts of the current chunk (0 on its first try) */
  attempt: number;
  /** what the last failed attempt said (reported with the exhaustion) */
  lastError: string | null;
}

export type BulkDeleteEvent =
  { type: 'bulkDelete.open'; photoIds: readonly string[] } | { type: 'bulkDelete.confirm' } | { type: 'bulkDelete.cancel' };

/** Success: the photos are deleted (selection mode ends, S1 §4). */
export type BulkDeleteEmitted = { type: 'bulkDelete.done'; photoIds: readonly string[] };

/** Splits ids into chunks of at most `size` (an integer ≥ 1, S1 §5). */
export function chunk(ids: readonly string[], size: number = DELETE_CHUNK_SIZE): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`chunk size must be an integer >= 1, not ${size}`);
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}

/** The selected photos the service has not deleted: they come back on failure. */
export function notDeleted(context: Pick<BulkDeleteContext, 'photoIds' | 'deleted'>): string[] {
  const deleted = new Set(context.deleted);
  return context.photoIds.filter((id) => !deleted.has(id));
}

const emptyContext: BulkDeleteContext = { photoIds: [], chunks: [], deleted: [], attempt: 0, lastError: null };

/** The ids of the current chunk the answer names as failed (ids it never sent do not count). */
function failedOfChunk(context: BulkDeleteContext, output: FailedList): string[] {
  const failed = new Set(output.failed);
  return (context.chunks[0] ?? []).filter((id) => failed.has(id));
}

export const bulkDeleteMachine = setup({
  types: {
    context: {} as BulkDeleteContext,
    events: {} as BulkDeleteEvent,
    emitted: {} as BulkDeleteEmitted,
  },
  actors: {
    /** DELETE /photos {photoIds}: answers the ids that were not deleted */
    deleteChunk: notProvided<FailedList, { photoIds: readonly string[] }>('bulkDelete: the deleteChunk actor'),
  },
  delays: {
    /** back-off before retry n (1-based): 500 ms, then doubling */
    retryBackoff: ({ context }) => DELETE_RETRY_BASE_DELAY_MS * 2 ** Math.max(0, context.attempt - 1),
  },
  guards: {
    hasSelection: ({ event }) => event.type === 'bulkDelete.open' && event.photoIds.length > 0,
    /** the answer names photos of this chunk as not deleted */
    hasFailedPhotos: ({ context }, params: { output: FailedList }) => failedOfChunk(context, params.output).length > 0,
    /** after the n-th failed attempt, n - 1 retries have been made */
    canRetry: ({ context }) => context.attempt <= DELETE_MAX_RETRIES,
    hasMoreChunks: ({ context }) => context.chunks.length > 1,
  },
  actions: {
    open: assign((_, params: { photoIds: readonly string[] }) => ({ ...emptyContext, photoIds: [...params.photoIds] })),
    /** what is left (everything at first, the photos still there after a failure) in fresh chunks */
    planChunks: assign(({ context }) => ({ chunks: chunk(notDeleted(context)), attempt: 0, lastError: null })),
    /** the chunk's photos not named as failed were deleted; the rest is retried */
    keepFailedOfChunk: assign(({ context }, params: { output: FailedList }) => {
      const failed = failedOfChunk(context, params.output);
      const failedSet = new Set(failed);
      const current = context.chunks[0] ?? [];
      return {
        deleted: [...context.deleted, ...current.filter((id) => !failedSet.has(id))],
        chunks: [failed, ...context.chunks.slice(1)],
        attempt: context.attempt + 1,
        lastError: DELETE_FAILED_MESSAGE,
      };
    }),
    countFailedAttempt: assign(({ context }, params: { error: unknown }) => ({
      attempt: context.attempt + 1,
      lastError: messageOf(params.error),
    })),
    /** the current chunk went through: on to the next one */
    finishChunk: assign(({ context }) => ({
      deleted: [...context.deleted, ...(context.chunks[0] ?? [])],
      chunks: context.chunks.slice(1),
      attempt: 0,
      lastError: null,
    })),
    clear: assign(() => emptyContext),
    /** optimistic removal: the photos leave the grid at once */
    hidePhotos: (_, _params: { photoIds: readonly string[] }) => {},
    /** undo of the optimistic removal for the photos still there */
    restorePhotos: (_, _params: { photoIds: readonly string[] }) => {},
    /** the service deleted these: they are gone for good (once, at success or on closing after a failure) */
    confirmRemoval: (_, _params: { photoIds: readonly string[] }) => {},
    /** logged to the console and sent to the error reporter (S1 §8) */
    reportFailure: (_, _params: { error: Error; cause: unknown }) => {},
    announceDone: emit(({ context }) => ({ type: 'bulkDelete.done' as const, photoIds: context.photoIds })),
  },
}).createMachine({
  id: 'bulkDelete',
  description: 'Deletes the selected photos in chunks, with retries, undoing the optimistic removal of what is still there on failure.',
  context: emptyContext,
  initial: 'idle',
  states: {
    idle: {
      description: 'The modal is closed; the toolbar’s Delete (enabled with a selection) opens it.',
      on: {
        'bulkDelete.open': {
          guard: 'hasSelection',
          target: 'confirming',
          actions: { type: 'open', params: ({ event }) => ({ photoIds: event.photoIds }) },
        },
      },
    },
    confirming: {
      description: 'The modal asks to confirm deleting the selected photos, with their count.',
      on: {
        'bulkDelete.confirm': {
          target: 'deleting',
          actions: ['planChunks', { type: 'hidePhotos', params: ({ context }) => ({ photoIds: context.photoIds }) }],
        },
        'bulkDelete.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    deleting: {
      tags: ['busy'],
      description:
        'The photos are out of the grid and on their way to the service, one chunk at a time; the modal shows progress and cannot be dismissed.',
      initial: 'sendingChunk',
      states: {
        sendingChunk: {
          description: 'DELETE /photos with the current chunk (only its photos not deleted yet, on a retry).',
          invoke: {
            id: 'deleteChunk',
            src: 'deleteChunk',
            input: ({ context }) => ({ photoIds: context.chunks[0] ?? [] }),
            onDone: [
              {
                guard: { type: 'hasFailedPhotos', params: ({ event }) => ({ output: event.output }) },
                target: 'chunkFailed',
                actions: { type: 'keepFailedOfChunk', params: ({ event }) => ({ output: event.output }) },
              },
              { guard: 'hasMoreChunks', target: 'sendingChunk', reenter: true, actions: 'finishChunk' },
              {
                target: '#bulkDelete.idle',
                actions: [
                  'finishChunk',
                  { type: 'confirmRemoval', params: ({ context }) => ({ photoIds: context.photoIds }) },
                  'announceDone',
                  'clear',
                ],
              },
            ],
            onError: {
              target: 'chunkFailed',
              actions: { type: 'countFailedAttempt', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        chunkFailed: {
          description:
            'The chunk failed (an error, or a non-empty failed list: "Failed to delete photo!"): it is retried while retries are left, else the delete fails.',
          always: [
            { guard: 'canRetry', target: 'waitingToRetry' },
            {
              target: '#bulkDelete.failed',
              actions: [
                { type: 'restorePhotos', params: ({ context }) => ({ photoIds: notDeleted(context) }) },
                {
                  type: 'reportFailure',
                  params: ({ context }) => ({ error: new Error(RETRIES_EXCEEDED_MESSAGE), cause: context.lastError }),
                },
              ],
            },
          ],
        },
        waitingToRetry: {
          description: 'Back-off before the next try of the failed chunk (500 ms, then doubling).',
          after: { retryBackoff: { target: 'sendingChunk' } },
        },
      },
    },
    failed: {
      tags: ['error'],
      description:
        'Retries are exhausted: every photo not deleted is back in the grid and the modal stays open with "Error: Your photos could not be deleted". Confirm tries the photos still there again; cancel closes (the photos the service did delete are gone for good).',
      on: {
        'bulkDelete.confirm': {
          target: 'deleting',
          actions: ['planChunks', { type: 'hidePhotos', params: ({ context }) => ({ photoIds: notDeleted(context) }) }],
        },
        'bulkDelete.cancel': {
          target: 'idle',
          actions: [{ type: 'confirmRemoval', params: ({ context }) => ({ photoIds: context.deleted }) }, 'clear'],
        },
      },
    },
  },
});

export type BulkDeleteMachine = typeof bulkDeleteMachine;
