// Widget delete: its shortest paths, and the announcement the page goes back to the list on.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureDeleteServerError } from '@machines/widgets/fixtures';
import { widgetDeleteMachine } from '@machines/widgets/widgetDelete.machine';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('widgetDelete paths', () => {
  replayShortestPaths(catalogEntry('widgetDelete'), { minPaths: 3 });
});

describe('widgetDelete', () => {
  it('deletes only after confirming, stays open on failure, and announces the delete', async () => {
    let fail = true;
    const deleted: string[] = [];
    const machine = widgetDeleteMachine.provide({
      actors: {
        act: fromPromise<undefined, { productCode: string }>(async ({ input }) => {
          if (fail) throw fixtureDeleteServerError;
          deleted.push(input.productCode);
          return undefined;
        }),
      },
    });
    const actor = createActor(machine, { input: { productCode: 'SO-1-1' } }).start();
    const announced: string[] = [];
    actor.on('widgetDelete.done', (event) => announced.push(event.productCode));
    expect(actor.getSnapshot().can({ type: 'widgetDelete.confirm' })).toBe(false);
    actor.send({ type: 'widgetDelete.open' });
    actor.send({ type: 'widgetDelete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    expect(announced).toEqual([]);
    fail = false;
    actor.send({ type: 'widgetDelete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(deleted).toEqual(['SO-1-1']);
    expect(announced).toEqual(['SO-1-1']);
  });
});
