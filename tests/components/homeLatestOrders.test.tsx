// The home overview's latest orders through the real app: asked for the customer's id (limit 10),
// each linking to its detail; the empty state; the load error with Try again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { daysAgo, fakeOrdersApi, serverError } from '../fixtures/ordersApi';
import { renderApp } from './support/renderApp';

const summaries = [
  { orderCode: 'SO-2', createdAt: daysAgo(0), status: 'Dispatched', productCount: 3, articleNames: ['Photo book'] },
  { orderCode: 'SO-1', createdAt: daysAgo(40), status: 'cancelled', productCount: 1, articleNames: ['Canvas'] },
];

describe('home latest orders', () => {
  it('lists the customer’s latest orders, each linking to its detail', async () => {
    const api = fakeOrdersApi([], { summaries });
    renderApp('/', { apis: { orders: api } });
    const section = await screen.findByRole('region', { name: 'Your latest orders' });
    const link = await within(section).findByRole('link', { name: 'Order SO-2' });
    expect(link).toHaveAttribute('href', '/orders/SO-2');
    expect(within(section).getByText('3 products')).toBeInTheDocument();
    expect(within(section).getByText('Sent')).toBeInTheDocument();
    expect(within(section).getByText('Cancelled')).toHaveAttribute('data-status', 'Cancelled');
    expect(within(section).getByRole('link', { name: 'All my orders' })).toHaveAttribute('href', '/orders');
    expect(api.listAccountOrders).toHaveBeenCalledWith('c-1', { offset: 0, limit: 10 }, expect.anything());
    // beside the profile
    expect(screen.getByText('Hello, Anna')).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    renderApp('/', { apis: { orders: fakeOrdersApi([]) } });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it('shows the load error with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeOrdersApi([], { summaries });
    api.listAccountOrders.mockRejectedValueOnce(serverError('GET', 'orders/byAccount/c-1'));
    renderApp('/', { apis: { orders: api } });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred loading your latest orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order SO-2' })).toBeInTheDocument();
  });
});
