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
    const spies = { hidePhoto: vi.fn(), restorePhoto: vi.fn(), done: vi.fn(), reportFailure: vi.fn() };
    const machine = photoDeleteMachine.provide({
      actors: { act: fromPromise<undefined, { photoId: string }>(deletePhoto) },
      actions: { reportFailure: (_, params) => spies.reportFailure(params.error) },
    });
    const actor = createActor(machine);
    // the library hides the photo as the delete starts, brings it back on failure, and drops it
    // for good (the preview moving on) once done
    actor.on('photoDelete.started', (event) => spies.hidePhoto(event.photoId));
    actor.on('photoDelete.failure', (event) => spies.restorePhoto(event.photoId));
    actor.on('photoDelete.done', (event) => spies.done(event.photoId));
    return { actor: actor.start(), spies };
  }

  it('hides the photo optimistically and drops it for good on success', async () => {
    const { actor, spies } = start(async () => undefined);
    actor.send({ type: 'photoDelete.open', photoId: 'photo-2' });
    actor.send({ type: 'photoDelete.confirm' });
    expect(spies.hidePhoto).toHaveBeenCalledWith('photo-2');
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.done).toHaveBeenCalledWith('photo-2');
    expect(spies.restorePhoto).not.toHaveBeenCalled();
  });

  it('brings the photo back and stays open on failure', async () => {
    const { actor, spies } = start(async () => {
      throw new Error('DELETE /photos/photo-2 failed with 500');
    });
    actor.send({ type: 'photoDelete.open', photoId: 'photo-2' });
    actor.send({ type: 'photoDelete.confirm' });
    await settleRealTimers();
    expect(actor.getSnapshot().value).toBe('Failed');
    expect(spies.restorePhoto).toHaveBeenCalledWith('photo-2');
    expect(spies.reportFailure).toHaveBeenCalledTimes(1);
    expect(spies.done).not.toHaveBeenCalled();
  });
});
