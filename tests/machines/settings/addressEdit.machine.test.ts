// The address add / change: its shortest paths, and with real actors: the form checked by the
// chosen country's rules on submit and on leaving a field after that, what was typed kept after a
// failed save, and an address the customer does not have shown as not found.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressEditMachine, type AddressEditInput, type SaveAddressInput } from '@machines/settings/addresses/addressEdit.machine';
import { fixtureAddressesServerError, fixtureAddressNotFound, fixtureWorkAddress } from '@machines/settings/addresses/fixtures';
import { ADDRESS_FORM_FIELDS, type AddressForm } from '@machines/shared/addressForm';
import type { Address } from '@schemas/address';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('addressEdit paths', () => {
  replayShortestPaths(catalogEntry('addressEdit'), { minPaths: 3 });
});

function edit(
  input: AddressEditInput,
  save: (sent: SaveAddressInput) => Promise<Address>,
  load: () => Promise<Address> = async () => fixtureWorkAddress,
) {
  const machine = addressEditMachine.provide({
    actors: {
      loadAddress: fromPromise<Address, { addressId: string }>(() => load()),
      saveAddress: fromPromise<Address, SaveAddressInput>(({ input: sent }) => save(sent)),
    },
  });
  const actor = createActor(machine, { input }).start();
  const saved: Address[] = [];
  actor.on('addressEdit.saved', (event) => saved.push(event.address));
  return { actor, saved };
}

const fill = (actor: ReturnType<typeof edit>['actor'], values: Partial<AddressForm>) => {
  for (const field of ADDRESS_FORM_FIELDS) {
    const value = values[field];
    if (value !== undefined) actor.send({ type: 'addressEdit.edit', field, value });
  }
};
const dutch = { firstName: 'Lotte', lastName: 'Visser', street: 'Grote Markt', houseNumber: '8', postalCode: '9711 LV', city: 'Groningen' };

describe('addressEdit', () => {
  it('adds a new address in the given country, trimmed, and announces it', async () => {
    const sent: SaveAddressInput[] = [];
    const { actor, saved } = edit({ countryCode: 'NL' }, async (input) => {
      sent.push(input);
      return { ...fixtureWorkAddress, ...input.address, id: 'new' };
    });
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    fill(actor, { ...dutch, city: ' Groningen ' });
    actor.send({ type: 'addressEdit.submit' });
    await waitFor(actor, (s) => s.matches('SuccessfulUpdate'));
    expect(sent).toEqual([
      { addressId: null, address: expect.objectContaining({ city: 'Groningen', countryCode: 'NL', isDefault: false }) },
    ]);
    expect(saved.map((a) => a.id)).toEqual(['new']);
  });

  /** A Dutch address with a postcode starting with 0 typed, and the postcode field left. */
  function wrongPostcodeLeft() {
    const run = edit({ countryCode: 'NL' }, async () => fixtureWorkAddress);
    fill(run.actor, { ...dutch, postalCode: '0123 AB' });
    run.actor.send({ type: 'addressEdit.blur', field: 'postalCode' });
    return run;
  }

  it('checks the form on submit, and a left field again only after the first submit', () => {
    const { actor } = wrongPostcodeLeft();
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'addressEdit.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ postalCode: 'postalCode' });
    actor.send({ type: 'addressEdit.edit', field: 'phoneNumber', value: '12345' });
    actor.send({ type: 'addressEdit.blur', field: 'phoneNumber' });
    expect(actor.getSnapshot().context.errors).toEqual({ postalCode: 'postalCode', phoneNumber: 'phone' });
  });

  it('checks the form by the chosen country’s rules', () => {
    const { actor } = wrongPostcodeLeft();
    actor.send({ type: 'addressEdit.submit' });
    actor.send({ type: 'addressEdit.edit', field: 'phoneNumber', value: '12345' });
    actor.send({ type: 'addressEdit.blur', field: 'phoneNumber' });
    // a British postcode and no street number are right once the country is Britain
    actor.send({ type: 'addressEdit.edit', field: 'postalCode', value: 'SW1A 1AA' });
    actor.send({ type: 'addressEdit.edit', field: 'houseNumber', value: '' });
    actor.send({ type: 'addressEdit.edit', field: 'phoneNumber', value: '020 7946 0958' });
    actor.send({ type: 'addressEdit.country', countryCode: 'GB' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'addressEdit.country', countryCode: 'NL' });
    expect(actor.getSnapshot().context.errors).toEqual({ houseNumber: 'houseNumber', postalCode: 'postalCode', phoneNumber: 'phone' });
  });

  it('keeps what was typed after a failed save, and sends it again', async () => {
    let calls = 0;
    const { actor } = edit({ addressId: fixtureWorkAddress.id, countryCode: 'NL' }, async (input) => {
      calls += 1;
      if (calls === 1) throw fixtureAddressesServerError;
      return { ...fixtureWorkAddress, ...input.address };
    });
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'addressEdit.edit', field: 'street', value: 'Vismarkt' });
    actor.send({ type: 'addressEdit.submit' });
    await waitFor(actor, (s) => s.matches('RequestFailed'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'other', form: { street: 'Vismarkt', companyName: 'Visser Foto B.V.' } });
    actor.send({ type: 'addressEdit.submit' });
    await waitFor(actor, (s) => s.matches('SuccessfulUpdate'));
    expect(calls).toBe(2);
  });

  it('keeps the default flag of the address it changes', async () => {
    const sent: SaveAddressInput[] = [];
    const { actor } = edit(
      { addressId: fixtureWorkAddress.id, countryCode: 'NL' },
      async (input) => {
        sent.push(input);
        return fixtureWorkAddress;
      },
      async () => ({ ...fixtureWorkAddress, isDefault: true }),
    );
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'addressEdit.submit' });
    await waitFor(actor, (s) => s.matches('SuccessfulUpdate'));
    expect(sent[0]).toMatchObject({ addressId: fixtureWorkAddress.id, address: { isDefault: true } });
  });

  it('shows an address the customer does not have as not found', async () => {
    const missing = edit(
      { addressId: 'nope', countryCode: 'NL' },
      async () => fixtureWorkAddress,
      async () => {
        throw fixtureAddressNotFound;
      },
    );
    await waitFor(missing.actor, (s) => s.matches('NotFound'));
  });

  it('offers Try again after another load failure, and loads the address', async () => {
    let loads = 0;
    const flaky = edit(
      { addressId: fixtureWorkAddress.id, countryCode: 'NL' },
      async () => fixtureWorkAddress,
      async () => {
        loads += 1;
        if (loads === 1) throw fixtureAddressesServerError;
        return fixtureWorkAddress;
      },
    );
    await waitFor(flaky.actor, (s) => s.matches('LoadFailed'));
    flaky.actor.send({ type: 'addressEdit.retry' });
    await waitFor(flaky.actor, (s) => s.matches('Editing'));
    expect(flaky.actor.getSnapshot().context.form.street).toBe('Oudegracht');
  });
});
