// The one way photos go into or out of an album (DECISIONS 25): the ids in batches (100 per
// POST /albums/{id}/photos, 50 per DELETE), one batch after the other. Copy to album, the add-photos
// picker and remove from album all run their requests through this, as an actor their machines
// invoke (`albumBatchActor`), so the batching and what counts as done are the same everywhere.
import { fromPromise } from 'xstate';
import type { FailedList } from '@schemas/photos';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

export interface AlbumBatchInput {
  albumId: string;
  photoIds: readonly string[];
}

/** What the service did with every photo asked for. */
export interface AlbumBatchOutcome {
  /** the photos the service added (or removed) */
  done: readonly string[];
  /** the photos not done: named in a failed list, in a batch that failed, or in a batch never sent after it */
  failed: readonly string[];
  /** what the failing batch said; null when every batch was answered */
  error: string | null;
}

/** One request of at most `size` ids: answers the ids it did not do. */
export type SendAlbumBatch = (albumId: string, photoIds: readonly string[], signal: AbortSignal) => Promise<FailedList>;

/** Splits ids into batches of at most `size` (an integer ≥ 1). */
export function batchesOf(ids: readonly string[], size: number): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`batch size must be an integer >= 1, not ${size}`);
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  return batches;
}

/**
 * Sends the ids in batches of `size`, one after the other. A batch that fails stops the run: its
 * photos and those of the batches not sent count as failed; ids of a failed list count as failed
 * (ids it names that were never asked for do not). Never throws (an abort excepted).
 */
export async function sendInBatches(
  input: AlbumBatchInput,
  size: number,
  send: SendAlbumBatch,
  signal: AbortSignal,
): Promise<AlbumBatchOutcome> {
  const batches = batchesOf(input.photoIds, size);
  const done: string[] = [];
  const failed: string[] = [];
  for (const [index, batch] of batches.entries()) {
    let answer: FailedList;
    try {
      answer = await send(input.albumId, batch, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      failed.push(...batches.slice(index).flat());
      return { done, failed, error: messageOf(error) };
    }
    const notDone = new Set(answer.failed);
    for (const id of batch) (notDone.has(id) ? failed : done).push(id);
  }
  return { done, failed, error: null };
}

/** The actor logic of a machine's batched album request: `send` per batch of `size`. */
export function albumBatchActor(size: number, send: SendAlbumBatch) {
  return fromPromise<AlbumBatchOutcome, AlbumBatchInput>(({ input, signal }) => sendInBatches(input, size, send, signal));
}

/** The placeholder of an album batch actor in a machine's setup (the wiring provides the real one). */
export function albumBatchPlaceholder(machine: string, actor: string) {
  return notProvided<AlbumBatchOutcome, AlbumBatchInput>(`${machine}: the ${actor} actor`);
}

/** Every photo was done. */
export const allDone = (outcome: AlbumBatchOutcome): boolean => outcome.failed.length === 0 && outcome.error === null;
