// Remove from album: its shortest paths, and what they do not show: batches of 50 through the shared
// batch runner, a failed batch rolling back exactly the photos not removed, and a retry of those.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { FailedList } from '@schemas/photos';
import { REMOVE_FROM_ALBUM_BATCH_SIZE } from '@schemas/tunables';
import { albumBatchActor } from '@machines/photos/albums/albumBatches';
import { REMOVE_FAILED_MESSAGE, removeFromAlbumMachine } from '@machines/photos/albums/removeFromAlbum.machine';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('removeFromAlbum paths', () => {
  replayShortestPaths(catalogEntry('removeFromAlbum'), { minPaths: 4 });
});

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

function start(answer: (photoIds: readonly string[], call: number) => Promise<FailedList>) {
  const calls: Array<{ albumId: string; photoIds: string[] }> = [];
  const spies = { hide: vi.fn(), restore: vi.fn(), confirm: vi.fn(), report: vi.fn(), notify: vi.fn() };
  const machine = removeFromAlbumMachine.provide({
    actors: {
      removePhotos: albumBatchActor(REMOVE_FROM_ALBUM_BATCH_SIZE, async (albumId, photoIds) => {
        calls.push({ albumId, photoIds: [...photoIds] });
        return answer(photoIds, calls.length);
      }),
    },
    actions: {
      hidePhotos: (_, { photoIds }) => spies.hide(photoIds),
      restorePhotos: (_, { photoIds }) => spies.restore(photoIds),
      confirmRemoval: (_, { photoIds }) => spies.confirm(photoIds),
      reportFailure: (_, { error, cause }) => spies.report(error.message, cause),
    },
  });
  const actor = createActor(machine);
  actor.on('removeFromAlbum.removed', ({ photoIds }) => spies.notify(photoIds));
  return { actor: actor.start(), calls, spies };
}

/** 120 photos of album a1 opened and confirmed. */
function confirmed(answer: Parameters<typeof start>[0]) {
  const run = start(answer);
  run.actor.send({ type: 'removeFromAlbum.open', albumId: 'a1', photoIds: ids(120) });
  run.actor.send({ type: 'removeFromAlbum.confirm' });
  return run;
}

/** The same, every batch removed. */
async function removed() {
  const run = confirmed(async () => ({ failed: [] }));
  await waitFor(run.actor, (snapshot) => snapshot.matches('idle'));
  return run;
}

/** The same, the second batch failing once. */
async function secondBatchFailed() {
  const run = confirmed(async (_, call) => {
    if (call === 2) throw new Error('DELETE failed with 500');
    return { failed: [] };
  });
  await waitFor(run.actor, (snapshot) => snapshot.matches('failed'));
  return run;
}

describe('removeFromAlbum', () => {
  it('hides the selected photos at once while removing them', () => {
    const selection = ids(120);
    const { actor, spies } = confirmed(async () => ({ failed: [] }));
    expect(spies.hide).toHaveBeenCalledWith(selection);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('removes the photos from the album in batches of 50', async () => {
    const { calls } = await removed();
    expect(REMOVE_FROM_ALBUM_BATCH_SIZE).toBe(50);
    expect(calls.map((call) => call.photoIds.length)).toEqual([50, 50, 20]);
    expect(calls.every((call) => call.albumId === 'a1')).toBe(true);
  });

  it('notifies with every photo removed and closes, restoring none', async () => {
    const selection = ids(120);
    const { spies } = await removed();
    expect(spies.notify).toHaveBeenCalledWith(selection);
    expect(spies.confirm).toHaveBeenCalledWith(selection);
    expect(spies.restore).not.toHaveBeenCalled();
  });

  it('on a failed batch brings back exactly the photos not removed, and stays open with the error', async () => {
    const selection = ids(120);
    const { actor, spies } = await secondBatchFailed();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    // the first batch went; the failing one and the one never sent come back
    expect(spies.confirm).toHaveBeenCalledWith(selection.slice(0, 50));
    expect(spies.restore).toHaveBeenCalledWith(selection.slice(50));
    expect(spies.report).toHaveBeenCalledWith(REMOVE_FAILED_MESSAGE, 'DELETE failed with 500');
    expect(spies.notify).not.toHaveBeenCalled();
  });

  it('after a failed batch retries only the photos not removed, then notifies with every photo', async () => {
    const selection = ids(120);
    const { actor, calls, spies } = await secondBatchFailed();
    actor.send({ type: 'removeFromAlbum.confirm' });
    expect(spies.hide).toHaveBeenLastCalledWith(selection.slice(50));
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls.slice(2).map((call) => call.photoIds)).toEqual([selection.slice(50, 100), selection.slice(100)]);
    expect(spies.notify).toHaveBeenCalledWith(selection);
  });

  it('counts the ids of a failed list as not removed', async () => {
    const { actor, spies } = start(async () => ({ failed: ['p1', 'unknown'] }));
    actor.send({ type: 'removeFromAlbum.open', albumId: 'a1', photoIds: ids(3) });
    actor.send({ type: 'removeFromAlbum.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(spies.restore).toHaveBeenCalledWith(['p1']);
    expect(spies.confirm).toHaveBeenCalledWith(['p0', 'p2']);
    expect(actor.getSnapshot().context.pending).toEqual(['p1']);
  });

  it('ignores the action without a selection', () => {
    const { actor } = start(async () => ({ failed: [] }));
    actor.send({ type: 'removeFromAlbum.open', albumId: 'a1', photoIds: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closes on cancel and forgets the selection', () => {
    const { actor } = start(async () => ({ failed: [] }));
    actor.send({ type: 'removeFromAlbum.open', albumId: 'a1', photoIds: ['p1'] });
    actor.send({ type: 'removeFromAlbum.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.photoIds).toEqual([]);
  });
});
