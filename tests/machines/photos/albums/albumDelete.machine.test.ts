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

    it('deletes the album on confirm, tells the albums and goes to the albums tab', async () => {
      const { actor, spies, deleted } = start(async () => undefined);
      actor.send({ type: `${flow}.open` });
      expect(actor.getSnapshot().value).toBe('open');
      actor.send({ type: `${flow}.confirm` });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // the modal cannot be cancelled while the delete is on its way
      actor.send({ type: `${flow}.cancel` });
      expect(actor.getSnapshot().value).toBe('submitting');
      await settleRealTimers();
      expect(spies.deleteAlbum).toHaveBeenCalledWith('album-7');
      expect(actor.getSnapshot().value).toBe('closed');
      expect(deleted).toEqual(['album-7']);
    });

    it('keeps the modal open with the error after a failure, tries again on confirm, and cancel closes it', async () => {
      let fail = true;
      const { actor, spies, deleted } = start(async () => {
        if (fail) throw new Error('DELETE failed with 500');
        return undefined;
      });
      actor.send({ type: `${flow}.open` });
      actor.send({ type: `${flow}.confirm` });
      await settleRealTimers();
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(spies.reportFailure).toHaveBeenCalledTimes(1);
      expect(deleted).toEqual([]);
      fail = false;
      actor.send({ type: `${flow}.confirm` });
      await settleRealTimers();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(deleted).toEqual(['album-7']);
      actor.send({ type: `${flow}.open` });
      actor.send({ type: `${flow}.cancel` });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(spies.deleteAlbum).toHaveBeenCalledTimes(2);
    });
  });
}
