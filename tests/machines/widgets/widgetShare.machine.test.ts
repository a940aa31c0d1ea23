// Widget share: its shortest paths, the form's checks, what is sent, and what a failure keeps.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureShareBlocked, fixtureWidgetId } from '@machines/widgets/fixtures';
import { validateShareForm, widgetShareMachine, type ShareRequest } from '@machines/widgets/widgetShare.machine';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('widgetShare paths', () => {
  replayShortestPaths(catalogEntry('widgetShare'), { minPaths: 4 });
});

function share(answer: (request: ShareRequest) => Promise<undefined>) {
  const machine = widgetShareMachine.provide({ actors: { share: fromPromise<undefined, ShareRequest>(({ input }) => answer(input)) } });
  return createActor(machine, { input: { widgetId: fixtureWidgetId, vendorId: 'albelli', fromName: 'Anna Jansen' } }).start();
}

/** The share form on a service that answers at once and keeps what it was sent. */
function recording() {
  const sent: ShareRequest[] = [];
  const actor = share(async (request) => {
    sent.push(request);
    return undefined;
  });
  return { actor, sent };
}

describe('widgetShare', () => {
  it('takes the sender’s name as given (not a field of the form) and leaves the message empty', () => {
    const actor = share(async () => undefined);
    expect(actor.getSnapshot().context.form).toEqual({ toEmailAddress: '', personalMessage: '' });
    expect(actor.getSnapshot().context.fromName).toBe('Anna Jansen');
  });

  it('checks the recipient and the message (no links)', () => {
    expect(validateShareForm({ toEmailAddress: '', personalMessage: '' })).toEqual({ toEmailAddress: 'required' });
    expect(validateShareForm({ toEmailAddress: 'friend@', personalMessage: '' })).toEqual({ toEmailAddress: 'invalid' });
    for (const personalMessage of ['See https://example.com', 'www.example.com', 'go to shop-deals.example now', 'javascript:alert(1)']) {
      expect(validateShareForm({ toEmailAddress: 'friend@example.com', personalMessage })).toEqual({ personalMessage: 'links' });
    }
    expect(validateShareForm({ toEmailAddress: 'friend@example.com', personalMessage: 'Rome, e.g. the 3.5 km walk :)' })).toEqual({});
  });

  it('sends nothing while the form has a problem, and shows it', () => {
    const { actor, sent } = recording();
    actor.send({ type: 'widgetShare.edit', field: 'toEmailAddress', value: 'friend@' });
    actor.send({ type: 'widgetShare.submit' });
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ toEmailAddress: 'invalid' });
    expect(sent).toEqual([]);
  });

  /** A recipient with spaces around and a message with markup typed, sent and shared. */
  async function sharedToFriend() {
    const run = recording();
    run.actor.send({ type: 'widgetShare.edit', field: 'toEmailAddress', value: ' friend@example.com ' });
    run.actor.send({ type: 'widgetShare.edit', field: 'personalMessage', value: '<img src=x onerror=alert(1)>' });
    run.actor.send({ type: 'widgetShare.submit' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('Shared'));
    return run;
  }

  it('sends the typed share (trimmed recipient, message as typed) and says to whom', async () => {
    const { actor, sent } = await sharedToFriend();
    expect(sent).toEqual([
      {
        widgetId: fixtureWidgetId,
        vendorId: 'albelli',
        fromName: 'Anna Jansen',
        personalMessage: '<img src=x onerror=alert(1)>',
        toEmailAddress: 'friend@example.com',
      },
    ]);
    expect(actor.getSnapshot().context.sentTo).toBe('friend@example.com');
  });

  it('is ready for another recipient after a share, keeping the message', async () => {
    const { actor } = await sharedToFriend();
    actor.send({ type: 'widgetShare.another' });
    expect(actor.getSnapshot().context.form).toEqual({ toEmailAddress: '', personalMessage: '<img src=x onerror=alert(1)>' });
  });

  it('sends the vendor the merchandise service names once it answers, keeping what was typed meanwhile', async () => {
    const { actor, sent } = recording();
    actor.send({ type: 'widgetShare.edit', field: 'toEmailAddress', value: 'friend@example.com' });
    actor.send({ type: 'widgetShare.vendor', vendorId: 'bonusprint' });
    expect(actor.getSnapshot().context.form.toEmailAddress).toBe('friend@example.com');
    actor.send({ type: 'widgetShare.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shared'));
    expect(sent.map((request) => request.vendorId)).toEqual(['bonusprint']);
  });

  it('keeps everything typed after a failure, says why, and Try again sends it again', async () => {
    let fail = true;
    const actor = share(async () => {
      if (fail) throw fixtureShareBlocked;
      return undefined;
    });
    actor.send({ type: 'widgetShare.edit', field: 'toEmailAddress', value: 'friend@example.com' });
    actor.send({ type: 'widgetShare.edit', field: 'personalMessage', value: 'Hi!' });
    actor.send({ type: 'widgetShare.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('RequestFailed'));
    expect(actor.getSnapshot().context.failure).toBe('blocked');
    expect(actor.getSnapshot().context.form).toEqual({ toEmailAddress: 'friend@example.com', personalMessage: 'Hi!' });
    fail = false;
    actor.send({ type: 'widgetShare.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shared'));
  });
});
