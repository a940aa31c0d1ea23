import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox, TestAccount } from '@schemas/sandbox';
import { deleteAccountAndData } from '../../../sandbox/auth-service/account-deletion';
import type { Db } from '../../../sandbox/db/db';
import { Browser } from '../identity/browser';
import { signIn } from '../identity/harness';
import { bearer, call, startListeningSandbox } from './harness';
import { startTokenOnlySandbox } from './security-harness';
import { addressInput } from '../../fixtures/address';

let app: FastifyInstance;
let db: Db;
let gone: string;

beforeAll(async () => {
  ({ app, db } = await startTokenOnlySandbox());
  gone = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: 1 } })).body).id;
  await deleteAccountAndData(db, gone);
});
afterAll(async () => {
  await app.close();
});

const address = addressInput({ isDefault: true });

describe("a deleted account's still-valid access token", () => {
  it.each([
    ['GET', '/api/customer/customers/me', undefined],
    ['PATCH', '/api/customer/customers/me', { firstName: 'Ann' }],
    ['GET', '/api/customer/customers/me/addresses', undefined],
    ['POST', '/api/customer/customers/me/addresses', address],
    ['PUT', '/api/customer/customers/me/addresses/00000000-0000-4000-8000-000000000000', address],
    ['POST', '/api/auth/v2/identities/albelli/:sub/emailchanges', { email: 'new@example.com', channel: 'albelli-nl' }],
    ['POST', '/api/auth/v2/identities/albelli/:sub/deleteaccount', { channel: 'albelli-nl' }],
    ['GET', '/api/photos/users', undefined],
    ['DELETE', '/api/photos/photos/all', undefined],
  ] as const)('%s %s answers 401 (never 500)', async (method, url, payload) => {
    const response = await call(app, { method, url: url.replace(':sub', gone), headers: bearer(gone), ...(payload ? { payload } : {}) });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(response.body).toEqual({ message: 'The access token is invalid or has expired' });
  });

  it('is refused on every route that needs a token', async () => {
    const guarded = app.routeList.filter(
      (route) =>
        /^\/api\/(customer|auth|photos|shared-albums|downloads)\//.test(route.url) &&
        // a finished archive's link carries no token (docs/PHOTOS.md "Downloads and push socket")
        !route.url.startsWith('/api/downloads/archives/') &&
        route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, (_all, name: string) => (name === 'idpSub' ? gone : name === 'idpType' ? 'albelli' : 'x'));
      const response = await app.inject({ method: route.method, url, headers: bearer(gone), payload: {} });
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toBe(`${route.method} ${route.url} → 401`);
    }
  });
});

describe('with the real identity provider', () => {
  it('an access token issued before the account was deleted is refused with 401 by every call, and cannot be renewed', async () => {
    const { app: real, port } = await startListeningSandbox();
    try {
      const origin = `http://my.albelli.nl.localhost:${port}`;
      const browser = new Browser(port);
      const { session } = await signIn(browser, origin, 'demo@example.com');
      const { idp_type: idpType, idp_sub: idpSub } = session.claims;
      const api = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
        real.inject({
          method,
          url: path,
          headers: { authorization: `Bearer ${session.accessToken}`, host: `my.albelli.nl.localhost:${port}` },
          ...(payload ? { payload } : {}),
        });
      expect((await api('GET', '/api/customer/customers/me')).statusCode).toBe(200);

      // Delete the account through the auth service, with its own mailed link.
      const base = `/api/auth/v2/identities/${idpType}/${idpSub}`;
      expect((await api('POST', `${base}/deleteaccount`, { channel: 'albelli-nl' })).statusCode).toBe(202);
      const { mails } = Mailbox.parse(
        (await real.inject({ method: 'GET', url: '/__sandbox/mailbox.json', headers: { host: `localhost:${port}` } })).json(),
      );
      const token = new URL(mails[0]?.link ?? 'http://x').searchParams.get('confirmation-token') ?? '';
      expect((await api('POST', `${base}/deleteaccount/${token}/actions/confirm`)).statusCode).toBe(204);

      for (const [method, path, payload] of [
        ['GET', '/api/customer/customers/me', undefined],
        ['GET', '/api/customer/customers/me/addresses', undefined],
        ['POST', '/api/customer/customers/me/addresses', address],
        ['PATCH', '/api/customer/customers/me', { firstName: 'Ann' }],
        ['POST', `${base}/emailchanges`, { email: 'new@example.com', channel: 'albelli-nl' }],
        ['GET', '/api/photos/users', undefined],
      ] as const) {
        const response = await api(method, path, payload);
        expect(`${method} ${path} → ${response.statusCode}`).toBe(`${method} ${path} → 401`);
      }
      // The session is gone with the account: renewal answers 401, so the app signs out.
      const refresh = await browser.request('POST', `${origin}/session/refresh`);
      expect(refresh.status).toBe(401);
    } finally {
      await real.close();
    }
  });
});
