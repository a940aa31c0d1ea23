// The address delete: its shortest paths, and with a real actor: the dialog stays open with its
// error after a failure, and an address already gone counts as deleted.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressDeleteMachine } from '@machines/settings/addresses/addressDelete.machine';
import { fixtureAddressDeleteServerError, fixtureAddressGone, fixtureWorkAddress } from '@machines/settings/addresses/fixtures';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('addressDelete paths', () => {
  replayShortestPaths(catalogEntry('addressDelete'), { minPaths: 3 });
});

function deleting(answers: unknown[]) {
  const machine = addressDeleteMachine.provide({
    actors: {
      act: fromPromise<undefined, { addressId: string }>(async () => {
        const answer = answers.shift();
        if (answer) throw answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  const deleted: string[] = [];
  actor.on('addressDelete.done', (event) => deleted.push(event.addressId));
  return { actor, deleted };
}

describe('addressDelete', () => {
  it('stays open with its error after a failure, then deletes on the next confirm', async () => {
    const { actor, deleted } = deleting([fixtureAddressDeleteServerError, undefined]);
    actor.send({ type: 'addressDelete.open', addressId: fixtureWorkAddress.id });
    actor.send({ type: 'addressDelete.confirm' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(deleted).toEqual([]);
    actor.send({ type: 'addressDelete.confirm' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(deleted).toEqual([fixtureWorkAddress.id]);
  });

  it('counts an address that is already gone as deleted', async () => {
    const { actor, deleted } = deleting([fixtureAddressGone]);
    actor.send({ type: 'addressDelete.open', addressId: fixtureWorkAddress.id });
    actor.send({ type: 'addressDelete.confirm' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(deleted).toEqual([fixtureWorkAddress.id]);
  });

  it('cancel closes without deleting', () => {
    const { actor, deleted } = deleting([]);
    actor.send({ type: 'addressDelete.open', addressId: fixtureWorkAddress.id });
    actor.send({ type: 'addressDelete.cancel' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(deleted).toEqual([]);
  });
});
