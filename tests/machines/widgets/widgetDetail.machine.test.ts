// Online product page load: its shortest paths, and putting a product online.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureDetail } from '@machines/widgets/fixtures';
import { widgetDetailMachine, type WidgetDetail } from '@machines/widgets/widgetDetail.machine';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('widgetDetail paths', () => {
  replayShortestPaths(catalogEntry('widgetDetail'), { minPaths: 4 });
});

describe('widgetDetail', () => {
  it('offers to put a product online that is not, and shows it once it is', async () => {
    const created: string[] = [];
    const machine = widgetDetailMachine.provide({
      actors: {
        loadWidget: fromPromise<WidgetDetail | null, { productCode: string }>(async () => null),
        createWidget: fromPromise<WidgetDetail, { productCode: string }>(async ({ input }) => {
          created.push(input.productCode);
          return fixtureDetail;
        }),
      },
    });
    const actor = createActor(machine, { input: { productCode: 'SO-1-1' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('NotOnline'));
    expect(actor.getSnapshot().can({ type: 'widgetDetail.create' })).toBe(true);
    actor.send({ type: 'widgetDetail.create' });
    await waitFor(actor, (snapshot) => snapshot.matches('Finished'));
    expect(created).toEqual(['SO-1-1']);
    expect(actor.getSnapshot().context.detail).toEqual(fixtureDetail);
  });
});
