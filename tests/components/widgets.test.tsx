// The online products screens in the app's real route tree and providers, over fake widgets and
// orders APIs: the list (its items, empty state, load error with Try again), one product's page
// (share in the account's own name, typed markup kept as text, a failure keeping what was typed;
// the held order; the confirm before taking it offline) and consumers only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureShareServerError, fixtureWidget } from '@machines/widgets/fixtures';
import { fixtureOrder } from '@machines/orders/fixtures';
import { fakeOrdersApi } from '../fixtures/ordersApi';
import { fakeWidgetsApi, type FakeWidgetsApi } from '../fixtures/widgetsApi';
import { catchErrorReports } from './support/errorReports';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn } from './support/session';

const XSS = '<img src=x onerror=alert(1)>';
const widgets = [
  fixtureWidget('SO-2-1', { id: 'w-2', orderCode: 'SO-2', productName: 'Wall calendar' }),
  fixtureWidget('SO-1-1', { orderCode: 'SO-1', productName: `Photo book ${XSS}` }),
];
const orders = fakeOrdersApi([fixtureOrder('SO-2'), fixtureOrder('SO-1')]);

function open(url: string, prepare: (api: FakeWidgetsApi) => void = () => undefined, kind: 'consumer' | 'business' = 'consumer') {
  const api = fakeWidgetsApi(widgets, { blocked: { 'SO-2': 'Your order is being checked.' } });
  prepare(api);
  return { ...renderApp(url, { auth: authIn(kind), apis: { widgets: api, orders } }), api };
}

beforeEach(() => setViewportWidth(1366));
afterEach(() => vi.restoreAllMocks());

describe('online products list', () => {
  it('lists the widgets of the customer’s orders with name, order link and a way to manage each; names as text', async () => {
    const { api } = open('/online-products');
    const list = await screen.findByRole('region', { name: 'Your online products' });
    const items = await within(list).findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Wall calendar', `Photo book ${XSS}`]);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Order SO-2' })).toHaveAttribute('href', '/orders/SO-2');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Share or manage Wall calendar, order SO-2' })).toHaveAttribute(
      'href',
      '/online-products/SO-2-1',
    );
    expect(api.listWidgets).toHaveBeenCalledWith(['SO-2', 'SO-1'], expect.anything());
  });

  it('says so when there is nothing online', async () => {
    open('/online-products', (api) => api.listWidgets.mockResolvedValue([]));
    expect(await screen.findByText('You have no online products yet.')).toBeVisible();
  });

  it('shows the load error with Try again, which loads the list', async () => {
    const reports = catchErrorReports();
    const { api } = open('/online-products', (fake) => fake.listWidgets.mockRejectedValueOnce(fixtureShareServerError));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your online products could not be loaded.');
    await waitFor(() => expect(reports).toHaveLength(1));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(api.listWidgets).toHaveBeenCalledTimes(2);
  });

  it('is for consumers only: a business account is sent to /', async () => {
    const { router } = open('/online-products', undefined, 'business');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('one online product', () => {
  it('shares in the account’s own name (no name field) with an empty message; a failure keeps everything typed', async () => {
    catchErrorReports();
    const { api } = open('/online-products/SO-1-1', (fake) => fake.shareWidget.mockRejectedValueOnce(fixtureShareServerError));
    const share = await screen.findByRole('region', { name: 'Share by e-mail' });
    const message = within(share).getByLabelText('Personal message (optional)');
    expect(within(share).getByText('From: Anna Jansen')).toBeVisible();
    expect(within(share).getAllByRole('textbox')).toHaveLength(2);
    expect(message).toHaveValue('');
    await userEvent.type(within(share).getByLabelText('Recipient’s e-mail address'), 'friend@example.com');
    await userEvent.type(message, XSS);
    await userEvent.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByRole('alert')).toHaveTextContent('Your product could not be shared. Please try again.');
    expect(message).toHaveValue(XSS);
    expect(within(share).getByLabelText('Recipient’s e-mail address')).toHaveValue('friend@example.com');
    await userEvent.click(within(share).getByRole('button', { name: 'Try again' }));
    expect(await within(share).findByRole('status')).toHaveTextContent('Your product was shared with friend@example.com.');
    expect(api.shareWidget).toHaveBeenLastCalledWith({
      widgetId: widgets[1]?.id,
      vendorId: 'bonusprint-uk',
      fromName: 'Anna Jansen',
      personalMessage: XSS,
      toEmailAddress: 'friend@example.com',
    });
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('refuses a message with a link before sending, and says so', async () => {
    const { api } = open('/online-products/SO-1-1');
    const share = await screen.findByRole('region', { name: 'Share by e-mail' });
    await userEvent.type(within(share).getByLabelText('Recipient’s e-mail address'), 'friend@example.com');
    await userEvent.type(within(share).getByLabelText('Personal message (optional)'), 'Cheap prints at www.example.com');
    await userEvent.click(within(share).getByRole('button', { name: 'Share' }));
    expect(within(share).getByLabelText('Personal message (optional)')).toHaveAccessibleDescription('Links are not allowed in the message');
    expect(api.shareWidget).not.toHaveBeenCalled();
  });

  it('checks the recipient before sending', async () => {
    const { api } = open('/online-products/SO-1-1');
    const share = await screen.findByRole('region', { name: 'Share by e-mail' });
    await userEvent.click(within(share).getByRole('button', { name: 'Share' }));
    expect(within(share).getByLabelText('Recipient’s e-mail address')).toHaveAccessibleDescription('Enter the recipient’s e-mail address');
    await userEvent.type(within(share).getByLabelText('Recipient’s e-mail address'), 'friend@');
    await userEvent.click(within(share).getByRole('button', { name: 'Share' }));
    expect(within(share).getByLabelText('Recipient’s e-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(api.shareWidget).not.toHaveBeenCalled();
  });

  it('offers no share and no publishing for an order on hold, and says why', async () => {
    open('/online-products/SO-2-1');
    expect(await screen.findByText('Your order is being checked.')).toBeVisible();
    expect(screen.getByText(/This order is on hold for review/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Share by e-mail' })).toBeNull();
    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    await waitFor(() => expect(within(gallery).queryByText('Loading the gallery entry…')).toBeNull());
    expect(within(gallery).queryByLabelText('Title')).toBeNull();
    expect(within(gallery).getByText('This product cannot be published while its order is on hold for review.')).toBeVisible();
  });

  it('publishes in the gallery under a category from the service', async () => {
    const { api } = open('/online-products/SO-1-1');
    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    await userEvent.selectOptions(await within(gallery).findByLabelText('Category'), 'Travel');
    await userEvent.type(within(gallery).getByLabelText('Title'), 'Rome');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Publish' }));
    expect(await within(gallery).findByRole('status')).toHaveTextContent('The product is now in the gallery.');
    expect(api.createGalleryEntry).toHaveBeenCalledWith({
      widgetId: widgets[1]?.id,
      channel: 'bonusprint-uk',
      categoryId: 'travel',
      title: 'Rome',
      description: '',
    });
    expect(within(gallery).getByRole('button', { name: 'Save changes' })).toBeVisible();
  });

  it('takes the product offline only after confirming, then goes back to the list', async () => {
    const { api, router } = open('/online-products/SO-1-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Take offline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this product offline?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.deleteWidget).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Take offline' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Take offline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/online-products'));
    expect(api.deleteWidget).toHaveBeenCalledWith('SO-1-1');
  });
});
