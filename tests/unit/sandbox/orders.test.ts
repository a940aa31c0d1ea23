import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages } from '@schemas/address';
import {
  AccountOrderPage,
  ArticleGroupList,
  CutoffCampaign,
  DeliveryDates,
  ORDER_STATUS_STRINGS,
  OrderLineDetail,
  ReorderAnswer,
  ReorderStatus,
  SuperOrder,
  SuperOrderPage,
  VoucherOffer,
  shownStatusOf,
} from '@schemas/orders';
import { TestAccount } from '@schemas/sandbox';
import { DISPATCHED_PAYMENT_DAYS, ORDER_IN_PROGRESS_DAYS } from '@schemas/tunables';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
let demoOrders: SuperOrder[];
/** The day the seed counted its ages from: read just before the sandbox starts and seeds. */
let seedDay: number;
beforeAll(async () => {
  seedDay = dayOf(Date.now());
  app = await startSandbox();
  demoOrders = await allSuperOrders(SEED_IDS.demo);
});
afterAll(async () => {
  await app.close();
});

const base = '/api/orders';
const DAY = 86_400_000;
const dayOf = (time: number) => Math.floor(time / DAY);

async function allSuperOrders(accountId: string): Promise<SuperOrder[]> {
  const orders: SuperOrder[] = [];
  for (let offset = 0; ; offset += 100) {
    const { status, body } = await call(app, {
      method: 'GET',
      url: `${base}/v2/superorders/me?Offset=${offset}&Limit=100&OrderState=notExpired`,
      headers: bearer(accountId),
    });
    expect(status).toBe(200);
    const page = SuperOrderPage.parse(body);
    orders.push(...page.superOrders);
    if (orders.length >= page.total || page.superOrders.length === 0) return orders;
  }
}

async function testAccount(body: object) {
  const { status, body: created } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: body });
  expect(status).toBe(201);
  return TestAccount.parse(created);
}

/**
 * Whole calendar days (UTC) from a moment to the seed's day: the seed places dated events at 11:00
 * UTC, counted from its own clock, so a run that crosses midnight still sees the seed's "today".
 */
const daysAgo = (iso: string) => seedDay - dayOf(Date.parse(iso));

/** DECISIONS 10, as the app applies it. */
const inProgress = (order: SuperOrder) =>
  daysAgo(order.createdAt) <= ORDER_IN_PROGRESS_DAYS &&
  order.orders.every(
    (line) =>
      shownStatusOf(line.status) !== 'Sent' ||
      line.paymentChangedDate === null ||
      daysAgo(line.paymentChangedDate) <= DISPATCHED_PAYMENT_DAYS,
  );

const byStatus = (status: string) => {
  const order = demoOrders.find((o) => o.status === status);
  if (!order) throw new Error(`no demo order in status ${status}`);
  return order;
};

describe('orders service: authentication', () => {
  it('answers 401 without a bearer token', async () => {
    const response = await call(app, { method: 'GET', url: `${base}/v2/superorders/me` });
    expect(response.status).toBe(401);
  });
});

describe('GET /v2/superorders/me', () => {
  it('answers pages of at most 100, newest first, with the total', async () => {
    const { body } = await call(app, { method: 'GET', url: `${base}/v2/superorders/me`, headers: bearer(SEED_IDS.demo) });
    const first = SuperOrderPage.parse(body);
    expect(first.superOrders).toHaveLength(100);
    expect(first.total).toBeGreaterThan(100);
    expect(demoOrders).toHaveLength(first.total);
    const times = demoOrders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(demoOrders.map((o) => o.superOrderCode)).size).toBe(demoOrders.length);
    for (const order of demoOrders) {
      expect(order.orderCount).toBe(order.orders.length);
      expect(order.totalAmount).toBe(order.orders.reduce((sum, line) => sum + line.quantity * line.priceAmount, 0));
    }
  });

  it.each([
    ['Limit=101', /Limit must be at most 100/],
    ['Limit=0', /Limit must be at least 1/],
    ['Offset=-1', /Offset must be a whole number/],
    ['Offset=abc', /Offset must be a whole number/],
    ['OrderState=expired', /OrderState must be notExpired/],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const { status, body } = await call(app, { method: 'GET', url: `${base}/v2/superorders/me?${query}`, headers: bearer(SEED_IDS.demo) });
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.stringMatching(message) });
  });
});

describe('the demo seed', () => {
  it('has a super order in every internal status string', () => {
    expect(new Set(demoOrders.map((o) => o.status))).toEqual(new Set(ORDER_STATUS_STRINGS));
  });

  it('has orders created today, yesterday and 29, 30 and 31 days ago: 30 is still in progress, 31 is history', () => {
    const ages = new Set(demoOrders.map((o) => daysAgo(o.createdAt)));
    for (const age of [0, 1, 29, 30, 31]) expect(ages).toContain(age);
    const plain = (age: number) => demoOrders.filter((o) => daysAgo(o.createdAt) === age && shownStatusOf(o.status) !== 'Sent');
    expect(plain(30).length).toBeGreaterThan(0);
    expect(plain(30).every(inProgress)).toBe(true);
    expect(plain(31).every((o) => !inProgress(o))).toBe(true);
  });

  it('has dispatched products whose payment changed 13, 14 (in progress) and 15 days ago (history)', () => {
    const dispatched = (days: number) =>
      demoOrders.filter((o) =>
        o.orders.some((line) => line.status === 'Dispatched' && line.paymentChangedDate && daysAgo(line.paymentChangedDate) === days),
      );
    for (const days of [13, 14]) {
      expect(dispatched(days).length).toBeGreaterThan(0);
      expect(dispatched(days).every(inProgress)).toBe(true);
    }
    expect(dispatched(15).length).toBeGreaterThan(0);
    expect(dispatched(15).every((o) => !inProgress(o))).toBe(true);
  });

  it('has multi-product orders, both delivery types, vouchers, real thumbnails and at least 9 pages of history', async () => {
    expect(demoOrders.some((o) => o.orders.length >= 3)).toBe(true);
    expect(new Set(demoOrders.map((o) => o.deliveryType))).toEqual(new Set(['Home', 'PickupPoint']));
    expect(demoOrders.filter((o) => o.deliveryType === 'PickupPoint').every((o) => o.deliveryAddress.pickupPointName)).toBe(true);
    const vouchers = new Set(demoOrders.flatMap((o) => o.orders.flatMap((line) => (line.voucher ? [line.voucher.voucherOptionCode] : []))));
    expect(vouchers).toContain('WELCOME10');
    expect(vouchers).toContain('OFFER-EXPIRED-2019');
    expect(demoOrders.filter((o) => !inProgress(o)).length).toBeGreaterThanOrEqual(90);
    expect(demoOrders.filter(inProgress).length).toBeGreaterThan(10);

    const thumbnail = demoOrders[0]?.orders[0]?.thumbnailUrl;
    expect(thumbnail).toMatch(/^http:\/\/.+\/api\/orders\/thumbnails\/\w+\.jpg$/);
    const image = await app.inject({ method: 'GET', url: new URL(thumbnail ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await app.inject({ method: 'GET', url: `${base}/thumbnails/NOPE.jpg` })).statusCode).toBe(404);
  });
});

describe('GET /v1/superorders/:code and /v1/Orders/:code', () => {
  it('answers one super order and one product', async () => {
    const order = demoOrders.find((o) => o.orders.length >= 2) ?? byStatus('Confirmed');
    const found = await call(app, { method: 'GET', url: `${base}/v1/superorders/${order.superOrderCode}`, headers: bearer(SEED_IDS.demo) });
    expect(found.status).toBe(200);
    expect(SuperOrder.parse(found.body)).toEqual(order);

    const line = order.orders[1];
    const product = await call(app, { method: 'GET', url: `${base}/v1/Orders/${line?.code}`, headers: bearer(SEED_IDS.demo) });
    expect(product.status).toBe(200);
    expect(OrderLineDetail.parse(product.body)).toEqual({ ...line, superOrderCode: order.superOrderCode });
  });

  it('answers 404 {message} for a code that does not exist', async () => {
    for (const url of [`${base}/v1/superorders/SO-NOPE`, `${base}/v1/Orders/SO-NOPE-1`]) {
      const { status, body } = await call(app, { method: 'GET', url, headers: bearer(SEED_IDS.demo) });
      expect(status).toBe(404);
      expect(body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /orders/byAccount/:accountId', () => {
  const url = (query = '') => `${base}/orders/byAccount/${SEED_IDS.demo}${query}`;

  it('answers the 10 newest summaries by default, without article names', async () => {
    const { status, body } = await call(app, { method: 'GET', url: url(), headers: bearer(SEED_IDS.demo) });
    expect(status).toBe(200);
    const page = AccountOrderPage.parse(body);
    expect(page.orders.map((o) => o.superOrderCode)).toEqual(demoOrders.slice(0, 10).map((o) => o.superOrderCode));
    expect(page.total).toBe(demoOrders.length);
    expect(page.orders.every((o) => o.articleNames === undefined)).toBe(true);
  });

  it('adds the article names with articleNames=true and pages with offset and limit', async () => {
    const { body } = await call(app, { method: 'GET', url: url('?articleNames=true&offset=10&limit=5'), headers: bearer(SEED_IDS.demo) });
    const page = AccountOrderPage.parse(body);
    expect(page.orders).toHaveLength(5);
    page.orders.forEach((summary, index) => {
      const order = demoOrders[10 + index];
      expect(summary.superOrderCode).toBe(order?.superOrderCode);
      expect(summary.articleNames).toEqual(order?.orders.map((line) => line.articleName));
    });
  });

  it('answers 404 for any account id but the caller’s, and 400 for bad parameters', async () => {
    const other = await call(app, { method: 'GET', url: url(), headers: bearer(SEED_IDS.friend) });
    expect(other.status).toBe(404);
    for (const query of ['?articleNames=yes', '?limit=0', '?offset=x']) {
      const { status, body } = await call(app, { method: 'GET', url: url(query), headers: bearer(SEED_IDS.demo) });
      expect(status).toBe(400);
      expect(body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('PUT /v1/superorders/:code/deliveryAddress', () => {
  const address = {
    firstName: 'Marieke',
    lastName: 'de Vries',
    companyName: null,
    street: 'Oudegracht',
    houseNumber: '158',
    houseNumberSuffix: 'bis',
    postalCode: '3511 AZ',
    city: 'Utrecht',
    countryCode: 'NL',
    phoneNumber: '+31 6 87654321',
  };
  let accountId: string;
  let orders: SuperOrder[];
  beforeAll(async () => {
    accountId = (await testAccount({ orders: 'demo' })).id;
    orders = await allSuperOrders(accountId);
  });
  const put = (code: string, payload: object) =>
    call(app, { method: 'PUT', url: `${base}/v1/superorders/${code}/deliveryAddress`, headers: bearer(accountId), payload });
  const orderIn = (status: string) => orders.find((o) => o.status === status)?.superOrderCode ?? 'missing';

  it('changes the address of an order not yet in production, answers the order and keeps the change', async () => {
    const code = orderIn('Confirmed');
    const { status, body } = await put(code, address);
    expect(status).toBe(200);
    const changed = SuperOrder.parse(body);
    expect(changed.deliveryAddress).toEqual({ ...address, pickupPointName: null });
    expect(changed.deliveryType).toBe('Home');
    const again = await call(app, { method: 'GET', url: `${base}/v1/superorders/${code}`, headers: bearer(accountId) });
    expect(SuperOrder.parse(again.body).deliveryAddress).toEqual({ ...address, pickupPointName: null });
  });

  it.each(['ProductionStarted', 'producing', 'Dispatched', 'Cancelled'])(
    'answers 409 {message} for an order in status %s',
    async (status) => {
      const code = orderIn(status);
      const before = await call(app, { method: 'GET', url: `${base}/v1/superorders/${code}`, headers: bearer(accountId) });
      const response = await put(code, address);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: expect.stringMatching(/production/) });
      const after = await call(app, { method: 'GET', url: `${base}/v1/superorders/${code}`, headers: bearer(accountId) });
      expect(after.body).toEqual(before.body);
    },
  );

  it.each([
    ['postalCode', { postalCode: '0123 AB' }, addressMessages.postalCode],
    ['phoneNumber', { phoneNumber: '12' }, addressMessages.phone],
    ['houseNumber', { houseNumber: 'abc' }, addressMessages.houseNumber],
    ['street', { street: '12' }, addressMessages.street],
  ])('answers 400 with the %s message and changes nothing', async (field, change, message) => {
    const code = orderIn('Received');
    const before = await call(app, { method: 'GET', url: `${base}/v1/superorders/${code}`, headers: bearer(accountId) });
    const response = await put(code, { ...address, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining(`${field}: ${message}`) });
    const after = await call(app, { method: 'GET', url: `${base}/v1/superorders/${code}`, headers: bearer(accountId) });
    expect(after.body).toEqual(before.body);
  });

  it('answers 409 once the sandbox tool has moved the order into production (unknown orders and statuses refused)', async () => {
    const code = orderIn('approved');
    expect((await put(code, address)).status).toBe(200);
    const moved = await call(app, {
      method: 'POST',
      url: '/__sandbox/orders/status',
      payload: { orderCode: code, status: 'ProductionStarted' },
    });
    expect(moved.status).toBe(204);
    const order = SuperOrder.parse(
      (await call(app, { method: 'GET', url: `${base}/v1/superorders/${code}`, headers: bearer(accountId) })).body,
    );
    expect([order.status, ...order.orders.map((line) => line.status)].every((status) => status === 'ProductionStarted')).toBe(true);
    expect((await put(code, address)).status).toBe(409);
    const unknown = { method: 'POST' as const, url: '/__sandbox/orders/status' };
    expect((await call(app, { ...unknown, payload: { orderCode: 'SO-NOPE-0001', status: 'Confirmed' } })).status).toBe(404);
    expect((await call(app, { ...unknown, payload: { orderCode: code, status: 'lost' } })).status).toBe(400);
  });

  it('takes a pickup point by name: the order becomes a PickupPoint delivery', async () => {
    const { status, body } = await put(orderIn('paymentSuccess'), { ...address, pickupPointName: 'Bruna Utrecht Centraal' });
    expect(status).toBe(200);
    expect(SuperOrder.parse(body)).toMatchObject({
      deliveryType: 'PickupPoint',
      deliveryAddress: { pickupPointName: 'Bruna Utrecht Centraal' },
    });
  });
});

describe('re-ordering', () => {
  const status = async (code: string) => {
    const response = await call(app, { method: 'GET', url: `${base}/reorder/status/${code}`, headers: bearer(SEED_IDS.demo) });
    expect(response.status).toBe(200);
    return ReorderStatus.parse(response.body).isReorderPossible;
  };
  const unsold = () =>
    demoOrders.find((o) => o.orders.some((line) => line.articleName.startsWith('Photo puzzle')))?.superOrderCode ?? 'missing';

  it('is possible for a sent order, not for a cancelled one or one with an article no longer sold', async () => {
    expect(await status(byStatus('Dispatched').superOrderCode)).toBe(true);
    expect(await status(byStatus('Cancelled').superOrderCode)).toBe(false);
    expect(await status(byStatus('rejected').superOrderCode)).toBe(false);
    expect(await status(unsold())).toBe(false);
  });

  it('answers a ShopUrl whose storefront page shows the order code and its articles', async () => {
    const order = demoOrders.find(
      (o) =>
        o.orders.length >= 2 && shownStatusOf(o.status) !== 'Cancelled' && o.orders.every((l) => !l.articleName.startsWith('Photo puzzle')),
    );
    if (!order) throw new Error('no multi-product order to re-order');
    const { status: code, body } = await call(app, {
      method: 'POST',
      url: `${base}/reorder?OrderCode=${order.superOrderCode}`,
      headers: { ...bearer(SEED_IDS.demo), host: 'my.albelli.nl.localhost' },
    });
    expect(code).toBe(200);
    const shopUrl = new URL(ReorderAnswer.parse(body).ShopUrl);
    expect(shopUrl.origin).toBe('http://my.albelli.nl.localhost');
    expect(shopUrl.pathname).toMatch(/^\/__storefront\/cart\/[\w-]{20,}$/);
    const page = await app.inject({ method: 'GET', url: shopUrl.pathname, headers: { host: 'my.albelli.nl.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(order.superOrderCode);
    expect(page.body).toContain('albelli');
    for (const line of order.orders) expect(page.body).toContain(line.articleName.replace(/&/g, '&amp;'));
    expect((await app.inject({ method: 'GET', url: '/__storefront/cart/not-a-cart' })).statusCode).toBe(404);
  });

  it('refuses a cancelled order with 409 and a missing OrderCode with 400', async () => {
    const cancelled = await call(app, {
      method: 'POST',
      url: `${base}/reorder?OrderCode=${byStatus('Cancelled').superOrderCode}`,
      headers: bearer(SEED_IDS.demo),
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ message: expect.any(String) });
    const missing = await call(app, { method: 'POST', url: `${base}/reorder`, headers: bearer(SEED_IDS.demo) });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: expect.stringContaining('OrderCode') });
  });
});

describe('delivery dates, vouchers and cutoff campaigns', () => {
  it('answers the delivery dates an order has, and 404 for an order without', async () => {
    let found = 0;
    let none = 0;
    for (const order of demoOrders.slice(0, 40)) {
      const response = await call(app, {
        method: 'GET',
        url: `${base}/OrderDeliveryDates/${order.superOrderCode}`,
        headers: bearer(SEED_IDS.demo),
      });
      if (response.status === 200) {
        const dates = DeliveryDates.parse(response.body);
        expect(dates.earliestDeliveryDate <= dates.latestDeliveryDate).toBe(true);
        found += 1;
      } else {
        expect(response.status).toBe(404);
        none += 1;
      }
    }
    expect(found).toBeGreaterThan(0);
    expect(none).toBeGreaterThan(0);
  });

  it('answers a known voucher offer, and 404 when the voucher is not found', async () => {
    const known = await call(app, { method: 'GET', url: `${base}/api/v1/campaigns/offers/WELCOME10`, headers: bearer(SEED_IDS.demo) });
    expect(known.status).toBe(200);
    expect(VoucherOffer.parse(known.body)).toMatchObject({ code: 'WELCOME10', discountType: 'percentage', discountValue: 10 });
    const unknown = await call(app, {
      method: 'GET',
      url: `${base}/api/v1/campaigns/offers/OFFER-EXPIRED-2019`,
      headers: bearer(SEED_IDS.demo),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Voucher not found' });
  });

  it('has one article group with an active Christmas campaign and groups without one', async () => {
    const groups = ArticleGroupList.parse(
      (await call(app, { method: 'GET', url: `${base}/v1/ArticleGroup`, headers: bearer(SEED_IDS.demo) })).body,
    );
    const withCampaign = groups.articleGroups.find((group) => group.campaignName !== null);
    expect(groups.articleGroups.some((group) => group.campaignName === null)).toBe(true);
    const response = await call(app, {
      method: 'GET',
      url: `${base}/v1/Campaign/${withCampaign?.campaignName}`,
      headers: bearer(SEED_IDS.demo),
    });
    const campaign = CutoffCampaign.parse(response.body);
    expect(campaign.occasion).toBe('christmas');
    const todayIso = new Date().toISOString().slice(0, 10);
    expect(campaign.orderBefore >= todayIso).toBe(true);
    expect(Date.parse(campaign.orderBefore) - Date.parse(todayIso)).toBeLessThanOrEqual(42 * DAY);
    const unknown = await call(app, { method: 'GET', url: `${base}/v1/Campaign/no-such-campaign`, headers: bearer(SEED_IDS.demo) });
    expect(unknown.status).toBe(404);
  });
});

describe('test accounts and the fault switch', () => {
  it('gives a fresh account N generated orders', async () => {
    const account = await testAccount({ orders: 25 });
    const orders = await allSuperOrders(account.id);
    expect(orders).toHaveLength(25);
    expect(orders.every((o) => o.superOrderCode.startsWith(`SO-${account.id.replace(/-/g, '').slice(0, 8).toUpperCase()}-`))).toBe(true);
  });

  it('applies fault rules to the orders service like to any other', async () => {
    await call(app, { method: 'POST', url: '/__sandbox/faults', payload: { path: `${base}/v2/superorders/me`, status: 503, times: 1 } });
    const faulted = await call(app, { method: 'GET', url: `${base}/v2/superorders/me`, headers: bearer(SEED_IDS.demo) });
    expect(faulted.status).toBe(503);
    const next = await call(app, { method: 'GET', url: `${base}/v2/superorders/me`, headers: bearer(SEED_IDS.demo) });
    expect(next.status).toBe(200);
    await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
  });
});
