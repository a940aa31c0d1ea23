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

describe('albumCreate', () => {
  it('checks the name on submit only, then creates it trimmed, with the same albumId after a failure', async () => {
    let fail = true;
    const save = vi.fn(async (request: AlbumSaveRequest): Promise<CreateAlbumResponse> => {
      if (fail) throw new Error('POST /albums failed with 500');
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
    actor.send({ type: 'albumCreate.edit', name: ' Holiday ' });
    actor.send({ type: 'albumCreate.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.name).toBe(' Holiday ');
    fail = false;
    actor.send({ type: 'albumCreate.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(save.mock.calls.map(([request]) => request)).toEqual([
      { albumId: fixtureNewAlbumId, albumName: 'Holiday' },
      { albumId: fixtureNewAlbumId, albumName: 'Holiday' },
    ]);
    expect(onSaved).toHaveBeenCalledWith({ albumId: fixtureNewAlbumId });
  });

  it('closes on cancel without saving, and cannot be cancelled while saving', () => {
    const onClosed = vi.fn();
    const machine = albumCreateMachine.provide({
      actors: { saveAlbum: fromPromise<CreateAlbumResponse, AlbumSaveRequest>(() => new Promise(() => undefined)) },
    });
    const saving = createActor(machine, { input: { albumId: fixtureNewAlbumId, name: 'Trip' } }).start();
    saving.send({ type: 'albumCreate.submit' });
    saving.send({ type: 'albumCreate.cancel' });
    expect(saving.getSnapshot().matches('submitting')).toBe(true);
    saving.on('albumCreate.closed', onClosed);
    const cancelled = createActor(machine, { input: { albumId: fixtureNewAlbumId, name: '' } });
    cancelled.on('albumCreate.closed', onClosed);
    cancelled.start();
    cancelled.send({ type: 'albumCreate.cancel' });
    expect(cancelled.getSnapshot().status).toBe('done');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
