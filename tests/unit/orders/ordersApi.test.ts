// The orders API edge: the contract's answers parsed and adapted once into the app's names; the
// 404s that are answers (delivery dates, vouchers); other voucher failures with the status text.
import { describe, expect, it } from 'vitest';
import { fixtureDeliveryAddress } from '@machines/orders/fixtures';
import { createServiceClient } from '@/api/http';
import { createOrdersApi, VoucherError } from '@/api/orders';

const superOrder = {
  superOrderCode: 'SO-1',
  createdAt: '2025-01-02T09:30:00.000Z',
  status: 'Confirmed',
  orderCount: 1,
  orders: [
    {
      code: 'SO-1-1',
      articleName: 'Photo book',
      status: 'Confirmed',
      paymentChangedDate: null,
      quantity: 1,
      priceAmount: 2999,
      thumbnailUrl: null,
      voucher: null,
    },
  ],
  deliveryType: 'Home',
  // a delivery address has the same names on the server and in the app
  deliveryAddress: fixtureDeliveryAddress,
  currency: 'GBP',
  totalAmount: 2999,
  productionStartedAt: null,
  dispatchedAt: null,
};

function apiAnswering(answer: (url: URL, init: RequestInit | undefined) => Response) {
  const asked: { method: string; url: URL }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    asked.push({ method: request.method, url });
    return answer(url, init);
  };
  const client = createServiceClient({ baseUrl: 'https://shop.test/api/orders', timeoutMs: 1000, retryLimit: 0, fetch });
  return { api: createOrdersApi(client), asked };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('orders API', () => {
  it('asks a page of super orders and adapts the names', async () => {
    const { api, asked } = apiAnswering(() => json({ superOrders: [superOrder], total: 1 }));
    const page = await api.listOrdersPage({ offset: 100, limit: 100 });
    expect(asked[0]?.url.pathname).toBe('/api/orders/v2/superorders/me');
    expect(Object.fromEntries(asked[0]?.url.searchParams ?? [])).toEqual({ Offset: '100', Limit: '100', OrderState: 'notExpired' });
    expect(page.total).toBe(1);
    expect(page.orders[0]).toMatchObject({ orderCode: 'SO-1', productCount: 1, products: [{ code: 'SO-1-1' }] });
    expect(page.orders[0]).not.toHaveProperty('superOrderCode');
    expect(page.orders[0]).not.toHaveProperty('orders');
  });

  it('adapts the account summaries', async () => {
    const { api, asked } = apiAnswering(() =>
      json({ orders: [{ superOrderCode: 'SO-1', createdAt: superOrder.createdAt, status: 'Confirmed', orderCount: 2 }], total: 1 }),
    );
    const page = await api.listAccountOrders('c 1', { offset: 0, limit: 10 });
    expect(asked[0]?.url.pathname).toBe('/api/orders/orders/byAccount/c%201');
    expect(asked[0]?.url.searchParams.get('articleNames')).toBe('true');
    expect(page.orders).toEqual([
      { orderCode: 'SO-1', createdAt: superOrder.createdAt, status: 'Confirmed', productCount: 2, articleNames: [] },
    ]);
  });

  it('reads "no delivery dates" and "voucher not found" from 404', async () => {
    const { api } = apiAnswering(() => json({ message: 'not found' }, 404));
    await expect(api.getDeliveryDates('SO-1')).resolves.toBeNull();
    await expect(api.getVoucherDetails('V-1')).resolves.toEqual({ isVoucherFound: false });
  });

  it('throws other voucher failures with the status text', async () => {
    const { api } = apiAnswering(() => json({ message: 'down' }, 503));
    const error = await api.getVoucherDetails('V-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VoucherError);
    expect(error).toMatchObject({ message: 'Service Unavailable', status: 503 });
  });

  it('puts the delivery address and posts the reorder', async () => {
    const { api, asked } = apiAnswering((url) =>
      url.pathname.endsWith('/reorder') ? json({ ShopUrl: 'https://shop.test/cart?reorder=SO-1' }) : json(superOrder),
    );
    const changed = await api.changeDeliveryAddress('SO-1', fixtureDeliveryAddress);
    expect(asked[0]).toMatchObject({ method: 'PUT' });
    expect(asked[0]?.url.pathname).toBe('/api/orders/v1/superorders/SO-1/deliveryAddress');
    expect(changed.orderCode).toBe('SO-1');
    await expect(api.reorder('SO-1')).resolves.toEqual({ shopUrl: 'https://shop.test/cart?reorder=SO-1' });
    expect(asked[1]?.method).toBe('POST');
    expect(asked[1]?.url.searchParams.get('OrderCode')).toBe('SO-1');
  });
});
