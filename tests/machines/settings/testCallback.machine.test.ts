// Test callback: its shortest paths; a sent delivery goes on top of the list, which stays short.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureDelivered, fixtureDeliveries } from '@machines/settings/fixtures';
import { testCallbackMachine } from '@machines/settings/testCallback.machine';
import type { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import { CALLBACK_DELIVERIES_SHOWN } from '@schemas/tunables';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('testCallback paths', () => {
  replayShortestPaths(catalogEntry('testCallback'), { minPaths: 3 });
});

describe('testCallback', () => {
  it('lists a sent delivery first and keeps at most the number shown', async () => {
    const many = Array.from({ length: CALLBACK_DELIVERIES_SHOWN }, (_, index) => ({ ...fixtureDelivered, id: `old-${index}` }));
    const machine = testCallbackMachine.provide({
      actors: {
        loadDeliveries: fromPromise<CallbackDeliveries>(async () => ({ ...fixtureDeliveries, deliveries: many })),
        sendCallback: fromPromise<CallbackDelivery>(async () => ({ ...fixtureDelivered, id: 'new' })),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'testCallback.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.last !== null);
    const { deliveries, last } = actor.getSnapshot().context;
    expect(last?.id).toBe('new');
    expect(deliveries.map((item) => item.id)).toEqual(['new', ...many.slice(0, -1).map((item) => item.id)]);
  });
});
