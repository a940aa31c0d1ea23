import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductPdfList } from '@schemas/documents';
import { FAULT_SCOPE_COOKIE, FAULT_SCOPE_HEADER, FaultList, FaultRule } from '@schemas/sandbox';
import { pathMatches } from '../../../sandbox/faults/store';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

const me = '/api/customer/customers/me';
const getMe = () => app.inject({ method: 'GET', url: me, headers: bearer(SEED_IDS.demo) });

async function addRule(rule: object) {
  const { status, body } = await call(app, { method: 'POST', url: '/__sandbox/faults', payload: rule });
  expect(status).toBe(201);
  return FaultRule.parse(body);
}
async function rules() {
  return FaultList.parse((await call(app, { method: 'GET', url: '/__sandbox/faults' })).body).rules;
}

describe('fault switch', () => {
  it('matches paths exactly, or by prefix with a trailing *', () => {
    expect(pathMatches('/api/customer/customers/me', '/api/customer/customers/me')).toBe(true);
    expect(pathMatches('/api/customer/customers/me', '/api/customer/customers/me/addresses')).toBe(false);
    expect(pathMatches('/api/customer/*', '/api/customer/customers/me/addresses')).toBe(true);
    expect(pathMatches('/api/customer/*', '/api/orders/x')).toBe(false);
  });

  it('answers the injected status with {"message":"Injected fault"} and counts hits', async () => {
    const rule = await addRule({ path: me, status: 503 });
    expect(rule).toMatchObject({ path: me, status: 503, hits: 0, id: expect.any(String) });
    const response = await getMe();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Injected fault' });
    expect((await rules())[0]?.hits).toBe(1);
  });

  it('applies a scoped rule only to requests carrying its scope (cookie or header); others on the route are answered as usual', async () => {
    const rule = await addRule({ path: me, status: 500, scope: 'test-a' });
    const withCookie = (value: string) => ({ ...bearer(SEED_IDS.demo), cookie: `other=1; ${FAULT_SCOPE_COOKIE}=${value}` });
    expect((await app.inject({ method: 'GET', url: me, headers: withCookie('test-a') })).statusCode).toBe(500);
    expect(
      (await app.inject({ method: 'GET', url: me, headers: { ...bearer(SEED_IDS.demo), [FAULT_SCOPE_HEADER]: 'test-a' } })).statusCode,
    ).toBe(500);
    expect((await app.inject({ method: 'GET', url: me, headers: withCookie('test-b') })).statusCode).toBe(200);
    expect((await getMe()).statusCode).toBe(200);
    expect((await rules()).find((r) => r.id === rule.id)?.hits).toBe(2);
    // a global rule still meets every request, scoped or not
    await addRule({ path: me, status: 503, times: 2 });
    expect((await app.inject({ method: 'GET', url: me, headers: withCookie('test-b') })).statusCode).toBe(503);
    expect((await getMe()).statusCode).toBe(503);
  });

  it('ignores the query string when matching', async () => {
    await addRule({ path: me, status: 500 });
    expect((await app.inject({ method: 'GET', url: `${me}?x=1`, headers: bearer(SEED_IDS.demo) })).statusCode).toBe(500);
  });

  it('applies `times` requests, then stops', async () => {
    await addRule({ path: me, status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await getMe()).statusCode);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await rules())[0]).toMatchObject({ hits: 2, times: 2 });
  });

  it('lets `after` requests through first, then applies', async () => {
    await addRule({ path: me, status: 500, after: 2, times: 1 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await getMe()).statusCode);
    expect(statuses).toEqual([200, 200, 500, 200]);
    expect((await rules())[0]).toMatchObject({ hits: 1, passed: 2, after: 2 });
  });

  it('matches the method when given (case-insensitive) and a path prefix', async () => {
    await addRule({ path: '/api/customer/*', method: 'post', status: 429 });
    expect((await getMe()).statusCode).toBe(200);
    const post = await app.inject({ method: 'POST', url: `${me}/addresses`, headers: bearer(SEED_IDS.demo), payload: {} });
    expect(post.statusCode).toBe(429);
  });

  it('adds latency', async () => {
    await addRule({ path: me, latencyMs: 250 });
    const started = performance.now();
    const response = await getMe();
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it("replaces a successful body with invalid JSON ('json') or JSON the schema rejects ('schema')", async () => {
    await addRule({ path: me, malformed: 'json', times: 1 });
    const broken = await getMe();
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe('{"broken":');
    await addRule({ path: me, malformed: 'schema', times: 1 });
    const odd = await getMe();
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toBe('{"unexpected":true}');
    expect((await getMe()).json()).toMatchObject({ email: 'demo@example.com' });
  });

  it('replaces a successful body that is not JSON too (a PDF), as JSON, without its file name', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/documents/v1/Pdfs/me', headers: bearer(SEED_IDS.demo) });
    const { productCode } = ProductPdfList.parse(list.json()).pdfs[0] ?? { productCode: '' };
    const pdfUrl = `/api/documents/v1/pdf/me/${productCode}`;
    await addRule({ path: pdfUrl, malformed: 'schema', times: 1 });
    const broken = await app.inject({ method: 'GET', url: pdfUrl, headers: bearer(SEED_IDS.demo) });
    expect(broken.statusCode).toBe(200);
    expect(broken.headers['content-type']).toMatch(/^application\/json/);
    expect(broken.headers['content-disposition']).toBeUndefined();
    expect(broken.body).toBe('{"unexpected":true}');
    const whole = await app.inject({ method: 'GET', url: pdfUrl, headers: bearer(SEED_IDS.demo) });
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('leaves error responses alone when malformed', async () => {
    await addRule({ path: me, malformed: 'json' });
    const response = await app.inject({ method: 'GET', url: me });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('never applies to /__sandbox/*', async () => {
    await addRule({ path: '/*', status: 500 });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/health' })).statusCode).toBe(200);
    expect((await getMe()).statusCode).toBe(500);
  });

  it('clears one rule or all of them', async () => {
    const first = await addRule({ path: me, status: 500 });
    await addRule({ path: '/api/public-config/*', status: 500 });
    expect((await app.inject({ method: 'DELETE', url: `/__sandbox/faults/${first.id}` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/__sandbox/faults/${first.id}` })).statusCode).toBe(404);
    expect((await getMe()).statusCode).toBe(200);
    expect(await rules()).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: '/__sandbox/faults' })).statusCode).toBe(204);
    expect(await rules()).toEqual([]);
  });

  it('rejects a rule that does not fit the schema', async () => {
    const response = await call(app, { method: 'POST', url: '/__sandbox/faults', payload: { path: 'api', status: 99 } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining('path:') });
  });
});
