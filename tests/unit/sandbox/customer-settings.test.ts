// The customer service's settings routes beyond the spec's list: payment methods (offered per
// country, the preferred one refused with 400 when not offered) and the FTP integration's test
// callbacks (signed for real, sent to the sandbox's own receiver under the test switch, the failures
// listed; what a callback may reach is tests/unit/sandbox/security-callbacks.test.ts), plus the
// customer record's b2b status once a Default business completes its details. No route can name
// another account: each works on the token's own, so another account's data never shows.
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import { Customer } from '@schemas/customer';
import { PaymentMethods } from '@schemas/paymentMethods';
import { TestAccount } from '@schemas/sandbox';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

const portOf = (address: string | AddressInfo | null) => (typeof address === 'object' && address !== null ? address.port : 0);

let app: FastifyInstance;
let origin = '';
/** a loopback address where nothing listens (a port that was free a moment ago) */
let closed = '';
beforeAll(async () => {
  // the test switch: the sandbox's own receiver may be a callback URL (tests/unit/sandbox/security-callbacks.test.ts: without it)
  app = await startSandbox({ allowLocalCallbacks: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://localhost:${portOf(app.server.address())}`;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closed = `http://127.0.0.1:${portOf(probe.address())}`;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  await app.close();
});

const me = '/api/customer/customers/me';
const methods = `${me}/payment-methods`;
const deliveries = `${me}/callback-deliveries`;

async function testAccount(body: object = {}) {
  const { status, body: created } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: body });
  expect(status).toBe(201);
  return TestAccount.parse(created);
}

describe('payment methods', () => {
  it('lists the methods of the customer’s country with the preference and the stored card', async () => {
    const { status, body } = await call(app, { method: 'GET', url: methods, headers: bearer(SEED_IDS.demo) });
    expect(status).toBe(200);
    expect(PaymentMethods.parse(body)).toMatchObject({
      available: ['ideal', 'card', 'paypal', 'klarna'],
      preferred: 'ideal',
      storedCard: { brand: 'visa', last4: '4242' },
    });
    const uk = PaymentMethods.parse((await call(app, { method: 'GET', url: methods, headers: bearer(SEED_IDS.friend) })).body);
    expect(uk.available).toEqual(['card', 'paypal']);
  });

  it('changes the preferred method, which stays so, for this account only', async () => {
    const account = await testAccount();
    const other = await testAccount();
    const put = await call(app, { method: 'PUT', url: `${methods}/preferred`, headers: bearer(account.id), payload: { code: 'klarna' } });
    expect(put.status).toBe(200);
    expect(PaymentMethods.parse(put.body).preferred).toBe('klarna');
    expect(PaymentMethods.parse((await call(app, { method: 'GET', url: methods, headers: bearer(account.id) })).body).preferred).toBe(
      'klarna',
    );
    expect(PaymentMethods.parse((await call(app, { method: 'GET', url: methods, headers: bearer(other.id) })).body).preferred).toBe(
      'ideal',
    );
  });

  it('refuses a method the channel does not offer, an unknown one and a missing body with 400 and a message', async () => {
    const account = await testAccount();
    for (const payload of [{ code: 'bancontact' }, { code: 'bitcoin' }, {}, { code: 42 }]) {
      const response = await call(app, { method: 'PUT', url: `${methods}/preferred`, headers: bearer(account.id), payload });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body).toEqual({ message: expect.stringMatching(/^code: /) });
    }
  });

  it('answers 404 for an account without a customer record, 401 without a token', async () => {
    const account = await testAccount({ customer: false });
    expect((await call(app, { method: 'GET', url: methods, headers: bearer(account.id) })).status).toBe(404);
    expect(
      (await call(app, { method: 'PUT', url: `${methods}/preferred`, headers: bearer(account.id), payload: { code: 'card' } })).status,
    ).toBe(404);
    expect((await call(app, { method: 'GET', url: methods })).status).toBe(401);
  });
});

describe('b2b status', () => {
  it('moves a Default business to New once it holds a company name and a VAT number', async () => {
    const account = await testAccount({ accountType: 'business', b2bStatus: 'Default' });
    const cleared = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { vatNumber: null } });
    expect(Customer.parse(cleared.body).b2bStatus).toBe('Default');
    const completed = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { vatNumber: 'NL001234567B01' } });
    expect(Customer.parse(completed.body).b2bStatus).toBe('New');
  });
});

describe('test callbacks', () => {
  async function businessWithCallback(url: string | null, format: 'json' | 'xml' = 'json') {
    const account = await testAccount({ accountType: 'business' });
    const patch = await call(app, {
      method: 'PATCH',
      url: me,
      headers: bearer(account.id),
      payload: { callbackUrl: url, callbackFormat: format },
    });
    expect(patch.status).toBe(200);
    return account;
  }

  it('signs a sample, delivers it to the receiver, lists it, and the receiver finds the signature valid', async () => {
    const account = await businessWithCallback(`${origin}/__sandbox/callback-receiver/unit-json`);
    const sent = await call(app, { method: 'POST', url: deliveries, headers: bearer(account.id) });
    expect(sent.status).toBe(201);
    const delivery = CallbackDelivery.parse(sent.body);
    expect(delivery).toMatchObject({ status: 204, error: null, format: 'json' });
    const list = CallbackDeliveries.parse((await call(app, { method: 'GET', url: deliveries, headers: bearer(account.id) })).body);
    expect(list.signingSecret).toMatch(/^whsec_/);
    expect(list.testReceiverUrl).toMatch(new RegExp(`/__sandbox/callback-receiver/${account.id.slice(0, 8)}$`));
    expect(list.deliveries.map((item) => item.id)).toEqual([delivery.id]);
    const received = (await call(app, { method: 'GET', url: '/__sandbox/callback-receiver.json' })).body;
    const item = Reflect.get(Object(received), 'received')[0];
    expect(item).toMatchObject({ name: 'unit-json', signatureValid: true });
    expect(JSON.parse(String(item.body))).toMatchObject({
      event: 'order.statusChanged',
      test: true,
      accountId: account.id,
      deliveryId: delivery.id,
    });
    expect(item.headers['x-callback-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('sends xml when the saved format is xml', async () => {
    const account = await businessWithCallback(`${origin}/__sandbox/callback-receiver/unit-xml`, 'xml');
    expect(CallbackDelivery.parse((await call(app, { method: 'POST', url: deliveries, headers: bearer(account.id) })).body).status).toBe(
      204,
    );
    const received = (await call(app, { method: 'GET', url: '/__sandbox/callback-receiver.json' })).body;
    const item = Reflect.get(Object(received), 'received')[0];
    expect(item).toMatchObject({ name: 'unit-xml', signatureValid: true });
    expect(String(item.body)).toContain(`<accountId>${account.id}</accountId>`);
    expect(item.headers['content-type']).toContain('application/xml');
  });

  it('reaches a *.localhost receiver on the loopback address, as a browser would', async () => {
    const account = await businessWithCallback(`${origin.replace('localhost', 'hooks.localhost')}/__sandbox/callback-receiver/unit-brand`);
    const delivery = CallbackDelivery.parse((await call(app, { method: 'POST', url: deliveries, headers: bearer(account.id) })).body);
    expect(delivery).toMatchObject({ status: 204, error: null, url: expect.stringContaining('hooks.localhost') });
  });

  it('lists a non-2xx answer as not delivered, with its status and no error', async () => {
    // the receiver refuses a name with a dot (400)
    const refused = await businessWithCallback(`${origin}/__sandbox/callback-receiver/a.b`);
    expect(CallbackDelivery.parse((await call(app, { method: 'POST', url: deliveries, headers: bearer(refused.id) })).body)).toMatchObject({
      status: 400,
      error: null,
    });
  });

  it('with the switch, takes the own receiver only: not another loopback port, not another sandbox path', async () => {
    const account = await testAccount({ accountType: 'business' });
    for (const callbackUrl of [
      `${closed}/__sandbox/callback-receiver/x`,
      `${origin}/__sandbox/reset`,
      `${origin}/__sandbox/callback-receiver/x?y=1`,
    ]) {
      const response = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { callbackUrl } });
      expect(response.status, callbackUrl).toBe(400);
      expect(response.body).toEqual({ message: expect.stringMatching(/^callbackUrl: Must /) });
    }
  });

  it('refuses to send without a saved URL (400), for a consumer (403) and without a customer record (404)', async () => {
    const none = await businessWithCallback(null);
    const response = await call(app, { method: 'POST', url: deliveries, headers: bearer(none.id) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining('callbackUrl') });
    const consumer = await testAccount();
    expect((await call(app, { method: 'POST', url: deliveries, headers: bearer(consumer.id) })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: deliveries, headers: bearer(consumer.id) })).status).toBe(403);
    const recordless = await testAccount({ accountType: 'business', customer: false });
    expect((await call(app, { method: 'GET', url: deliveries, headers: bearer(recordless.id) })).status).toBe(404);
  });

  it('refuses ftp: and javascript: callback URLs with 400 on the field', async () => {
    const account = await testAccount({ accountType: 'business' });
    for (const callbackUrl of ['ftp://files.example.com/in', 'javascript:alert(1)']) {
      const response = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { callbackUrl } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'callbackUrl: Must be an http or https link' });
    }
  });

  it('the receiver refuses a name that is not letters, digits, - or _ with 400, and lists what arrived as text', async () => {
    const bad = await call(app, {
      method: 'POST',
      url: '/__sandbox/callback-receiver/a.b',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.stringContaining('name:') });
    const sent = await app.inject({
      method: 'POST',
      url: '/__sandbox/callback-receiver/unit-markup',
      payload: '<img src=x onerror=alert(1)>',
      headers: { 'content-type': 'text/plain' },
    });
    expect(sent.statusCode).toBe(204);
    const page = await app.inject({ method: 'GET', url: '/__sandbox/callback-receiver' });
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('Signature NOT valid');
  });

  it('keeps each account’s deliveries to itself', async () => {
    const first = await businessWithCallback(`${origin}/__sandbox/callback-receiver/unit-first`);
    const second = await businessWithCallback(`${origin}/__sandbox/callback-receiver/unit-second`);
    await call(app, { method: 'POST', url: deliveries, headers: bearer(first.id) });
    const list = CallbackDeliveries.parse((await call(app, { method: 'GET', url: deliveries, headers: bearer(second.id) })).body);
    expect(list.deliveries).toEqual([]);
    const own = CallbackDeliveries.parse((await call(app, { method: 'GET', url: deliveries, headers: bearer(first.id) })).body);
    expect(own.signingSecret).not.toBe(list.signingSecret);
  });
});
