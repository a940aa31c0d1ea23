// Single photo delete: its shortest paths, and the outcome the paths do not show.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { photoDeleteMachine } from '@machines/photos/library/photoDelete.machine';
import { catalogEntry } from '../../../fixtures/catalog';

import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleRealTimers } from '../../../fixtures/settle';

describe('photoDelete paths', () => {
  replayShortestPaths(catalogEntry('photoDelete'), { minPaths: 4 });
});

describe('photoDelete', () => {
  function start(deletePhoto: () => Promise<undefined>) {
    const spies = { hidePhoto: vi.fn(), restorePhoto: vi.fn(), confirmRemoval: vi.fn(), notifyDeleted: vi.fn(), reportFailure: vi.fn() };
    const machine = photoDeleteMachine.provide({
      actors: { deletePhoto: fromPromise(deletePhoto) },
      actions: {
        hidePhoto: (_, params) => spies.hidePhoto(params.photoId),
        restorePhoto: (_, params) => spies.restorePhoto(params.photoId),
        confirmRemoval: (_, params) => spies.confirmRemoval(params.photoId),
        notifyDeleted: (_, params) => spies.notifyDeleted(params.photoId),
        reportFailure: (_, params) => spies.reportFailure(params.error),
      },
    });
    return { actor: createActor(machine).start(), spies };
  }

  it('hides the photo optimistically and drops it for good on success', async () => {
    const { actor, spies } = start(async () => undefined);
    actor.send({ type: 'photoDelete.open', photoId: 'photo-2' });
    actor.send({ type: 'photoDelete.confirm' });
    expect(spies.hidePhoto).toHaveBeenCalledWith('photo-2');
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.confirmRemoval).toHaveBeenCalledWith('photo-2');
    expect(spies.notifyDeleted).toHaveBeenCalledWith('photo-2');
    expect(spies.restorePhoto).not.toHaveBeenCalled();
  });

  it('brings the photo back and stays open on failure', async () => {
    const { actor, spies } = start(async () => {
      throw new Error('DELETE /photos/photo-2 failed with 500');
    });
    actor.send({ type: 'photoDelete.open', photoId: 'photo-2' });
    actor.send({ type: 'photoDelete.confirm' });
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(spies.restorePhoto).toHaveBeenCalledWith('photo-2');
    expect(spies.reportFailure).toHaveBeenCalledTimes(1);
    expect(spies.notifyDeleted).not.toHaveBeenCalled();
  });
});
