// The album delete modals (own album, shared album): their shortest paths, and what the customer
// sees: confirm deletes and leaves for the albums, a failure keeps the modal open for another try.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { albumDeleteMachine } from '@machines/photos/albums/albumDelete.machine';
import type { AlbumDeleteFlowMachine, AlbumDeleteId } from '@machines/photos/albums/albumDeleteFlow';
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

describeAlbumDelete('albumDelete', albumDeleteMachine);
describeAlbumDelete('sharedAlbumDelete', sharedAlbumDeleteMachine);

function describeAlbumDelete<TId extends AlbumDeleteId>(flow: TId, machine: AlbumDeleteFlowMachine<TId>) {
  describe(flow, () => {
    function start(deleteAlbum: (albumId: string) => Promise<undefined>) {
      const spies = { reportFailure: vi.fn(), deleteAlbum: vi.fn(deleteAlbum) };
      const actor = createActor(
        machine.provide({
          actors: { act: fromPromise<undefined, { albumId: string }>(({ input }) => spies.deleteAlbum(input.albumId)) },
          actions: { reportFailure: (_, params) => spies.reportFailure(params.error) },
        }),
        { input: { albumId: 'album-7' } },
      ).start();
      // the albums learn of the delete and the page goes to the albums tab on this one outcome
      const deleted: string[] = [];
      actor.on(`${flow}.done`, (event) => deleted.push(event.albumId));
      return { actor, spies, deleted };
    }

    /** The modal opened and confirmed. */
    function confirmed(deleteAlbum: Parameters<typeof start>[0]) {
      const run = start(deleteAlbum);
      run.actor.send({ type: `${flow}.open` });
      run.actor.send({ type: `${flow}.confirm` });
      return run;
    }

    /** The same, the delete failing the first time only, its answer in. */
    async function failedOnce() {
      let fail = true;
      const run = confirmed(async () => {
        if (fail) {
          fail = false;
          throw new Error('DELETE failed with 500');
        }
        return undefined;
      });
      await settleRealTimers();
      return run;
    }

    /** The same, confirmed again and deleted. */
    async function deletedOnRetry() {
      const run = await failedOnce();
      run.actor.send({ type: `${flow}.confirm` });
      await settleRealTimers();
      return run;
    }

    it('asks to confirm, and cannot be cancelled while the delete is on its way', () => {
      const { actor } = start(async () => undefined);
      actor.send({ type: `${flow}.open` });
      expect(actor.getSnapshot().value).toBe('open');
      actor.send({ type: `${flow}.confirm` });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // the modal cannot be cancelled while the delete is on its way
      actor.send({ type: `${flow}.cancel` });
      expect(actor.getSnapshot().value).toBe('submitting');
    });

    it('deletes the album on confirm, tells the albums and goes to the albums tab', async () => {
      const { actor, spies, deleted } = confirmed(async () => undefined);
      await settleRealTimers();
      expect(spies.deleteAlbum).toHaveBeenCalledWith('album-7');
      expect(actor.getSnapshot().value).toBe('closed');
      expect(deleted).toEqual(['album-7']);
    });

    it('keeps the modal open with the error after a failure, and reports it', async () => {
      const { actor, spies, deleted } = await failedOnce();
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(spies.reportFailure).toHaveBeenCalledTimes(1);
      expect(deleted).toEqual([]);
    });

    it('tries again on confirm after a failure, and deletes', async () => {
      const { actor, deleted } = await deletedOnRetry();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(deleted).toEqual(['album-7']);
    });

    it('closes on cancel without deleting', async () => {
      const { actor, spies } = await deletedOnRetry();
      actor.send({ type: `${flow}.open` });
      actor.send({ type: `${flow}.cancel` });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(spies.deleteAlbum).toHaveBeenCalledTimes(2);
    });
  });
}
