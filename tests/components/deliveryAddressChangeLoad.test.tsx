// The delivery address change's code (its machine, its form and the address rules with their phone
// metadata) is a chunk of its own that an order's page loads once it is drawn and the browser idle
// (src/features/orders/detail/DeliveryAddressChange.tsx). Here the browser is never idle: until the
// customer asks, the page shows the address and what is offered under it, without the change's
// machine; one click on “Change delivery address” loads the code and opens the form, with no
// second click.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureDeliveryAddress } from '@machines/orders/fixtures';
import { fakeDocumentsApi } from '../fixtures/documentsApi';
import { fakeOrdersApi, orderCreated } from '../fixtures/ordersApi';
import { holdIdleTime } from './support/idle';
import { renderApp } from './support/renderApp';

beforeEach(() => {
  holdIdleTime();
});
afterEach(() => {
  // unmounted while the stub is there: what waits for idle time cancels through it
  cleanup();
  vi.unstubAllGlobals();
});

const changeable = orderCreated('SO-2', 1, { status: 'Confirmed' });
const pickup = orderCreated('SO-3', 1, {
  status: 'Confirmed',
  deliveryType: 'PickupPoint',
  deliveryAddress: { ...fixtureDeliveryAddress, pickupPointName: 'The Corner Shop' },
});

function openOrder(code: string) {
  renderApp(`/orders/${code}`, { apis: { orders: fakeOrdersApi([changeable, pickup]), documents: fakeDocumentsApi() } });
}

const delivery = async () => screen.findByRole('region', { name: 'Delivery' }, { timeout: 5000 });

describe('the delivery address change before its code is there', () => {
  it('shows the address and the offer, and opens the form on the first click', async () => {
    openOrder('SO-2');
    const section = await delivery();
    expect(within(section).getByText(new RegExp(fixtureDeliveryAddress.street))).toBeInTheDocument();
    expect(within(section).queryByRole('form')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Change delivery address' }));
    const form = await within(section).findByRole('form', { name: 'Change delivery address' });
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveValue(fixtureDeliveryAddress.street);
  });

  it('says why the change is not offered for a pickup point', async () => {
    openOrder('SO-3');
    const section = await delivery();
    expect(
      within(section).getByText('This order goes to a pickup point: its delivery address cannot be changed here.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Change delivery address' })).toBeNull();
  });
});
