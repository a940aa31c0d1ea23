// The album delete modals (own album, shared album): their shortest paths, and what the customer
// sees: confirm deletes and leaves for the albums, a failure keeps the modal open for another try.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { albumDeleteMachine } from '@machines/photos/albums/albumDelete.machine';
import { sharedAlbumDeleteMachine } from '@machines/photos/albums/sharedAlbumDelete.machine';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleRealTimers } from '../../../fixtures/settle';

describe('albumDelete paths', () => {
  replayShortestPaths(catalogEntry('albumDelete'), { minPaths: 4 });
});

describe('sharedAlbumDelete paths', () => {
  replayShortestPaths(catalogEntry('sharedAlbumDelete'), { minPaths: 4 });
});

describe.each([
  ['albumDelete', albumDeleteMachine],
  ['sharedAlbumDelete', sharedAlbumDeleteMachine],
])('%s', (_name, machine) => {
  function start(deleteAlbum: (albumId: string) => Promise<undefined>) {
    const spies = { notifyDeleted: vi.fn(), goToAlbums: vi.fn(), reportFailure: vi.fn(), deleteAlbum: vi.fn(deleteAlbum) };
    const actor = createActor(
      machine.provide({
        actors: { deleteAlbum: fromPromise<undefined, { albumId: string }>(({ input }) => spies.deleteAlbum(input.albumId)) },
        actions: {
          notifyDeleted: (_, params) => spies.notifyDeleted(params.albumId),
          goToAlbums: spies.goToAlbums,
          reportFailure: (_, params) => spies.reportFailure(params.error),
        },
      }),
      { input: { albumId: 'album-7' } },
    ).start();
    return { actor, spies };
  }

  it('deletes the album on confirm, tells the albums and goes to the albums tab', async () => {
    const { actor, spies } = start(async () => undefined);
    actor.send({ type: 'albumDelete.open' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'albumDelete.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // the modal cannot be cancelled while the delete is on its way
    actor.send({ type: 'albumDelete.cancel' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settleRealTimers();
    expect(spies.deleteAlbum).toHaveBeenCalledWith('album-7');
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.notifyDeleted).toHaveBeenCalledWith('album-7');
    expect(spies.goToAlbums).toHaveBeenCalledTimes(1);
  });

  it('keeps the modal open with the error after a failure, tries again on confirm, and cancel closes it', async () => {
    let fail = true;
    const { actor, spies } = start(async () => {
      if (fail) throw new Error('DELETE failed with 500');
      return undefined;
    });
    actor.send({ type: 'albumDelete.open' });
    actor.send({ type: 'albumDelete.confirm' });
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(spies.reportFailure).toHaveBeenCalledTimes(1);
    expect(spies.goToAlbums).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'albumDelete.confirm' });
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.goToAlbums).toHaveBeenCalledTimes(1);
    actor.send({ type: 'albumDelete.open' });
    actor.send({ type: 'albumDelete.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.deleteAlbum).toHaveBeenCalledTimes(2);
  });
});
