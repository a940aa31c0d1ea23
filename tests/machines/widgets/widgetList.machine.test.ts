// Online products list: its shortest paths, and the list it carries.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureWidgets } from '@machines/widgets/fixtures';
import { widgetListMachine } from '@machines/widgets/widgetList.machine';
import type { WidgetItem } from '@schemas/widgets';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('widgetList paths', () => {
  replayShortestPaths(catalogEntry('widgetList'), { minPaths: 3 });
});

describe('widgetList', () => {
  it('loads the widgets, and Try again after a failure loads them', async () => {
    let fail = true;
    const machine = widgetListMachine.provide({
      actors: {
        load: fromPromise<WidgetItem[]>(async () => {
          if (fail) throw new Error('GET /api/widgets/v1/widget/all failed with 500');
          return fixtureWidgets;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'widgetList.load' });
    await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    fail = false;
    actor.send({ type: 'widgetList.reload' });
    await waitFor(actor, (snapshot) => snapshot.matches('Finished'));
    expect(actor.getSnapshot().context.data?.map((widget) => widget.productCode)).toEqual(['SO-1-1', 'SO-2-1']);
  });
});
