// The order detail page through the real app with a fake orders API: the order with its progress,
// products, vouchers (found / not found) and delivery dates; "Order not found"; the load error with
// Try again; reorder going to the shop; the delivery address change (validation, success, 409).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureDeliveryAddress, fixtureExtras, fixtureProduct } from '@machines/orders/fixtures';
import { fakeDocumentsApi } from '../fixtures/documentsApi';
import { fakeOrdersApi, orderCreated, serverError } from '../fixtures/ordersApi';
import { renderApp } from './support/renderApp';

/** where the app leaves for (the shop after a reorder) */
const leaveFor = vi.fn<(url: string) => void>();
beforeEach(() => leaveFor.mockClear());

const voucherOffer = fixtureExtras.vouchers['SO-1-1'];
const order = orderCreated('SO-1', 3, {
  status: 'ProductionStarted',
  productionStartedAt: '2025-01-03T10:00:00.000Z',
  products: [
    fixtureProduct('SO-1-1', { articleName: 'Photo book', status: 'ProductionStarted', voucher: { voucherOptionCode: 'VOUCHER-10' } }),
    fixtureProduct('SO-1-2', { articleName: 'Canvas', status: 'Confirmed', quantity: 2, voucher: { voucherOptionCode: 'GONE' } }),
  ],
});
const changeable = orderCreated('SO-2', 1, { status: 'Confirmed' });
const pickup = orderCreated('SO-3', 1, {
  status: 'Confirmed',
  deliveryType: 'PickupPoint',
  deliveryAddress: { ...fixtureDeliveryAddress, pickupPointName: 'The Corner Shop' },
});

async function openOrder(
  code: string,
  options: Parameters<typeof fakeOrdersApi>[1] = {},
  prepare: (api: ReturnType<typeof fakeOrdersApi>) => void = () => undefined,
) {
  const api = fakeOrdersApi([order, changeable, pickup], {
    vouchers: voucherOffer ? { 'VOUCHER-10': voucherOffer } : {},
    deliveryDates: { dispatchDate: '2025-01-05', earliestDeliveryDate: '2025-01-07', latestDeliveryDate: '2025-01-09' },
    ...options,
  });
  prepare(api);
  const documents = fakeDocumentsApi();
  // the photo book has a product PDF and a map PDF, the canvas none
  documents.getProduct.mockImplementation(async (productCode) =>
    productCode === 'SO-1-1'
      ? {
          code: productCode,
          articleName: 'Photo book',
          files: [
            { purpose: 'product.pdf', fileName: 'SO-1-1.pdf' },
            { purpose: 'map.pdf', fileName: 'SO-1-1-map.pdf' },
          ],
        }
      : { code: productCode, articleName: 'Canvas', files: [] },
  );
  const app = renderApp(`/orders/${code}`, { apis: { orders: api, documents }, leave: leaveFor });
  // the first render loads the page's chunk: slower than the fake API
  await screen.findByRole('heading', { level: 1, name: 'Order details' }, { timeout: 5000 });
  return { api, documents, ...app };
}

describe('order detail', () => {
  it('shows the order, its progress, products with vouchers, and delivery', async () => {
    await openOrder('SO-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order SO-1' })).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Order progress' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('In production');
    expect(current).toHaveTextContent('03 Jan 2025');
    const book = screen.getByRole('article', { name: 'Photo book' });
    expect(await within(book).findByText('10% off your next photo book')).toBeInTheDocument();
    const canvas = screen.getByRole('article', { name: 'Canvas' });
    expect(within(canvas).getByText('Voucher not found')).toBeInTheDocument();
    expect(within(canvas).getByText('2 pieces')).toBeInTheDocument();
    expect(within(canvas).getByText('Ordered')).toBeInTheDocument();
    expect(screen.getByText('Between 07 Jan 2025 and 09 Jan 2025')).toBeInTheDocument();
    expect(screen.getByText('Home delivery')).toBeInTheDocument();
    // in production: the address can no longer change
    expect(screen.getByText('The delivery address can no longer be changed: this order is in production.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change delivery address' })).toBeNull();
  });

  it('offers the product and map PDFs of a product that has them, and nothing for one without', async () => {
    const { documents } = await openOrder('SO-1');
    const book = await screen.findByRole('article', { name: 'Photo book' });
    const productPdf = await within(book).findByRole('button', { name: 'Product PDF: Photo book' });
    expect(within(book).getByRole('button', { name: 'Map PDF: Photo book' })).toBeInTheDocument();
    await vi.waitFor(() => expect(documents.getProduct).toHaveBeenCalledWith('SO-1-2', expect.anything()));
    const canvas = screen.getByRole('article', { name: 'Canvas' });
    expect(within(canvas).queryByRole('button', { name: /PDF/ })).toBeNull();
    await userEvent.click(productPdf);
    await vi.waitFor(() => expect(documents.getProductPdf).toHaveBeenCalledWith('SO-1-1', expect.anything()));
  });

  it('says "Order not found" for an unknown or another account’s order', async () => {
    await openOrder('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows the load error with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openOrder('SO-1', {}, (api) => api.getOrder.mockRejectedValueOnce(serverError('GET', 'v1/superorders/SO-1')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred loading this order, please contact us to report this issue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order SO-1' })).toBeInTheDocument();
  });

  it('reorders: the button is enabled by the status check and the browser goes to the shop', async () => {
    const { api } = await openOrder('SO-1');
    const button = await screen.findByRole('button', { name: 'Reorder' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://www.bonusprint.co.uk/cart?reorder=SO-1'));
    expect(api.reorder).toHaveBeenCalledWith('SO-1');
  });

  it('keeps Reorder disabled when the order cannot be ordered again', async () => {
    const { api } = await openOrder('SO-1', { reorderPossible: false });
    const button = await screen.findByRole('button', { name: 'Reorder' });
    await vi.waitFor(() => expect(api.getReorderStatus).toHaveBeenCalled());
    expect(button).toBeDisabled();
  });

  it('changes the delivery address, checking it first with the address book’s messages', async () => {
    const { api } = await openOrder('SO-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Change delivery address' }));
    // the form's code (with the address rules) may still be on its way: the form opens once it is there
    const form = await screen.findByRole('form', { name: 'Change delivery address' });
    const postalCode = within(form).getByRole('textbox', { name: 'Postal code' });
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(postalCode).toHaveAccessibleDescription('Postal Code must be valid');
    expect(api.changeDeliveryAddress).not.toHaveBeenCalled();
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, 'EC1A 1BB');
    const street = within(form).getByRole('textbox', { name: 'Street' });
    await userEvent.clear(street);
    await userEvent.type(street, 'Baker Street');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your delivery address has been changed.')).toBeInTheDocument();
    expect(api.changeDeliveryAddress).toHaveBeenCalledWith('SO-2', {
      ...fixtureDeliveryAddress,
      street: 'Baker Street',
      postalCode: 'EC1A 1BB',
    });
    expect(screen.getByText(/Baker Street 12/)).toBeInTheDocument();
  });

  it('says the order went into production when the change is refused (409), keeping the typed address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openOrder('SO-2', {}, (api) =>
      api.changeDeliveryAddress.mockRejectedValueOnce(serverError('PUT', 'v1/superorders/SO-2/deliveryAddress', 409)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change delivery address' }));
    const street = await screen.findByRole('textbox', { name: 'Street' });
    await userEvent.clear(street);
    await userEvent.type(street, 'Baker Street');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The delivery address could not be changed: this order has gone into production.',
    );
    expect(street).toHaveValue('Baker Street');
    expect(screen.getByRole('button', { name: 'Save address' })).toBeDisabled();
  });

  it('does not offer the change for a pickup point', async () => {
    await openOrder('SO-3');
    expect(await screen.findByText('This order goes to a pickup point: its delivery address cannot be changed here.')).toBeInTheDocument();
    expect(screen.getByText(/The Corner Shop/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change delivery address' })).toBeNull();
  });
});
