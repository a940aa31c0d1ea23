// The address book: its shortest paths, and with real actors: Try again after a failed load, the
// default moved, and a failed default change keeping the list as it was.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressBookMachine } from '@machines/settings/addresses/addressBook.machine';
import {
  fixtureAddresses,
  fixtureAddressesServerError,
  fixtureAddressesWorkDefault,
  fixtureWorkAddress,
} from '@machines/settings/addresses/fixtures';
import type { Address } from '@schemas/address';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('addressBook paths', () => {
  replayShortestPaths(catalogEntry('addressBook'), { minPaths: 3 });
});

function book(loads: (Address[] | Error)[], makeDefault: (address: Address | null) => Promise<Address[]>) {
  const machine = addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise<Address[]>(async () => {
        const answer = loads.shift();
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
      makeDefault: fromPromise<Address[], { address: Address | null }>(({ input }) => makeDefault(input.address)),
    },
  });
  return createActor(machine).start();
}

describe('addressBook', () => {
  it('offers Try again after a failed load', async () => {
    const actor = book([fixtureAddressesServerError, fixtureAddresses], async () => fixtureAddresses);
    await waitFor(actor, (s) => s.matches('Failed'));
    actor.send({ type: 'addressBook.retry' });
    await waitFor(actor, (s) => s.matches('Finished'));
    expect(actor.getSnapshot().context.addresses).toEqual(fixtureAddresses);
  });

  it('moves the default to the chosen address', async () => {
    const sent: (Address | null)[] = [];
    const actor = book([fixtureAddresses], async (address) => {
      sent.push(address);
      return fixtureAddressesWorkDefault;
    });
    await waitFor(actor, (s) => s.matches('Finished'));
    actor.send({ type: 'addressBook.makeDefault', addressId: fixtureWorkAddress.id });
    await waitFor(actor, (s) => s.matches({ Finished: 'idle' }));
    expect(sent).toEqual([fixtureWorkAddress]);
    expect(
      actor
        .getSnapshot()
        .context.addresses.filter((a) => a.isDefault)
        .map((a) => a.id),
    ).toEqual([fixtureWorkAddress.id]);
  });

  it('keeps the list as it was when the default could not be changed', async () => {
    const actor = book([fixtureAddresses], async () => {
      throw fixtureAddressesServerError;
    });
    await waitFor(actor, (s) => s.matches('Finished'));
    actor.send({ type: 'addressBook.makeDefault', addressId: fixtureWorkAddress.id });
    await waitFor(actor, (s) => s.matches({ Finished: 'defaultFailed' }));
    expect(actor.getSnapshot().context.addresses).toEqual(fixtureAddresses);
    expect(actor.getSnapshot().context.pendingDefault?.id).toBe(fixtureWorkAddress.id);
  });

  it('drops a deleted address from the list', async () => {
    const actor = book([fixtureAddresses], async () => fixtureAddresses);
    await waitFor(actor, (s) => s.matches('Finished'));
    actor.send({ type: 'addressBook.removed', addressId: fixtureWorkAddress.id });
    expect(actor.getSnapshot().context.addresses.map((a) => a.id)).toEqual([fixtureAddresses[0]?.id]);
  });
});
