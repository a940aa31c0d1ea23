// The delivery address change: its shortest paths, and with real actors: validation with the
// address book's rules, 409 with its own reason, the typed address kept after a failure, and the
// read-back when no answer came.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureHttpError } from '@machines/account/fixtures';
import { deliveryAddressChangeMachine, type DeliveryAddressChangeInput } from '@machines/orders/deliveryAddressChange.machine';
import { fixtureChangedOrder, fixtureDeliveryAddress, fixtureDetailOrder, fixtureNoResponse } from '@machines/orders/fixtures';
import { formOf, validateAddressForm } from '@machines/shared/addressForm';
import type { DeliveryAddress, Order } from '@schemas/orderModel';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('deliveryAddressChange paths', () => {
  replayShortestPaths(catalogEntry('deliveryAddressChange'), { minPaths: 6 });
});

const input: DeliveryAddressChangeInput = {
  orderCode: 'SO-1',
  status: 'Confirmed',
  deliveryType: 'Home',
  address: fixtureDeliveryAddress,
};

function change(
  put: (address: DeliveryAddress) => Promise<Order>,
  read: () => Promise<Order> = async () => fixtureDetailOrder,
  given: DeliveryAddressChangeInput = input,
) {
  const machine = deliveryAddressChangeMachine.provide({
    actors: {
      changeAddress: fromPromise<Order, { orderCode: string; address: DeliveryAddress }>(({ input: sent }) => put(sent.address)),
      readOrder: fromPromise<Order, { orderCode: string }>(() => read()),
    },
  });
  const actor = createActor(machine, { input: given }).start();
  const changed: Order[] = [];
  actor.on('deliveryAddress.changed', (event) => changed.push(event.order));
  return { actor, changed };
}

describe('deliveryAddressChange', () => {
  it('is offered only for Home delivery before production', () => {
    const home = change(async () => fixtureChangedOrder);
    expect(home.actor.getSnapshot().can({ type: 'deliveryAddressChange.start' })).toBe(true);
    const producing = change(async () => fixtureChangedOrder, undefined, { ...input, status: 'ProductionStarted' });
    expect(producing.actor.getSnapshot().can({ type: 'deliveryAddressChange.start' })).toBe(false);
    const pickup = change(async () => fixtureChangedOrder, undefined, { ...input, deliveryType: 'PickupPoint' });
    expect(pickup.actor.getSnapshot().can({ type: 'deliveryAddressChange.start' })).toBe(false);
  });

  it('checks the form with the address book’s messages', () => {
    const form = { ...formOf(fixtureDeliveryAddress), street: '1', houseNumber: 'x', postalCode: '123', phoneNumber: '12', city: ' ' };
    expect(validateAddressForm(form, fixtureDeliveryAddress.countryCode)).toEqual({
      street: 'street',
      houseNumber: 'houseNumber',
      postalCode: 'postalCode',
      phoneNumber: 'phone',
      city: 'required',
    });
    expect(validateAddressForm(formOf(fixtureDeliveryAddress), fixtureDeliveryAddress.countryCode)).toEqual({});
  });

  it('does not send an invalid address', () => {
    const { actor } = change(async () => fixtureChangedOrder);
    actor.send({ type: 'deliveryAddressChange.start' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'postalCode', value: '1234 AB' });
    actor.send({ type: 'deliveryAddressChange.submit' });
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ postalCode: 'postalCode' });
  });

  it('checks a field again on leaving it, but only after the first submit', () => {
    const { actor } = change(async () => fixtureChangedOrder);
    actor.send({ type: 'deliveryAddressChange.start' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'postalCode', value: 'SW1A' });
    actor.send({ type: 'deliveryAddressChange.blur', field: 'postalCode' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'deliveryAddressChange.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ postalCode: 'postalCode' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'phoneNumber', value: '12345' });
    actor.send({ type: 'deliveryAddressChange.blur', field: 'phoneNumber' });
    expect(actor.getSnapshot().context.errors).toEqual({ postalCode: 'postalCode', phoneNumber: 'phone' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'postalCode', value: 'SW1A 2AA' });
    actor.send({ type: 'deliveryAddressChange.blur', field: 'postalCode' });
    expect(actor.getSnapshot().context.errors).toEqual({ phoneNumber: 'phone' });
  });

  it('sends the trimmed address and announces the updated order', async () => {
    const sent: DeliveryAddress[] = [];
    const { actor, changed } = change(async (address) => {
      sent.push(address);
      return fixtureChangedOrder;
    });
    actor.send({ type: 'deliveryAddressChange.start' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'street', value: '  Baker Street ' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'houseNumber', value: '221' });
    actor.send({ type: 'deliveryAddressChange.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));
    expect(sent).toEqual([{ ...fixtureDeliveryAddress, street: 'Baker Street', houseNumber: '221' }]);
    expect(changed).toEqual([fixtureChangedOrder]);
    expect(actor.getSnapshot().context.current).toEqual(fixtureChangedOrder.deliveryAddress);
  });

  it('on 409 says the order is in production, keeps the typed address and offers no resend', async () => {
    const { actor } = change(async () => {
      throw fixtureHttpError('PUT', '/x', 409);
    });
    actor.send({ type: 'deliveryAddressChange.start' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'street', value: 'Baker Street' });
    actor.send({ type: 'deliveryAddressChange.submit' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('RequestFailed'));
    expect(failed.context.failure).toBe('inProduction');
    expect(failed.context.form.street).toBe('Baker Street');
    expect(failed.can({ type: 'deliveryAddressChange.submit' })).toBe(false);
    actor.send({ type: 'deliveryAddressChange.cancel' });
    expect(actor.getSnapshot().can({ type: 'deliveryAddressChange.start' })).toBe(false);
  });

  it('after another failure keeps the typed address and sends it again', async () => {
    let fail = true;
    const { actor } = change(async () => {
      if (fail) throw fixtureHttpError('PUT', '/x', 500);
      return fixtureChangedOrder;
    });
    actor.send({ type: 'deliveryAddressChange.start' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'street', value: 'Baker Street' });
    actor.send({ type: 'deliveryAddressChange.submit' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('RequestFailed'));
    expect(failed.context).toMatchObject({ failure: 'other', form: { street: 'Baker Street' } });
    fail = false;
    actor.send({ type: 'deliveryAddressChange.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));
  });

  it('with no answer reads the order back: the sent address there means it was changed', async () => {
    const { actor, changed } = change(
      async () => {
        throw fixtureNoResponse;
      },
      async () => fixtureChangedOrder,
    );
    actor.send({ type: 'deliveryAddressChange.start' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'street', value: 'Baker Street' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'houseNumber', value: '221' });
    actor.send({ type: 'deliveryAddressChange.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));
    expect(changed).toEqual([fixtureChangedOrder]);
  });

  it('with no answer and the old address read back, the change failed', async () => {
    const { actor } = change(async () => {
      throw fixtureNoResponse;
    });
    actor.send({ type: 'deliveryAddressChange.start' });
    actor.send({ type: 'deliveryAddressChange.edit', field: 'street', value: 'Baker Street' });
    actor.send({ type: 'deliveryAddressChange.submit' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('RequestFailed'));
    expect(failed.context).toMatchObject({ failure: 'other', form: { street: 'Baker Street' } });
  });
});
