import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_CLOSE } from '@schemas/push';
import { Browser } from '../identity/browser';
import { signIn } from '../identity/harness';
import { startListeningSandbox } from './harness';
import { openPush } from './push-client';

// Sign-out ends the sign-in, and with it its access tokens (docs/CONTRACTS.md "Sign-in and the
// session endpoint"): an access token taken before sign-out is refused with 401 by every service
// that checks tokens, and by the push socket, though it has not expired.

let real: FastifyInstance;
let port: number;
beforeAll(async () => {
  ({ app: real, port } = await startListeningSandbox());
});
afterAll(async () => {
  await real.close();
});

const authenticate = (token: string) => JSON.stringify({ action: 'authenticate', token });

describe('an access token of a sign-in that has ended', () => {
  it('is refused with 401 by every route that checks tokens, and by the push socket', async () => {
    const origin = `http://my.albelli.nl.localhost:${port}`;
    const browser = new Browser(port);
    const { session } = await signIn(browser, origin, 'demo@example.com');
    const host = `my.albelli.nl.localhost:${port}`;
    const call = (method: string, url: string, token?: string) =>
      real.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, (_all, name: string) =>
          name === 'idpSub' ? session.claims.idp_sub : name === 'idpType' ? session.claims.idp_type : 'x',
        ),
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: {},
      });

    // the routes that check tokens: those that answer 401 without one
    const routes = real.routeList.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    const guarded: typeof routes = [];
    for (const route of routes) if ((await call(route.method, route.url)).statusCode === 401) guarded.push(route);
    expect(guarded.length).toBeGreaterThan(40);
    expect(guarded.some((route) => route.url.startsWith('/api/storage/'))).toBe(true);

    // before sign-out the token passes each of them
    for (const route of guarded) {
      const response = await call(route.method, route.url, session.accessToken);
      expect(`${route.method} ${route.url} → ${response.statusCode}`).not.toBe(`${route.method} ${route.url} → 401`);
    }
    const before = openPush(`127.0.0.1:${port}`);
    before.send(authenticate(session.accessToken));
    await before.until((texts) => texts.length > 0);
    before.close();

    const logout = await browser.postEmpty(`${origin}/session/logout`);
    expect(logout.status, logout.body).toBe(200);

    for (const route of guarded) {
      const response = await call(route.method, route.url, session.accessToken);
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toBe(`${route.method} ${route.url} → 401`);
      expect(response.json()).toEqual({ message: 'The access token is invalid or has expired' });
    }
    const after = openPush(`127.0.0.1:${port}`);
    after.send(authenticate(session.accessToken));
    expect((await after.closed).code).toBe(PUSH_CLOSE.unauthorized.code);

    // signing in again gives a token that works
    const again = await signIn(browser, origin, 'demo@example.com');
    expect((await call('GET', '/api/customer/customers/me', again.session.accessToken)).statusCode).toBe(200);
  }, 120_000);
});
