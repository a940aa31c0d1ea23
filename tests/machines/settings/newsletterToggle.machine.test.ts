// Newsletter: its shortest paths; a failed save keeps the choice shown and Try again sends it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureCustomerServerError, fixtureSettingsCustomer } from '@machines/settings/fixtures';
import { newsletterToggleMachine } from '@machines/settings/newsletterToggle.machine';
import type { Customer } from '@schemas/customer';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('newsletterToggle paths', () => {
  replayShortestPaths(catalogEntry('newsletterToggle'), { minPaths: 3 });
});

describe('newsletterToggle', () => {
  it('keeps the choice after a failure, and Try again saves it', async () => {
    let fail = true;
    const sent: boolean[] = [];
    const machine = newsletterToggleMachine.provide({
      actors: {
        saveNewsletter: fromPromise<Customer, { subscribed: boolean }>(async ({ input }) => {
          sent.push(input.subscribed);
          if (fail) throw fixtureCustomerServerError;
          return { ...fixtureSettingsCustomer, newsletter: input.subscribed };
        }),
      },
    });
    const actor = createActor(machine, { input: { subscribed: false } }).start();
    actor.send({ type: 'newsletterToggle.set', subscribed: true });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context).toEqual({ subscribed: false, wanted: true });
    fail = false;
    actor.send({ type: 'newsletterToggle.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context).toEqual({ subscribed: true, wanted: null });
    expect(sent).toEqual([true, true]);
  });
});
