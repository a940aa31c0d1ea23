import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Customer } from '@schemas/customer';
import { AddressList } from '@schemas/address';
import { ErrorReportList, TestAccount } from '@schemas/sandbox';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});

describe('GET /__sandbox/health', () => {
  it('answers {ok: true}', async () => {
    expect(await call(app, { method: 'GET', url: '/__sandbox/health' })).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe('/__sandbox/errors', () => {
  const report = (n: number) => ({ source: 'test', message: `error ${n}`, at: new Date().toISOString() });

  it('stores reports, lists them and clears them', async () => {
    expect(
      (await call(app, { method: 'POST', url: '/__sandbox/errors', payload: { ...report(1), url: '/orders', detail: 'x' } })).status,
    ).toBe(204);
    const { body } = await call(app, { method: 'GET', url: '/__sandbox/errors' });
    expect(ErrorReportList.parse(body).reports).toEqual([{ ...report(1), at: expect.any(String), url: '/orders', detail: 'x' }]);
    expect((await call(app, { method: 'DELETE', url: '/__sandbox/errors' })).status).toBe(204);
    expect((await call(app, { method: 'GET', url: '/__sandbox/errors' })).body).toEqual({ reports: [] });
  });

  it('keeps the last 500', async () => {
    for (let n = 0; n < 505; n += 1) await app.inject({ method: 'POST', url: '/__sandbox/errors', payload: report(n) });
    const { reports } = ErrorReportList.parse((await call(app, { method: 'GET', url: '/__sandbox/errors' })).body);
    expect(reports).toHaveLength(500);
    expect(reports[0]?.message).toBe('error 5');
    await app.inject({ method: 'DELETE', url: '/__sandbox/errors' });
  });

  it('rejects a report without a source', async () => {
    const response = await call(app, { method: 'POST', url: '/__sandbox/errors', payload: { message: 'x', at: 'now' } });
    expect(response).toMatchObject({ status: 400, body: { message: expect.stringContaining('source') } });
  });
});

describe('POST /__sandbox/accounts', () => {
  const create = async (payload?: object) => {
    const response = await call(app, { method: 'POST', url: '/__sandbox/accounts', ...(payload ? { payload } : {}) });
    expect(response.status).toBe(201);
    return TestAccount.parse(response.body);
  };

  it('makes a fresh consumer with a customer record and one address (no body needed)', async () => {
    const account = await create();
    expect(account.email).toMatch(/^test-[0-9a-f]{8}@example\.com$/);
    expect(account.password.length).toBeGreaterThanOrEqual(8);
    const customer = Customer.parse(
      (await call(app, { method: 'GET', url: '/api/customer/customers/me', headers: bearer(account.id) })).body,
    );
    expect(customer).toMatchObject({ email: account.email, accountType: 'Consumer', b2bStatus: null });
    const { items } = AddressList.parse(
      (await call(app, { method: 'GET', url: '/api/customer/customers/me/addresses', headers: bearer(account.id) })).body,
    );
    expect(items).toHaveLength(1);
  });

  it('makes a business account with the b2b status asked for', async () => {
    const account = await create({ accountType: 'business', b2bStatus: 'Blocked' });
    const customer = Customer.parse(
      (await call(app, { method: 'GET', url: '/api/customer/customers/me', headers: bearer(account.id) })).body,
    );
    expect(customer).toMatchObject({ accountType: 'Business', b2bStatus: 'Blocked' });
  });

  it('makes an account without a customer record on request', async () => {
    const account = await create({ customer: false });
    expect((await call(app, { method: 'GET', url: '/api/customer/customers/me', headers: bearer(account.id) })).status).toBe(404);
  });

  it('rejects an unknown account type', async () => {
    const response = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { accountType: 'admin' } });
    expect(response).toMatchObject({ status: 400, body: { message: expect.stringContaining('accountType') } });
  });
});

describe('POST /__sandbox/reset', () => {
  it('restores the seed and removes everything else', async () => {
    const headers = bearer(SEED_IDS.demo);
    const extra = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: {} })).body);
    await call(app, { method: 'PATCH', url: '/api/customer/customers/me', headers, payload: { firstName: 'Changed' } });
    const before = AddressList.parse((await call(app, { method: 'GET', url: '/api/customer/customers/me/addresses', headers })).body).items;
    await call(app, { method: 'DELETE', url: `/api/customer/customers/me/addresses/${before[0]?.id ?? ''}`, headers });

    expect(await call(app, { method: 'POST', url: '/__sandbox/reset' })).toMatchObject({ status: 200, body: { ok: true } });

    const customer = Customer.parse((await call(app, { method: 'GET', url: '/api/customer/customers/me', headers })).body);
    expect(customer.firstName).toBe('Sanne');
    const after = AddressList.parse((await call(app, { method: 'GET', url: '/api/customer/customers/me/addresses', headers })).body).items;
    expect(after).toEqual(before);
    expect((await call(app, { method: 'GET', url: '/api/customer/customers/me', headers: bearer(extra.id) })).status).toBe(401);
  });
});
