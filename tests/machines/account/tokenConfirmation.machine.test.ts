// The confirm-by-token machines of the mailed links (e-mail change and account deletion, one factory)
// and the double opt-in: their shortest paths, and what they do on entering success and failure.
import { describe, expect, it, vi } from 'vitest';

import { createActor, fromPromise, waitFor } from 'xstate';

import { accountDeletionConfirmationMachine } from '@machines/account/accountDeletionConfirmation.machine';
import { doubleOptInMachine } from '@machines/account/doubleOptIn.machine';
import { emailChangeConfirmationMachine } from '@machines/account/emailChangeConfirmation.machine';

import { fixtureHttpError } from '@machines/account/fixtures';
import { catalogEntry } from '../../fixtures/catalog';

import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('emailChangeConfirmation paths', () => {
  replayShortestPaths(catalogEntry('emailChangeConfirmation'), { minPaths: 1 });
});
describe('accountDeletionConfirmation paths', () => {
  replayShortestPaths(catalogEntry('accountDeletionConfirmation'), { minPaths: 1 });
});
describe('doubleOptIn paths', () => {
  replayShortestPaths(catalogEntry('doubleOptIn'), { minPaths: 1 });
});

describe('confirmation machines', () => {
  it.each([
    ['emailChangeConfirmation', emailChangeConfirmationMachine, 'changeEmailSuccess', 'changeEmailError'],
    ['accountDeletionConfirmation', accountDeletionConfirmationMachine, 'accountDeleted', 'deleteAccountError'],
  ] as const)('%s: success signs out to %s; failure and a missing token redirect to %s', async (_id, base, returnTo, errorPath) => {
    const run = async (token: string | null, outcome: 'ok' | 'fail') => {
      const confirm = vi.fn(async () => {
        if (outcome === 'fail') throw fixtureHttpError('POST', '/x', 404);
        return undefined;
      });
      const signOut = vi.fn();
      const redirect = vi.fn();
      const machine = base.provide({
        actors: { confirmToken: fromPromise(confirm) },
        actions: {
          signOut: (_, params: { returnTo: string }) => signOut(params.returnTo),
          redirect: (_, params: { to: string }) => redirect(params.to),
        },
      });
      const actor = createActor(machine, { input: { token } }).start();
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      return { confirm, signOut, redirect };
    };
    const ok = await run('t', 'ok');
    expect(ok.signOut).toHaveBeenCalledWith(returnTo);
    expect(ok.redirect).not.toHaveBeenCalled();
    const bad = await run('t', 'fail');
    expect(bad.redirect).toHaveBeenCalledWith(errorPath);
    expect(bad.signOut).not.toHaveBeenCalled();
    const missing = await run(null, 'ok');
    expect(missing.confirm).not.toHaveBeenCalled();
    expect(missing.redirect).toHaveBeenCalledWith(errorPath);
  });

  it('doubleOptIn needs both token and e-mail before it calls the gateway', async () => {
    const run = async (input: { token: string | null; email: string | null }) => {
      const confirm = vi.fn(async () => undefined);
      const redirect = vi.fn();
      const machine = doubleOptInMachine.provide({
        actors: { confirmSubscription: fromPromise(confirm) },
        actions: { redirect: (_, params: { to: string }) => redirect(params.to) },
      });
      const actor = createActor(machine, { input }).start();
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      return { confirm, redirect };
    };
    const ok = await run({ token: 't', email: 'a@example.com' });
    expect(ok.redirect).toHaveBeenCalledWith('doubleOptInConfirmationSuccess');
    for (const input of [
      { token: null, email: 'a@example.com' },
      { token: 't', email: null },
      { token: 't', email: '  ' },
    ]) {
      const missing = await run(input);
      expect(missing.confirm).not.toHaveBeenCalled();
      expect(missing.redirect).toHaveBeenCalledWith('doubleOptInConfirmationError');
    }
  });
});
