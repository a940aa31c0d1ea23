// The e-mail change machine: its shortest paths, and what they do not show: the failure reasons
// and the trimmed address.
import { describe, expect, it, vi } from 'vitest';

import { createActor, fromPromise, waitFor } from 'xstate';
import { emailChangeFailureOf, emailChangeMachine } from '@machines/account/emailChange.machine';
import { fixtureHttpError } from '@machines/account/fixtures';
import { catalogEntry } from '../../fixtures/catalog';

import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('emailChange paths', () => {
  replayShortestPaths(catalogEntry('emailChange'), { minPaths: 1 });
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
