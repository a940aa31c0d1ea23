// Payment method: its shortest paths; saving only a changed choice; a failed save keeps the choice.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixturePaymentMethods, fixturePreferredRefused } from '@machines/settings/fixtures';
import { paymentMethodChangeMachine } from '@machines/settings/paymentMethodChange.machine';
import type { PaymentMethodCode, PaymentMethods } from '@schemas/paymentMethods';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('paymentMethodChange paths', () => {
  replayShortestPaths(catalogEntry('paymentMethodChange'), { minPaths: 4 });
});

describe('paymentMethodChange', () => {
  it('saves only a choice other than the saved one, and keeps it after a failure', async () => {
    let fail = true;
    const machine = paymentMethodChangeMachine.provide({
      actors: {
        loadMethods: fromPromise<PaymentMethods>(async () => fixturePaymentMethods),
        savePreferred: fromPromise<PaymentMethods, { code: PaymentMethodCode }>(async ({ input }) => {
          if (fail) throw fixturePreferredRefused;
          return { ...fixturePaymentMethods, preferred: input.code };
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('Editing'));
    expect(actor.getSnapshot().can({ type: 'paymentMethodChange.submit' })).toBe(false);
    actor.send({ type: 'paymentMethodChange.choose', code: 'klarna' });
    actor.send({ type: 'paymentMethodChange.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('RequestFailed'));
    expect(actor.getSnapshot().context.chosen).toBe('klarna');
    fail = false;
    actor.send({ type: 'paymentMethodChange.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));
    expect(actor.getSnapshot().context.methods?.preferred).toBe('klarna');
  });
});
