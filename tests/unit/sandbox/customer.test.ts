import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Customer } from '@schemas/customer';
import { TestAccount } from '@schemas/sandbox';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});

const me = '/api/customer/customers/me';

async function testAccount(body: object = {}) {
  const { status, body: created } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: body });
  expect(status).toBe(201);
  return TestAccount.parse(created);
}

describe('customer service: authentication', () => {
  it('answers 401 {message} without a bearer token', async () => {
    const response = await call(app, { method: 'GET', url: me });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('answers 401 for a token the identity part rejects', async () => {
    const response = await call(app, { method: 'GET', url: me, headers: { authorization: 'Bearer nonsense' } });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });
});

describe('GET /customers/me', () => {
  it('answers the seeded consumer with the e-mail of the account', async () => {
    const { status, body } = await call(app, { method: 'GET', url: me, headers: bearer(SEED_IDS.demo) });
    expect(status).toBe(200);
    const customer = Customer.parse(body);
    expect(customer).toMatchObject({
      id: SEED_IDS.demo,
      email: 'demo@example.com',
      accountType: 'Consumer',
      countryCode: 'NL',
      b2bStatus: null,
      companyName: null,
    });
  });

  it('answers the seeded business customer with company, VAT number and status New', async () => {
    const { body } = await call(app, { method: 'GET', url: me, headers: bearer(SEED_IDS.business) });
    expect(Customer.parse(body)).toMatchObject({
      email: 'business@example.com',
      accountType: 'Business',
      b2bStatus: 'New',
      companyName: expect.any(String),
      vatNumber: expect.stringMatching(/^NL/),
      callbackUrl: null,
      callbackFormat: null,
    });
  });

  it('answers the UK friend', async () => {
    const { body } = await call(app, { method: 'GET', url: me, headers: bearer(SEED_IDS.friend) });
    expect(Customer.parse(body)).toMatchObject({ email: 'friend@example.com', countryCode: 'GB', locale: 'en-GB' });
  });

  it("answers 404 {message: 'Customer not found'} for an account without a customer record", async () => {
    const account = await testAccount({ customer: false });
    for (const method of ['GET', 'PATCH', 'PUT'] as const) {
      const payload =
        method === 'GET'
          ? undefined
          : {
              firstName: 'A',
              lastName: 'B',
              phoneNumber: null,
              companyName: null,
              vatNumber: null,
              callbackUrl: null,
              callbackFormat: null,
              newsletter: false,
            };
      const response = await call(app, { method, url: me, headers: bearer(account.id), ...(payload ? { payload } : {}) });
      expect(response.status, method).toBe(404);
      expect(response.body).toEqual({ message: 'Customer not found' });
    }
  });
});

describe('PUT /customers/me', () => {
  it('replaces the editable fields, including the FTP callback', async () => {
    const account = await testAccount({ accountType: 'business' });
    const update = {
      firstName: '  Anna ',
      lastName: 'Smit',
      phoneNumber: '+31 6 11122233',
      companyName: 'Smit Foto',
      vatNumber: 'NL123456789B02',
      callbackUrl: 'https://ftp.example.com/callback',
      callbackFormat: 'xml',
      newsletter: true,
    };
    const { status, body } = await call(app, { method: 'PUT', url: me, headers: bearer(account.id), payload: update });
    expect(status).toBe(200);
    expect(Customer.parse(body)).toMatchObject({ ...update, firstName: 'Anna', email: account.email, accountType: 'Business' });
    const again = await call(app, { method: 'GET', url: me, headers: bearer(account.id) });
    expect(Customer.parse(again.body).callbackUrl).toBe('https://ftp.example.com/callback');
  });

  it('answers 400 with a clear message for a body missing fields', async () => {
    const account = await testAccount();
    const { status, body } = await call(app, { method: 'PUT', url: me, headers: bearer(account.id), payload: { firstName: 'Anna' } });
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining('lastName:') });
  });
});

describe('PATCH /customers/me', () => {
  it('changes only the fields sent', async () => {
    const account = await testAccount();
    const before = Customer.parse((await call(app, { method: 'GET', url: me, headers: bearer(account.id) })).body);
    const { status, body } = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { newsletter: true } });
    expect(status).toBe(200);
    expect(Customer.parse(body)).toEqual({ ...before, newsletter: true });
  });

  it('rejects an empty patch and a non-http callback link', async () => {
    const account = await testAccount();
    const empty = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: {} });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Nothing to change' } });
    const ftp = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { callbackUrl: 'ftp://example.com/x' } });
    expect(ftp).toMatchObject({ status: 400, body: { message: 'callbackUrl: Must be an http or https link' } });
  });

  it('answers 400 {message} for a body that is not JSON', async () => {
    const account = await testAccount();
    const response = await call(app, {
      method: 'PATCH',
      url: me,
      headers: { ...bearer(account.id), 'content-type': 'application/json' },
      payload: '{"newsletter":',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});
