import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoricalInvoicePage, InvoiceGroupFilePage, ProductPdfList } from '@schemas/documents';
import { AccountOrderPage, SuperOrderPage } from '@schemas/orders';
import { TestAccount } from '@schemas/sandbox';
import { SEED_IDS } from '../../../sandbox/seed/data';
import type { Db } from '../../../sandbox/db/db';
import { bearer, call, startSandboxWithDb } from './harness';

/**
 * Ownership on every route of the orders and documents services: one account asking for another
 * account's super order, product, invoice or account id gets 404 (never 403, never the data).
 * The routes come from the sandbox's route list, so a route added later without a case here fails.
 */
let app: FastifyInstance;
let db: Db;
/** the owner's ids, by path parameter */
const ids = { superOrder: '', product: '', productWithPdf: '', mapProduct: '', invoiceGroupFile: '', historicalInvoice: '', channel: '' };
let otherBusiness: string;

beforeAll(async () => {
  ({ app, db } = await startSandboxWithDb());
  const orders = SuperOrderPage.parse(
    (await call(app, { method: 'GET', url: '/api/orders/v2/superorders/me', headers: bearer(SEED_IDS.demo) })).body,
  ).superOrders;
  // A super order that can be re-ordered and changed, so a 404 cannot come from its status.
  const order = orders.find((o) => o.status === 'Confirmed');
  const pdfs = ProductPdfList.parse(
    (await call(app, { method: 'GET', url: '/api/documents/v1/Pdfs/me', headers: bearer(SEED_IDS.demo) })).body,
  ).pdfs;
  const files = InvoiceGroupFilePage.parse(
    (await call(app, { method: 'GET', url: '/api/documents/api/v1/InvoiceGroupFiles/me', headers: bearer(SEED_IDS.business) })).body,
  ).invoiceGroupFiles;
  const historical = HistoricalInvoicePage.parse(
    (await call(app, { method: 'GET', url: '/api/documents/api/v1/HistoricalInvoice/me', headers: bearer(SEED_IDS.business) })).body,
  ).historicalInvoices;
  ids.superOrder = order?.superOrderCode ?? '';
  ids.product = order?.orders[0]?.code ?? '';
  ids.productWithPdf = pdfs.find((pdf) => pdf.purpose === 'product.pdf')?.productCode ?? '';
  ids.mapProduct = pdfs.find((pdf) => pdf.purpose === 'map.pdf')?.productCode ?? '';
  ids.invoiceGroupFile = files[0]?.id ?? '';
  ids.historicalInvoice = historical[0]?.id ?? '';
  ids.channel = historical[0]?.channel ?? '';
  expect(Object.values(ids).every(Boolean)).toBe(true);
  const created = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { accountType: 'business', orders: 'demo' } });
  otherBusiness = TestAccount.parse(created.body).id;
});
afterAll(async () => {
  await app.close();
});

const address = {
  firstName: 'Eve',
  lastName: 'Intruder',
  companyName: null,
  street: 'Damrak',
  houseNumber: '1',
  houseNumberSuffix: null,
  postalCode: '1012 LG',
  city: 'Amsterdam',
  countryCode: 'NL',
  phoneNumber: null,
};

/** How each route names the owner's data, as (the owner, a request another account makes). */
const cases: Record<string, () => { owner: string; intruder: string; url: string; payload?: object }> = {
  'GET /api/orders/v1/superorders/:code': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/orders/v1/superorders/${ids.superOrder}`,
  }),
  'PUT /api/orders/v1/superorders/:code/deliveryAddress': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/orders/v1/superorders/${ids.superOrder}/deliveryAddress`,
    payload: address,
  }),
  'GET /api/orders/orders/byAccount/:accountId': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/orders/orders/byAccount/${SEED_IDS.demo}`,
  }),
  'GET /api/orders/v1/Orders/:code': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/orders/v1/Orders/${ids.product}`,
  }),
  'GET /api/orders/reorder/status/:code': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/orders/reorder/status/${ids.superOrder}`,
  }),
  'POST /api/orders/reorder': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/orders/reorder?OrderCode=${ids.superOrder}`,
  }),
  'GET /api/orders/OrderDeliveryDates/:code': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/orders/OrderDeliveryDates/${ids.superOrder}`,
  }),
  'GET /api/documents/v1/Products/:code': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/documents/v1/Products/${ids.productWithPdf}?extend=none`,
  }),
  'GET /api/documents/v1/pdf/me/:code': () => ({
    owner: SEED_IDS.demo,
    intruder: SEED_IDS.friend,
    url: `/api/documents/v1/pdf/me/${ids.mapProduct}?purpose=map.pdf`,
  }),
  'GET /api/documents/api/v1/InvoiceGroupFiles/me/:id': () => ({
    owner: SEED_IDS.business,
    intruder: otherBusiness,
    url: `/api/documents/api/v1/InvoiceGroupFiles/me/${ids.invoiceGroupFile}`,
  }),
  'GET /api/documents/api/v1/HistoricalInvoice/me/pdf/:id/:channel': () => ({
    owner: SEED_IDS.business,
    intruder: otherBusiness,
    url: `/api/documents/api/v1/HistoricalInvoice/me/pdf/${ids.historicalInvoice}/${ids.channel}`,
  }),
};

/** Routes that name nobody's data: the caller's own lists, the shop's catalogue and calendar, public thumbnails. */
const notOwned = new Set([
  'GET /api/orders/v2/superorders/me',
  'GET /api/orders/api/v1/campaigns/offers/:code',
  'GET /api/orders/v1/ArticleGroup',
  'GET /api/orders/v1/Campaign/:code',
  'GET /api/orders/thumbnails/:file',
  'GET /api/documents/v1/Pdfs/me',
  'GET /api/documents/api/v1/InvoiceGroupFiles/me',
  'GET /api/documents/api/v1/HistoricalInvoice/me',
]);

describe('ownership on the orders and documents services', () => {
  it('has a case for every route', () => {
    const routes = app.routeList
      .filter((route) => route.method !== 'HEAD' && /^\/api\/(orders|documents)\//.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !notOwned.has(route)).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))('%s: the owner gets it, another account gets 404', async (route) => {
    const request = cases[route]?.();
    if (!request) throw new Error(route);
    const method = route.split(' ')[0] as 'GET' | 'PUT' | 'POST';
    const send = (accountId: string) =>
      call(app, { method, url: request.url, headers: bearer(accountId), ...(request.payload ? { payload: request.payload } : {}) });
    const intruder = await send(request.intruder);
    expect(intruder.status).toBe(404);
    expect(intruder.body).toEqual({ message: expect.any(String) });
    // Asked after the intruder, so a change the intruder made would show here; the owner still succeeds.
    if (method === 'GET') expect((await app.inject({ method, url: request.url, headers: bearer(request.owner) })).statusCode).toBe(200);
  });

  it('lists only the caller’s own orders, PDFs and invoices', async () => {
    const friendOrders = SuperOrderPage.parse(
      (await call(app, { method: 'GET', url: '/api/orders/v2/superorders/me', headers: bearer(SEED_IDS.friend) })).body,
    );
    expect(friendOrders.superOrders.length).toBeGreaterThan(0);
    expect(friendOrders.superOrders.map((o) => o.superOrderCode)).not.toContain(ids.superOrder);
    const friendSummaries = AccountOrderPage.parse(
      (await call(app, { method: 'GET', url: `/api/orders/orders/byAccount/${SEED_IDS.friend}`, headers: bearer(SEED_IDS.friend) })).body,
    );
    expect(friendSummaries.total).toBe(friendOrders.total);
    const friendPdfs = ProductPdfList.parse(
      (await call(app, { method: 'GET', url: '/api/documents/v1/Pdfs/me', headers: bearer(SEED_IDS.friend) })).body,
    );
    expect(friendPdfs.pdfs.map((pdf) => pdf.productCode)).not.toContain(ids.productWithPdf);
    const otherFiles = InvoiceGroupFilePage.parse(
      (await call(app, { method: 'GET', url: '/api/documents/api/v1/InvoiceGroupFiles/me?limit=100', headers: bearer(otherBusiness) }))
        .body,
    );
    expect(otherFiles.invoiceGroupFiles.map((file) => file.id)).not.toContain(ids.invoiceGroupFile);
  });

  it('leaves the owner’s order as it was after another account tried to change it', async () => {
    const { body } = await call(app, {
      method: 'GET',
      url: `/api/orders/v1/superorders/${ids.superOrder}`,
      headers: bearer(SEED_IDS.demo),
    });
    expect(JSON.stringify(body)).not.toContain('Intruder');
  });
});

describe('account deletion', () => {
  it('takes the account’s orders, re-order carts and invoices with it', async () => {
    const created = TestAccount.parse(
      (await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { accountType: 'business', orders: 'demo' } })).body,
    );
    const order = SuperOrderPage.parse(
      (await call(app, { method: 'GET', url: '/api/orders/v2/superorders/me?Limit=1', headers: bearer(created.id) })).body,
    ).superOrders[0];
    const reorder = await call(app, {
      method: 'POST',
      url: `/api/orders/reorder?OrderCode=${order?.superOrderCode}`,
      headers: bearer(created.id),
    });
    expect(reorder.status).toBe(200);
    const counts = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM super_orders WHERE account_id = $1) + (SELECT count(*) FROM order_lines WHERE account_id = $1)
                + (SELECT count(*) FROM reorder_carts WHERE account_id = $1) + (SELECT count(*) FROM invoice_group_files WHERE account_id = $1)
                + (SELECT count(*) FROM historical_invoices WHERE account_id = $1) AS n`,
          [created.id],
        )
      ).rows[0]?.n;
    expect(Number(await counts())).toBeGreaterThan(100);
    await db.query('DELETE FROM accounts WHERE id = $1', [created.id]);
    expect(Number(await counts())).toBe(0);
  });
});
