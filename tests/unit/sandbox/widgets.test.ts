import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuperOrderPage } from '@schemas/orders';
import { Mailbox, TestAccount } from '@schemas/sandbox';
import {
  BLOCKED_ORDER_MESSAGE,
  BlockedOrder,
  CategoryList,
  GalleryEntry,
  SHARE_MESSAGE_LINK_PROBLEM,
  SHARE_SENDER_PROBLEM,
  WIDGET_ORDER_CODES_MAX,
  WidgetList,
  encodeRecipient,
} from '@schemas/widgets';
import { bearer, call, startSandbox } from './harness';

/**
 * The widgets service (S0 §7 Widgets; DECISIONS 18): the demo widget set, a share landing in the
 * mailbox with the decoded recipient, gallery entries, blocked orders; every route refusing another
 * account's ids with 404 (the routes come from the sandbox's route list, so a route added later
 * without a case here fails) and bad input with 400.
 */
let app: FastifyInstance;
let owner: string;
let intruder: string;
/** a test account's customer is Dutch: its orders are in the albelli-nl channel */
const channel = 'albelli-nl';
const ids = { product: '', widget: '', order: '', blockedWidget: '', blockedOrder: '', plainProduct: '' };
const W = '/api/widgets';
/** a test account's own name (its customer record) */
const ACCOUNT_NAME = 'Test Customer';

async function account(): Promise<string> {
  const created = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { orders: 'demo', widgets: 'demo' } });
  return TestAccount.parse(created.body).id;
}

beforeAll(async () => {
  app = await startSandbox();
  owner = await account();
  intruder = await account();
  const orders = SuperOrderPage.parse(
    (await call(app, { method: 'GET', url: '/api/orders/v2/superorders/me', headers: bearer(owner) })).body,
  ).superOrders;
  const codes = orders.map((order) => order.superOrderCode).join(',');
  const { widgets } = WidgetList.parse(
    (await call(app, { method: 'GET', url: `${W}/v1/widget/all?orderCodes=${codes}`, headers: bearer(owner) })).body,
  );
  for (const widget of widgets) {
    const blocked = BlockedOrder.parse(
      (await call(app, { method: 'GET', url: `${W}/v1/blockedorders/${widget.superOrderCode}`, headers: bearer(owner) })).body,
    );
    if (blocked.isBlocked) Object.assign(ids, { blockedWidget: widget.id, blockedOrder: widget.superOrderCode });
    else if (!ids.widget) Object.assign(ids, { widget: widget.id, product: widget.productCode, order: widget.superOrderCode });
  }
  const online = new Set(widgets.map((widget) => widget.productCode));
  ids.plainProduct = orders.flatMap((order) => order.orders).find((line) => !online.has(line.code))?.code ?? '';
  expect(widgets).toHaveLength(4);
  expect(Object.values(ids).every(Boolean)).toBe(true);
});
afterAll(async () => {
  await app.close();
});

const share = (widget: string, query: Record<string, string>) =>
  `${W}/v1/widget/${widget}/share?${new URLSearchParams({ vendorId: 'albelli', fromName: ACCOUNT_NAME, ...query }).toString()}`;

describe('the widgets service', () => {
  it('shares a widget by e-mail: the mail goes to the decoded recipient in the account’s name, with the message as text', async () => {
    const to = 'friend+widgets@example.com';
    const message = '<img src=x onerror=alert(1)>';
    const answer = await call(app, {
      method: 'PUT',
      url: share(ids.widget, { toEmailAddress: encodeRecipient(to), personalMessage: message }),
      headers: bearer(owner),
    });
    expect(answer.status).toBe(200);
    const { mails } = Mailbox.parse((await call(app, { method: 'GET', url: '/__sandbox/mailbox.json' })).body);
    expect(mails[0]).toMatchObject({ to, kind: 'widgetShare', subject: `${ACCOUNT_NAME} shared a product with you` });
    const page = (await app.inject({ method: 'GET', url: '/__sandbox/mailbox' })).body;
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
  });

  it('sends a share in the shop’s name, and refuses any other sender name with 400', async () => {
    const toEmailAddress = encodeRecipient('brand+widgets@example.com');
    const inShopName = await call(app, {
      method: 'PUT',
      url: share(ids.widget, { toEmailAddress, fromName: 'albelli' }),
      headers: bearer(owner),
    });
    expect(inShopName.status).toBe(200);
    for (const fromName of ['Your bank', 'Test', `${ACCOUNT_NAME} <b>`, 'Albelli Support']) {
      const answer = await call(app, { method: 'PUT', url: share(ids.widget, { toEmailAddress, fromName }), headers: bearer(owner) });
      expect(answer).toMatchObject({ status: 400, body: { message: SHARE_SENDER_PROBLEM } });
    }
  });

  it('refuses a message with a link in it (400), whatever the link looks like', async () => {
    const toEmailAddress = encodeRecipient('links+widgets@example.com');
    for (const personalMessage of [
      'See https://example.com/deal',
      'Go to www.example.com',
      'Claim at bank-login.example',
      'click javascript:alert(1)',
      'mail me: mailto:a@example.com',
      'at 203.0.113.7/login',
      'see пример.рф',
    ]) {
      const answer = await call(app, {
        method: 'PUT',
        url: share(ids.widget, { toEmailAddress, personalMessage }),
        headers: bearer(owner),
      });
      expect(answer).toMatchObject({ status: 400, body: { message: `personalMessage: ${SHARE_MESSAGE_LINK_PROBLEM}` } });
    }
    const plain = await call(app, {
      method: 'PUT',
      url: share(ids.widget, { toEmailAddress, personalMessage: 'Our trip to Rome, e.g. the 3.5 km walk. Love, Anna :)' }),
      headers: bearer(owner),
    });
    expect(plain.status).toBe(200);
  });

  it('refuses a recipient that is not base64 of an e-mail address, and an empty sender name', async () => {
    for (const toEmailAddress of ['not base64!', encodeRecipient('nobody'), '']) {
      const answer = await call(app, { method: 'PUT', url: share(ids.widget, { toEmailAddress }), headers: bearer(owner) });
      expect(answer).toMatchObject({ status: 400, body: { message: 'toEmailAddress must be the base64 of a valid e-mail address' } });
    }
    const noName = await call(app, {
      method: 'PUT',
      url: share(ids.widget, { toEmailAddress: encodeRecipient('a@example.com'), fromName: '  ' }),
      headers: bearer(owner),
    });
    expect(noName.status).toBe(400);
  });

  it('takes at most 500 order codes in one widget list and refuses more with 400', async () => {
    const codes = Array.from({ length: WIDGET_ORDER_CODES_MAX }, (_, index) => (index === 0 ? ids.order : `SO-${index}`));
    const full = await call(app, { method: 'GET', url: `${W}/v1/widget/all?orderCodes=${codes.join(',')}`, headers: bearer(owner) });
    expect(full.status).toBe(200);
    expect(WidgetList.parse(full.body).widgets.map((widget) => widget.superOrderCode)).toContain(ids.order);
    const over = await call(app, {
      method: 'GET',
      url: `${W}/v1/widget/all?orderCodes=${[...codes, 'SO-extra'].join(',')}`,
      headers: bearer(owner),
    });
    expect(over).toMatchObject({
      status: 400,
      body: { message: `orderCodes: orderCodes may name at most ${WIDGET_ORDER_CODES_MAX} orders` },
    });
  });

  it('refuses to share or publish the widget of an order on hold (409), and says so', async () => {
    const shared = await call(app, {
      method: 'PUT',
      url: share(ids.blockedWidget, { toEmailAddress: encodeRecipient('a@example.com') }),
      headers: bearer(owner),
    });
    expect(shared).toMatchObject({ status: 409, body: { message: BLOCKED_ORDER_MESSAGE } });
    const published = await call(app, {
      method: 'POST',
      url: `${W}/v1/galleryentries/`,
      headers: bearer(owner),
      payload: { widgetId: ids.blockedWidget, channel, categoryId: 'travel', title: 'T', description: '' },
    });
    expect(published.status).toBe(409);
  });

  it('creates, reads, updates and deletes a gallery entry; categories come from the service', async () => {
    const { categories } = CategoryList.parse((await call(app, { method: 'GET', url: `${W}/v1/categories`, headers: bearer(owner) })).body);
    expect(categories.map((category) => category.id)).toContain('travel');
    const url = `${W}/v1/galleryentries/${ids.widget}?channel=${channel}`;
    await call(app, { method: 'DELETE', url, headers: bearer(owner) });
    const body = { widgetId: ids.widget, channel, categoryId: 'travel', title: '  Rome  ', description: 'Spring' };
    const created = await call(app, { method: 'POST', url: `${W}/v1/galleryentries/`, headers: bearer(owner), payload: body });
    expect(created.status).toBe(201);
    expect(GalleryEntry.parse(created.body)).toMatchObject({ title: 'Rome', categoryId: 'travel' });
    // a repeated POST replaces the entry's text rather than failing
    const again = await call(app, {
      method: 'POST',
      url: `${W}/v1/galleryentries/`,
      headers: bearer(owner),
      payload: { ...body, title: 'Rome' },
    });
    expect(again.status).toBe(200);
    expect(GalleryEntry.parse(again.body).id).toBe(GalleryEntry.parse(created.body).id);
    const updated = await call(app, {
      method: 'PUT',
      url,
      headers: bearer(owner),
      payload: { categoryId: 'family', title: 'Rome again', description: '' },
    });
    expect(GalleryEntry.parse(updated.body)).toMatchObject({ title: 'Rome again', categoryId: 'family' });
    expect(GalleryEntry.parse((await call(app, { method: 'GET', url, headers: bearer(owner) })).body).title).toBe('Rome again');
    expect((await call(app, { method: 'DELETE', url, headers: bearer(owner) })).status).toBe(204);
    expect((await call(app, { method: 'GET', url, headers: bearer(owner) })).status).toBe(404);
  });

  it('puts a product online (201, then 200 on a repeat) and takes it offline', async () => {
    const url = `${W}/v1/widget/${ids.plainProduct}`;
    expect((await call(app, { method: 'POST', url, headers: bearer(owner) })).status).toBe(201);
    expect((await call(app, { method: 'POST', url, headers: bearer(owner) })).status).toBe(200);
    expect((await call(app, { method: 'GET', url, headers: bearer(owner) })).status).toBe(200);
    expect((await call(app, { method: 'DELETE', url, headers: bearer(owner) })).status).toBe(204);
    expect((await call(app, { method: 'GET', url, headers: bearer(owner) })).status).toBe(404);
  });

  it('answers bad input with 400 and a message', async () => {
    await call(app, {
      method: 'POST',
      url: `${W}/v1/galleryentries/`,
      headers: bearer(owner),
      payload: { widgetId: ids.widget, channel, categoryId: 'travel', title: 'Ours', description: '' },
    });
    const bad = [
      { method: 'GET' as const, url: `${W}/v1/widget/all` },
      { method: 'GET' as const, url: `${W}/v1/galleryentries/not-a-uuid?channel=${channel}` },
      { method: 'GET' as const, url: `${W}/v1/galleryentries/${ids.widget}?channel=nowhere` },
      { method: 'PUT' as const, url: `${W}/v1/widget/not-a-uuid/share?vendorId=v&fromName=A&toEmailAddress=` },
      { method: 'PUT' as const, url: `${W}/v1/galleryentries/${ids.widget}?channel=${channel}`, payload: { title: '' } },
      {
        method: 'POST' as const,
        url: `${W}/v1/galleryentries/`,
        payload: { widgetId: ids.widget, channel, categoryId: 'nope', title: 'x', description: '' },
      },
    ];
    for (const request of bad) {
      const answer = await call(app, { ...request, headers: bearer(owner) });
      expect(`${request.method} ${request.url} → ${answer.status}`).toMatch(/→ 400$/);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('ownership', () => {
  const cases: Record<string, () => { url: string; payload?: object }> = {
    'GET /api/widgets/v1/widget/:productCode': () => ({ url: `${W}/v1/widget/${ids.product}` }),
    'POST /api/widgets/v1/widget/:productCode': () => ({ url: `${W}/v1/widget/${ids.product}` }),
    'DELETE /api/widgets/v1/widget/:productCode': () => ({ url: `${W}/v1/widget/${ids.product}` }),
    'PUT /api/widgets/v1/widget/:id/share': () => ({ url: share(ids.widget, { toEmailAddress: encodeRecipient('a@example.com') }) }),
    'GET /api/widgets/v1/blockedorders/:id': () => ({ url: `${W}/v1/blockedorders/${ids.order}` }),
    'GET /api/widgets/v1/galleryentries/:id': () => ({ url: `${W}/v1/galleryentries/${ids.widget}?channel=${channel}` }),
    'POST /api/widgets/v1/galleryentries/': () => ({
      url: `${W}/v1/galleryentries/`,
      payload: { widgetId: ids.widget, channel, categoryId: 'travel', title: 'Mine now', description: '' },
    }),
    'PUT /api/widgets/v1/galleryentries/:widgetId': () => ({
      url: `${W}/v1/galleryentries/${ids.widget}?channel=${channel}`,
      payload: { categoryId: 'travel', title: 'Mine now', description: '' },
    }),
    'DELETE /api/widgets/v1/galleryentries/:id': () => ({ url: `${W}/v1/galleryentries/${ids.widget}?channel=${channel}` }),
  };
  /** routes that name nothing of an account */
  const notOwned = new Set(['GET /api/widgets/v1/widget/all', 'GET /api/widgets/v1/categories']);

  it('has a case for every route of the service', () => {
    const routes = app.routeList
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/widgets/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((route) => !notOwned.has(route)).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))('%s answers 404 to another account', async (route) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    // the owner's gallery entry exists, so a 404 cannot come from a missing entry
    await call(app, {
      method: 'POST',
      url: `${W}/v1/galleryentries/`,
      headers: bearer(owner),
      payload: { widgetId: ids.widget, channel, categoryId: 'travel', title: 'Ours', description: '' },
    });
    const request = cases[route]?.();
    if (!request) throw new Error(`no case for ${route}`);
    const answer = await call(app, {
      method,
      url: request.url,
      headers: bearer(intruder),
      ...(request.payload ? { payload: request.payload } : {}),
    });
    expect(answer.status).toBe(404);
    const list = await call(app, { method: 'GET', url: `${W}/v1/widget/all?orderCodes=${ids.order}`, headers: bearer(intruder) });
    expect(WidgetList.parse(list.body).widgets).toEqual([]);
  });
});
