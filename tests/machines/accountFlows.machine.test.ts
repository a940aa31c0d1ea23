// The account-flow machines (e-mail change, account deletion, double opt-in): their shortest paths
// replayed here on their own (tests/machines/paths.test.ts replays every catalogued machine too),
// and the behaviour the paths do not show: the failure reasons, the guards, and what the
// confirmation machines do on entering success and failure.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountDeletionConfirmationMachine } from '@machines/accountDeletionConfirmation.machine';
import { findEntry } from '@machines/catalog';
import { doubleOptInMachine } from '@machines/doubleOptIn.machine';
import { emailChangeFailureOf, emailChangeMachine } from '@machines/emailChange.machine';
import { emailChangeConfirmationMachine } from '@machines/emailChangeConfirmation.machine';
import { fixtureHttpError } from '@machines/fixtures/accountFlows';
import { machinePaths } from '@machines/paths';

const ids = ['emailChange', 'emailChangeConfirmation', 'accountDeletion', 'accountDeletionConfirmation', 'doubleOptIn'];

describe.each(ids)('%s paths', (id) => {
  const entry = findEntry(id);
  if (!entry) throw new Error(`${id} is not catalogued`);
  const paths = machinePaths(entry);
  const provided = entry.machine.provide({ actors: entry.fixtures.actors });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(provided, { input: path.input }).start();
    for (const step of path.steps) {
      actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(step.state);
      expect(actor.getSnapshot().context).toEqual(step.context);
    }
    actor.stop();
  });
});

describe('emailChange', () => {
  it('tells 409 and 429 apart from everything else', () => {
    expect(emailChangeFailureOf(fixtureHttpError('POST', '/x', 409))).toBe('inUse');
    expect(emailChangeFailureOf(fixtureHttpError('POST', '/x', 429))).toBe('tooManyRequests');
    expect(emailChangeFailureOf(fixtureHttpError('POST', '/x', 500))).toBe('other');
    expect(emailChangeFailureOf(new Error('no response'))).toBe('other');
    expect(emailChangeFailureOf('oops')).toBe('other');
  });

  it('sends the trimmed address and reports a failure', async () => {
    const request = vi.fn(async (_email: string) => {
      throw fixtureHttpError('POST', '/x', 409);
    });
    const reportFailure = vi.fn();
    const machine = emailChangeMachine.provide({
      actors: { requestEmailChange: fromPromise<undefined, { email: string }>(async ({ input }) => request(input.email)) },
      actions: { reportFailure },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'emailChange.edit', email: '  new@example.com ' });
    actor.send({ type: 'emailChange.submit' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(request).toHaveBeenCalledWith('new@example.com');
    expect(failed.context).toMatchObject({ failure: 'inUse', requestedEmail: 'new@example.com' });
    expect(reportFailure).toHaveBeenCalledTimes(1);
  });
});

describe('confirmation machines', () => {
  it.each([
    ['emailChangeConfirmation', emailChangeConfirmationMachine, '/change-email-success', '/change-email-error'],
    ['accountDeletionConfirmation', accountDeletionConfirmationMachine, '/account-deleted', '/delete-account-error'],
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
    expect(ok.redirect).toHaveBeenCalledWith('/subscription-confirmation-success');
    for (const input of [
      { token: null, email: 'a@example.com' },
      { token: 't', email: null },
      { token: 't', email: '  ' },
    ]) {
      const missing = await run(input);
      expect(missing.confirm).not.toHaveBeenCalled();
      expect(missing.redirect).toHaveBeenCalledWith('/subscription-confirmation-error');
    }
  });
});
