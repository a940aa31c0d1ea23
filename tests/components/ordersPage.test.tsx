// The orders page through the real app (router, shell, providers) with a fake orders API in the
// services provider: tabs split by the 30-day rule, the pager in the URL (query kept), each order's
// facts and link, the empty states, the load error with Try again, and the cutoff banner.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureProduct } from '@machines/orders/fixtures';
import { fakeOrdersApi, orderCreated, serverError } from '../fixtures/ordersApi';
import { CUTOFF_WAIT_MS } from '@/features/orders/wiring/cutoff';
import { renderApp } from './support/renderApp';

const recent = Array.from({ length: 25 }, (_, index) => orderCreated(`NEW-${String(index + 1).padStart(2, '0')}`, index % 20));
const old = [orderCreated('OLD-1', 31), orderCreated('OLD-2', 200, { status: 'Cancelled' })];

async function openOrders(url: string, orders = [...recent, ...old], options: Parameters<typeof fakeOrdersApi>[1] = {}) {
  const api = fakeOrdersApi(orders, options);
  const app = renderApp(url, { apis: { orders: api } });
  // the first render loads the page's chunk: slower than the fake API
  await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 5000 });
  return { api, ...app };
}

const orderHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('orders page', () => {
  it('shows the orders in progress, 10 a page, with the pager', async () => {
    await openOrders('/orders');
    expect(await screen.findByRole('tab', { name: 'In progress (25)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'History (2)' })).toHaveAttribute('aria-selected', 'false');
    expect(orderHeadings()).toHaveLength(10);
    expect(orderHeadings()[0]).toBe('Order NEW-01');
    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull();
  });

  it('pages through the URL and keeps the rest of the query', async () => {
    const { router } = await openOrders('/orders?embedded=true');
    await screen.findByRole('tab', { name: 'In progress (25)' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of orders' })).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(orderHeadings()[0]).toBe('Order NEW-11'));
    expect(router.state.location.search).toBe('?embedded=true&order_state=inProgress&page=2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the tab and page the URL names', async () => {
    await openOrders('/orders?order_state=inProgress&page=3');
    await waitFor(() => expect(orderHeadings()).toEqual(['Order NEW-21', 'Order NEW-22', 'Order NEW-23', 'Order NEW-24', 'Order NEW-25']));
  });

  it('switches to History with the keyboard, back to page 1, keeping the query', async () => {
    const { router } = await openOrders('/orders?page=2&flag.FlowAtlasEnabled=on');
    const inProgress = await screen.findByRole('tab', { name: 'In progress (25)' });
    inProgress.focus();
    await userEvent.keyboard('{ArrowRight}');
    const history = screen.getByRole('tab', { name: 'History (2)' });
    expect(history).toHaveFocus();
    expect(history).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?page=1&flag.FlowAtlasEnabled=on&order_state=history');
    expect(orderHeadings()).toEqual(['Order OLD-1', 'Order OLD-2']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('History (2)');
  });

  it('shows each order’s created date, product count, status, products and a link to its detail', async () => {
    const order = orderCreated('SO-9', 0, {
      status: 'Dispatched',
      products: [
        fixtureProduct('SO-9-1', { articleName: 'Photo book', thumbnailUrl: 'https://img.example.com/book.jpg' }),
        fixtureProduct('SO-9-2', { articleName: 'Canvas' }),
      ],
    });
    await openOrders('/orders', [order, orderCreated('SO-8', 1, { status: 'rejected' })]);
    const card = (await screen.findByRole('heading', { name: 'Order SO-9' })).closest('article');
    if (!card) throw new Error('no order card');
    const item = within(card);
    expect(item.getByText('Today')).toBeInTheDocument();
    expect(item.getByText('2')).toBeInTheDocument();
    expect(item.getByText('Sent')).toHaveAttribute('data-status', 'Sent');
    expect(item.getByRole('img', { name: 'Photo book' })).toHaveAttribute('src', 'https://img.example.com/book.jpg');
    expect(item.getByText('Canvas')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'View order SO-9' })).toHaveAttribute('href', '/orders/SO-9');
    const cancelled = within(screen.getByRole('heading', { name: 'Order SO-8' }).closest('article') ?? document.body);
    expect(cancelled.getByText('Yesterday')).toBeInTheDocument();
    expect(cancelled.getByText('Cancelled')).toHaveAttribute('data-status', 'Cancelled');
  });

  it('says so when a tab has no orders', async () => {
    await openOrders('/orders?order_state=history', [orderCreated('SO-1', 2)]);
    expect(await screen.findByText('You have no past orders.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'In progress (1)' }));
    expect(screen.queryByText('You have no orders in progress.')).toBeNull();
  });

  it('shows the load error with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeOrdersApi([orderCreated('SO-1', 2)]);
    const ok = api.listOrdersPage.getMockImplementation();
    api.listOrdersPage.mockImplementationOnce(async () => {
      throw serverError('GET', 'v2/superorders/me');
    });
    renderApp('/orders', { apis: { orders: api } });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred loading your orders.');
    if (ok) api.listOrdersPage.mockImplementation(ok);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order SO-1' })).toBeInTheDocument();
  });

  it('shows the running cutoff campaigns and none that are over', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await openOrders('/orders', [], {
      groups: [
        { id: 'books', name: 'Photo books', campaignName: 'xmas' },
        { id: 'prints', name: 'Prints', campaignName: 'xmas' },
        { id: 'cards', name: 'Cards', campaignName: 'valentine' },
        { id: 'mugs', name: 'Mugs', campaignName: null },
      ],
      campaigns: [
        { name: 'xmas', occasion: 'christmas', orderBefore: inDays(5), deliveryBefore: inDays(10) },
        { name: 'valentine', occasion: 'valentinesDay', orderBefore: inDays(-2), deliveryBefore: inDays(1) },
      ],
    });
    expect(await screen.findByText(/^Order before \d{1,2} \w+ for delivery before Christmas$/)).toBeInTheDocument();
    expect(screen.queryByText(/Valentine/)).toBeNull();
  });

  /** The orders page whose running campaign answers only when the test says so. */
  function openWithSlowCampaign() {
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const api = fakeOrdersApi(recent, {
      groups: [{ id: 'books', name: 'Photo books', campaignName: 'xmas' }],
      campaigns: [{ name: 'xmas', occasion: 'christmas', orderBefore: inDays(5), deliveryBefore: inDays(10) }],
    });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const getCampaign = api.getCampaign.getMockImplementation();
    api.getCampaign.mockImplementation(async (...args) => {
      await answered;
      if (!getCampaign) throw new Error('no campaign answer');
      return getCampaign(...args);
    });
    renderApp('/orders', { apis: { orders: api } });
    return { api, answer };
  }
  const banner = () => screen.findByText(/^Order before \d{1,2} \w+ for delivery before Christmas$/);

  it('draws the list with the cutoff banner above it, not before it: the banner never pushes the list down', async () => {
    const { api, answer } = openWithSlowCampaign();
    await waitFor(() => expect(api.getCampaign).toHaveBeenCalled());
    await waitFor(() => expect(api.listOrdersPage).toHaveBeenCalled());
    // the list has answered, the banner not yet: the page still shows that it is loading
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
    expect(orderHeadings()).toEqual([]);
    answer();
    const shown = await banner();
    expect(orderHeadings()).toHaveLength(10);
    const firstOrder = screen.getByRole('heading', { level: 2, name: 'Order NEW-01' });
    expect(shown.compareDocumentPosition(firstOrder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it(`shows the list without the banner once it has waited ${CUTOFF_WAIT_MS} ms for it, and the banner when it comes`, async () => {
    const { api, answer } = openWithSlowCampaign();
    await waitFor(() => expect(api.listOrdersPage).toHaveBeenCalled());
    const started = Date.now();
    await waitFor(() => expect(orderHeadings()).toHaveLength(10), { timeout: CUTOFF_WAIT_MS + 3_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CUTOFF_WAIT_MS - 200);
    expect(screen.queryByText(/^Order before/)).toBeNull();
    answer();
    expect(await banner()).toBeInTheDocument();
  });
});
