// Bulk delete: its shortest paths, and what they do not show: chunking, retries with back-off then
// exhaustion, and restoring exactly the photos not deleted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createActor, fromPromise } from 'xstate';
import { DELETE_CHUNK_SIZE, DELETE_MAX_RETRIES, type FailedList } from '@schemas/photos';
import { DELETE_RETRY_BASE_DELAY_MS } from '@schemas/tunables';
import { bulkDeleteMachine, chunk, DELETE_FAILED_MESSAGE, RETRIES_EXCEEDED_MESSAGE } from '@machines/photos/library/bulkDelete.machine';

import { fixtureBulkDeleteError } from '@machines/photos/library/fixtures/deletes';
import { catalogEntry } from '../../../fixtures/catalog';

import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleFakeTimers } from '../../../fixtures/settle';

describe('bulkDelete paths', () => {
  replayShortestPaths(catalogEntry('bulkDelete'), { minPaths: 4 });
});

describe('bulkDelete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(answers: (photoIds: readonly string[]) => Promise<FailedList>) {
    const calls: string[][] = [];
    const spies = {
      hidePhotos: vi.fn(),
      restorePhotos: vi.fn(),
      confirmRemoval: vi.fn(),
      reportFailure: vi.fn(),
      notifyDeleted: vi.fn(),
    };
    const machine = bulkDeleteMachine.provide({
      actors: {
        deleteChunk: fromPromise<FailedList, { photoIds: readonly string[] }>(async ({ input }) => {
          calls.push([...input.photoIds]);
          return answers(input.photoIds);
        }),
      },
      actions: {
        hidePhotos: (_, params) => spies.hidePhotos(params.photoIds),
        restorePhotos: (_, params) => spies.restorePhotos(params.photoIds),
        confirmRemoval: (_, params) => spies.confirmRemoval(params.photoIds),
        reportFailure: (_, params) => spies.reportFailure(params.error.message, params.cause),
      },
    });
    const actor = createActor(machine);
    // success is emitted: selection mode ends on it
    actor.on('bulkDelete.done', (event) => spies.notifyDeleted(event.photoIds));
    actor.start();
    return { actor, calls, spies };
  }

  const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

  it('splits ids into chunks of DELETE_CHUNK_SIZE and refuses a size below 1', () => {
    expect(DELETE_CHUNK_SIZE).toBe(100);
    expect(chunk(ids(250)).map((part) => part.length)).toEqual([100, 100, 50]);
    expect(chunk(ids(3), 1)).toEqual([['p0'], ['p1'], ['p2']]);
    expect(() => chunk(ids(3), 0)).toThrow();
    expect(() => chunk(ids(3), 1.5)).toThrow();
  });

  it('ignores Delete without a selection', () => {
    const { actor } = start(async () => ({ failed: [] }));
    actor.send({ type: 'bulkDelete.open', photoIds: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  /** The selection opened and confirmed: its photos hidden and the first chunk asked for. */
  function confirmed(selection: string[], answers: Parameters<typeof start>[0]) {
    const run = start(answers);
    run.actor.send({ type: 'bulkDelete.open', photoIds: selection });
    run.actor.send({ type: 'bulkDelete.confirm' });
    return run;
  }

  /** 250 photos deleted without a failure: three chunks answered. */
  async function deletedInChunks(selection: string[]) {
    const run = confirmed(selection, async () => ({ failed: [] }));
    await settleFakeTimers();
    await settleFakeTimers();
    await settleFakeTimers();
    return run;
  }

  it('asks to confirm, then hides every selected photo at once', () => {
    const selection = ids(250);
    const { actor, spies } = start(async () => ({ failed: [] }));
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'bulkDelete.confirm' });
    expect(spies.hidePhotos).toHaveBeenCalledWith(selection);
  });

  it('deletes the selection in chunks of 100, one after the other', async () => {
    const selection = ids(250);
    const { calls } = await deletedInChunks(selection);
    expect(calls).toEqual([selection.slice(0, 100), selection.slice(100, 200), selection.slice(200)]);
  });

  it('ends selection mode and closes once every chunk is deleted, restoring nothing', async () => {
    const selection = ids(250);
    const { actor, spies } = await deletedInChunks(selection);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.confirmRemoval).toHaveBeenCalledWith(selection);
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
    expect(spies.restorePhotos).not.toHaveBeenCalled();
    expect(spies.reportFailure).not.toHaveBeenCalled();
  });

  const backoffs = [DELETE_RETRY_BASE_DELAY_MS, DELETE_RETRY_BASE_DELAY_MS * 2, DELETE_RETRY_BASE_DELAY_MS * 4];

  /** 150 photos: the first chunk goes through, the second always fails; both answered. */
  async function secondChunkFailing(selection: string[]) {
    const run = confirmed(selection, async (photoIds) => {
      if (photoIds[0] === 'p100') throw fixtureBulkDeleteError;
      return { failed: [] };
    });
    await settleFakeTimers();
    await settleFakeTimers();
    return run;
  }

  /** The same, with every back-off waited out and every retry answered. */
  async function retriesExhausted(selection: string[]) {
    const run = await secondChunkFailing(selection);
    for (const wait of backoffs) {
      await vi.advanceTimersByTimeAsync(wait);
      await settleFakeTimers();
    }
    return run;
  }

  it('waits to retry a failing chunk, the chunks before it deleted', async () => {
    const { actor, calls } = await secondChunkFailing(ids(150));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().matches({ deleting: 'waitingToRetry' })).toBe(true);
  });

  it('retries a failing chunk with a growing back-off', async () => {
    const { calls } = await secondChunkFailing(ids(150));
    expect(backoffs).toHaveLength(DELETE_MAX_RETRIES);
    for (const wait of backoffs) {
      const before = calls.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      await settleFakeTimers();
      expect(calls, `retry after ${wait} ms`).toHaveLength(before + 1);
    }
  });

  it('reports the exhausted retries and restores every photo still there', async () => {
    const selection = ids(150);
    const { actor, calls, spies } = await retriesExhausted(selection);
    // 1 try + DELETE_MAX_RETRIES retries of the second chunk
    expect(calls.slice(1)).toEqual(Array.from({ length: DELETE_MAX_RETRIES + 1 }, () => selection.slice(100)));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(spies.reportFailure).toHaveBeenCalledWith(RETRIES_EXCEEDED_MESSAGE, fixtureBulkDeleteError.message);
    // exactly the photos not deleted come back; the deleted ones stay out of the grid
    expect(spies.restorePhotos).toHaveBeenCalledWith(selection.slice(100));
    expect(spies.notifyDeleted).not.toHaveBeenCalled();
    expect(spies.confirmRemoval).not.toHaveBeenCalled();
  });

  it('closing after exhausted retries drops the deleted photos for good', async () => {
    const selection = ids(150);
    const { actor, spies } = await retriesExhausted(selection);
    actor.send({ type: 'bulkDelete.cancel' });
    expect(spies.confirmRemoval).toHaveBeenCalledWith(selection.slice(0, 100));
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('treats a non-empty failed list as a failure and retries only the photos it names', async () => {
    const selection = ids(5);
    let answer = 0;
    const { actor, calls, spies } = start(async () => (answer++ === 0 ? { failed: ['p1', 'p3', 'elsewhere'] } : { failed: [] }));
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    actor.send({ type: 'bulkDelete.confirm' });
    await settleFakeTimers();
    expect(actor.getSnapshot().matches({ deleting: 'waitingToRetry' })).toBe(true);
    expect(actor.getSnapshot().context.lastError).toBe(DELETE_FAILED_MESSAGE);
    await vi.advanceTimersByTimeAsync(DELETE_RETRY_BASE_DELAY_MS);
    await settleFakeTimers();
    expect(calls).toEqual([selection, ['p1', 'p3']]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
  });

  it('restores exactly the photos the service did not delete when a partial failure persists', async () => {
    const selection = ids(5);
    const { actor, spies } = start(async () => ({ failed: ['p2'] }));
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    actor.send({ type: 'bulkDelete.confirm' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(spies.restorePhotos).toHaveBeenCalledWith(['p2']);
    expect(spies.reportFailure).toHaveBeenCalledWith(RETRIES_EXCEEDED_MESSAGE, DELETE_FAILED_MESSAGE);
  });

  it('tries the photos still there again from the failure, hiding them again', async () => {
    const selection = ids(3);
    let failing = true;
    const { actor, calls, spies } = start(async () => {
      if (failing) throw fixtureBulkDeleteError;
      return { failed: [] };
    });
    actor.send({ type: 'bulkDelete.open', photoIds: selection });
    actor.send({ type: 'bulkDelete.confirm' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('failed');
    failing = false;
    actor.send({ type: 'bulkDelete.confirm' });
    expect(spies.hidePhotos).toHaveBeenLastCalledWith(selection);
    await settleFakeTimers();
    expect(calls.at(-1)).toEqual(selection);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.notifyDeleted).toHaveBeenCalledTimes(1);
  });
});
