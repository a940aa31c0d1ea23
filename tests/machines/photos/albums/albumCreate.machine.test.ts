// Create album: its shortest paths; the name checked on submit only, the same albumId on a retry.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { albumCreateMachine } from '@machines/photos/albums/albumCreate.machine';
import type { AlbumSaveRequest } from '@machines/photos/albums/albumForm';
import { fixtureNewAlbumId } from '@machines/photos/albums/fixtures/albums';
import type { CreateAlbumResponse } from '@schemas/albums';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('albumCreate paths', () => {
  replayShortestPaths(catalogEntry('albumCreate'), { minPaths: 4 });
});

/** The create form on an empty name; its save fails the first time and answers after. */
function startCreate() {
  let fail = true;
  const save = vi.fn(async (request: AlbumSaveRequest): Promise<CreateAlbumResponse> => {
    if (fail) {
      fail = false;
      throw new Error('POST /albums failed with 500');
    }
    return { albumId: request.albumId };
  });
  const onSaved = vi.fn();
  const reportFailure = vi.fn();
  const machine = albumCreateMachine.provide({
    actors: { saveAlbum: fromPromise<CreateAlbumResponse, AlbumSaveRequest>(({ input }) => save(input)) },
    actions: { reportFailure },
  });
  const actor = createActor(machine, { input: { albumId: fixtureNewAlbumId, name: '' } });
  actor.on('albumCreate.saved', (event) => onSaved(event.saved));
  actor.start();
  return { actor, save, onSaved, reportFailure };
}

/** ' Holiday ' typed and submitted. */
function holidaySubmitted() {
  const run = startCreate();
  run.actor.send({ type: 'albumCreate.edit', name: ' Holiday ' });
  run.actor.send({ type: 'albumCreate.submit' });
  return run;
}

/** The same, its save failed. */
async function holidayFailed() {
  const run = holidaySubmitted();
  await waitFor(run.actor, (snapshot) => snapshot.hasTag('error'));
  return run;
}

describe('albumCreate', () => {
  it('checks the name on submit only, and saves nothing while it is empty or invalid', () => {
    const { actor, save } = startCreate();
    actor.send({ type: 'albumCreate.submit' });
    expect(actor.getSnapshot().context.problem).toBe('required');
    actor.send({ type: 'albumCreate.edit', name: 'a;b' });
    // typing does not check again: the message stays until the next submit
    expect(actor.getSnapshot().context.problem).toBe('required');
    actor.send({ type: 'albumCreate.submit' });
    expect(actor.getSnapshot().context.problem).toBe('invalid');
    actor.send({ type: 'albumCreate.edit', name: '   ' });
    actor.send({ type: 'albumCreate.submit' });
    expect(actor.getSnapshot().context.problem).toBe('invalid');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a valid name, busy, without a problem shown', () => {
    const { actor } = holidaySubmitted();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('reports a failed save and keeps the name as typed', async () => {
    const { actor, reportFailure } = await holidayFailed();
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.name).toBe(' Holiday ');
  });

  it('creates the album trimmed, with the same albumId after a failure, and says it was saved', async () => {
    const { actor, save, onSaved } = await holidayFailed();
    actor.send({ type: 'albumCreate.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(save.mock.calls.map(([request]) => request)).toEqual([
      { albumId: fixtureNewAlbumId, albumName: 'Holiday' },
      { albumId: fixtureNewAlbumId, albumName: 'Holiday' },
    ]);
    expect(onSaved).toHaveBeenCalledWith({ albumId: fixtureNewAlbumId });
  });

  it('cannot be cancelled while saving', () => {
    const machine = albumCreateMachine.provide({
      actors: { saveAlbum: fromPromise<CreateAlbumResponse, AlbumSaveRequest>(() => new Promise(() => undefined)) },
    });
    const saving = createActor(machine, { input: { albumId: fixtureNewAlbumId, name: 'Trip' } }).start();
    saving.send({ type: 'albumCreate.submit' });
    saving.send({ type: 'albumCreate.cancel' });
    expect(saving.getSnapshot().matches('submitting')).toBe(true);
  });

  it('closes on cancel without saving', () => {
    const onClosed = vi.fn();
    const cancelled = createActor(albumCreateMachine, { input: { albumId: fixtureNewAlbumId, name: '' } });
    cancelled.on('albumCreate.closed', onClosed);
    cancelled.start();
    cancelled.send({ type: 'albumCreate.cancel' });
    expect(cancelled.getSnapshot().status).toBe('done');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
