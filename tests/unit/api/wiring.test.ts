// The app's wiring of the auth and customer actors over the real API edge, against a local HTTP
// server standing in for the session endpoint and the customer service.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { ErrorReport } from '@schemas/sandbox';
import { createAuth, getAccessToken, parseAuthCallback, renewAccessToken, safeReturnTo, type AuthActor } from '@/platform/auth/createAuth';
import { createAccountScope } from '@/platform/accountScope/accountScope';
import { customerApi } from '@/api/customer';
import { createCustomer, customerPart } from '@/platform/customer/createCustomer';
import { earlyStart } from '@/platform/earlyStart/earlyStart';
import { configureErrorReporter, resetErrorReporter } from '@/platform/errors/reporter';
import { createServices } from '@/platform/services/services';
import { AppConfig } from '@schemas/config';
import builtIn from '../../../public/config.json';
import {
  fixtureCustomer,
  fixtureLogoutResponse,
  fixtureRenewedSession,
  fixtureSession,
  fixtureTokenResponse,
} from '../../fixtures/records';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
const actors: AuthActor[] = [];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetErrorReporter();
});
afterEach(async () => {
  for (const actor of actors.splice(0)) actor.stop();
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

async function serve(handler: Handler) {
  server = await startServer(handler);
  return server;
}

const config: AppConfig = AppConfig.parse(builtIn);
const services = config.services;

function auth(
  origin: string,
  path = '/',
  search = '',
  early: ReturnType<typeof earlyStart> | null = null,
  hasSessionMarker?: () => boolean,
) {
  const navigate = vi.fn<(to: string, opts?: { replace?: boolean }) => void>();
  const assign = vi.fn<(url: string) => void>();
  const actor = createAuth({
    services,
    origin,
    navigate,
    assign,
    location: { pathname: path, search },
    earlySessionRefresh: early?.sessionRefresh ?? null,
    ...(hasSessionMarker ? { hasSessionMarker } : {}),
  });
  actors.push(actor);
  return { actor, navigate, assign };
}

describe('parseAuthCallback', () => {
  it('reads code, state and iss, or error and state, only on /auth/callback', () => {
    expect(parseAuthCallback({ pathname: '/auth/callback', search: '?code=c&state=s&iss=http%3A%2F%2Fx' })).toEqual({
      code: 'c',
      state: 's',
      iss: 'http://x',
    });
    expect(parseAuthCallback({ pathname: '/auth/callback', search: '?error=access_denied&state=s' })).toEqual({
      error: 'access_denied',
      state: 's',
    });
    expect(parseAuthCallback({ pathname: '/auth/callback', search: '?error=x' })).toEqual({ error: 'x' });
    expect(parseAuthCallback({ pathname: '/auth/callback', search: '?code=c' })).toEqual({ error: 'missing_state' });
    expect(parseAuthCallback({ pathname: '/orders', search: '?code=c&state=s' })).toBeNull();
  });

  it('keeps return paths inside the app', () => {
    expect(safeReturnTo('/orders?page=2')).toBe('/orders?page=2');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
  });
});

describe('createAuth', () => {
  it('restores a session from the refresh cookie and keeps the token in memory', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureSession }));
    const { actor } = auth(origin);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(getAccessToken(actor)).toBe(fixtureSession.accessToken);
    expect(actor.getSnapshot().context.claims).toEqual(fixtureSession.claims);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /session/refresh']);
  });

  it('restores the session from the early start’s refresh: one POST /session/refresh in all', async () => {
    const { origin, requests } = await serve((request) =>
      request.url === '/config.json' ? { status: 200, json: builtIn } : { status: 200, json: fixtureSession },
    );
    const early = earlyStart({ location: { origin, pathname: '/orders' }, fetch: (input, init) => fetch(input, init) });
    const { actor } = auth(origin, '/orders', '', early);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(getAccessToken(actor)).toBe(fixtureSession.accessToken);
    // beside it only the start-up loads the early start sends for every page (the default brand's
    // locale and public configuration: the test serves on a loopback address)
    await Promise.all(early.startUp);
    expect(requests.map((request) => `${request.method} ${request.url}`).sort()).toEqual([
      'GET /api/public-config/bonusprint-uk',
      'GET /config.json',
      'GET /locales/en-GB.json',
      'POST /session/refresh',
    ]);
  });

  it('an early refresh that found no session (401) leaves the actor signed out without asking again', async () => {
    const { origin, hits } = await serve((request) =>
      request.url === '/config.json' ? { status: 200, json: builtIn } : { status: 401, json: { message: 'No session' } },
    );
    const early = earlyStart({ location: { origin, pathname: '/orders' }, fetch: (input, init) => fetch(input, init) });
    const { actor } = auth(origin, '/orders', '', early);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(hits('/session/refresh')).toHaveLength(1);
  });

  it('without the session marker cookie is signed out at once, no refresh sent; a later sign-in still works', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureSession }));
    const { actor, assign } = auth(origin, '/orders', '', null, () => false);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(requests).toEqual([]);
    actor.send({ type: 'auth.signIn', returnTo: '/orders' });
    expect(assign).toHaveBeenCalledWith(`${origin}/session/login?returnTo=%2Forders`);
  });

  it('later renewals send their own refresh: the early response is used once', async () => {
    let refreshes = 0;
    const { origin, hits } = await serve((request) => {
      if (request.url === '/config.json') return { status: 200, json: builtIn };
      refreshes += 1;
      return { status: 200, json: refreshes === 1 ? fixtureSession : fixtureRenewedSession };
    });
    const early = earlyStart({ location: { origin, pathname: '/orders' }, fetch: (input, init) => fetch(input, init) });
    const { actor } = auth(origin, '/orders', '', early);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(await renewAccessToken(actor)).toBe(fixtureRenewedSession.accessToken);
    expect(hits('/session/refresh')).toHaveLength(2);
  });

  it('without a session waits signed out; auth.signIn sends the browser to /session/login', async () => {
    const { origin } = await serve(() => ({ status: 401, json: { message: 'No session' } }));
    const { actor, assign } = auth(origin);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(assign).not.toHaveBeenCalled();
    actor.send({ type: 'auth.signIn', returnTo: '/orders?page=2' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(assign).toHaveBeenCalledWith(`${origin}/session/login?returnTo=%2Forders%3Fpage%3D2`);
  });

  it('redeems the code from /auth/callback and navigates to the return path (replace)', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureTokenResponse }));
    const { actor, navigate } = auth(origin, '/auth/callback', '?code=abc&state=xyz&iss=http%3A%2F%2Flocalhost%2Foidc');
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ code: 'abc', state: 'xyz', iss: 'http://localhost/oidc' });
    expect(navigate).toHaveBeenCalledWith('/settings', { replace: true });
  });

  it('a sign-in error is logged and reported, the app resets to the root, then restores', async () => {
    const { origin, hits } = await serve((request) =>
      request.url === '/__sandbox/errors' ? { status: 201, json: {} } : { status: 401, json: { message: 'No session' } },
    );
    configureErrorReporter('/__sandbox/errors', { origin, console: false });
    const { actor, navigate } = auth(origin, '/auth/callback', '?error=access_denied&state=xyz');
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    await vi.waitFor(() => expect(hits('/__sandbox/errors').length).toBeGreaterThan(0));
    const report = ErrorReport.parse(JSON.parse(hits('/__sandbox/errors')[0]?.body ?? ''));
    expect(report).toMatchObject({ source: 'auth', message: 'Sign-in failed: access_denied' });
  });

  it('concurrent renewals share one POST /session/refresh and update the actor', async () => {
    let refreshes = 0;
    const { origin, hits } = await serve(() => {
      refreshes += 1;
      return { status: 200, json: refreshes === 1 ? fixtureSession : fixtureRenewedSession, delayMs: refreshes === 1 ? 0 : 50 };
    });
    const { actor } = auth(origin);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const tokens = await Promise.all([renewAccessToken(actor), renewAccessToken(actor), renewAccessToken(actor)]);
    expect(tokens).toEqual([fixtureRenewedSession.accessToken, fixtureRenewedSession.accessToken, fixtureRenewedSession.accessToken]);
    expect(hits('/session/refresh')).toHaveLength(2); // the restore, then one shared renewal
    expect(getAccessToken(actor)).toBe(fixtureRenewedSession.accessToken);
  });

  it('a renewal answered 401 signs the actor out and rejects', async () => {
    let refreshes = 0;
    const { origin } = await serve(() =>
      ++refreshes === 1 ? { status: 200, json: fixtureSession } : { status: 401, json: { message: 'gone' } },
    );
    const { actor } = auth(origin);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    await expect(renewAccessToken(actor)).rejects.toThrow('Session expired');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(getAccessToken(actor)).toBeNull();
  });

  it('signs out: POST /session/logout, then the browser leaves for the end-session URL', async () => {
    const { origin, requests } = await serve((request) =>
      request.url === '/session/logout' ? { status: 200, json: fixtureLogoutResponse } : { status: 200, json: fixtureSession },
    );
    const { actor, assign } = auth(origin);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(assign).toHaveBeenCalledWith(fixtureLogoutResponse.endSessionUrl);
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/session/logout', body: '' });
    expect(getAccessToken(actor)).toBeNull();
  });
});

describe('createServices', () => {
  it('a 401 from a service renews through the auth actor and retries with the new token', async () => {
    let refreshes = 0;
    const { origin, requests } = await serve((request) => {
      if (request.url === '/session/refresh') return { status: 200, json: ++refreshes === 1 ? fixtureSession : fixtureRenewedSession };
      return request.headers.authorization === `Bearer ${fixtureRenewedSession.accessToken}`
        ? { status: 200, json: fixtureCustomer }
        : { status: 401, json: { message: 'expired' } };
    });
    const { actor } = auth(origin);
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const api = createServices(config, actor, { origin }).api(customerApi);
    await expect(api.getCustomer()).resolves.toEqual(fixtureCustomer);
    expect(requests.map((request) => request.url)).toEqual([
      '/session/refresh',
      '/api/customer/customers/me',
      '/session/refresh',
      '/api/customer/customers/me',
    ]);
    expect(getAccessToken(actor)).toBe(fixtureRenewedSession.accessToken);
  });
});

describe('createCustomer', () => {
  /** The customer resource loading for the signed-in account (what the account scope's customerPart does). */
  async function signedInCustomer(actor: AuthActor, origin: string) {
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const customer = createCustomer({ auth: actor, api: createServices(config, actor, { origin }).api(customerApi) });
    customer.actor.send({ type: 'resource.load' });
    return customer;
  }

  it('loads the customer once signed in', async () => {
    const { origin } = await serve((request) =>
      request.url === '/session/refresh' ? { status: 200, json: fixtureSession } : { status: 200, json: fixtureCustomer },
    );
    const { actor } = auth(origin);
    const scope = createAccountScope({ auth: actor, services: createServices(config, actor, { origin }), startOnSignIn: [customerPart] });
    expect(scope.get(customerPart)).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const customer = scope.get(customerPart);
    if (!customer) throw new Error('no customer for the signed-in account');
    const done = await waitFor(customer.actor, (snapshot) => snapshot.matches('Finished'));
    expect(done.context.data).toEqual(fixtureCustomer);
    scope.stop();
  });

  it('a 404 flags accountDeleted and signs out to /account-deleted', async () => {
    const { origin, requests } = await serve((request) => {
      if (request.url === '/session/refresh') return { status: 200, json: fixtureSession };
      if (request.url === '/session/logout') return { status: 200, json: fixtureLogoutResponse };
      return { status: 404, json: { message: 'No account' } };
    });
    const { actor, assign } = auth(origin);
    const customer = await signedInCustomer(actor, origin);
    const failed = await waitFor(customer.actor, (snapshot) => snapshot.matches('Failed'));
    expect(failed.context.error).toBe('GET /api/customer/customers/me failed with 404');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context.accountDeleted).toBe(true);
    const logout = requests.find((request) => request.url === '/session/logout');
    expect(JSON.parse(logout?.body ?? '')).toEqual({ returnTo: '/account-deleted' });
    expect(assign).toHaveBeenCalledWith(fixtureLogoutResponse.endSessionUrl);
    customer.stop();
  });

  it('other errors end Failed with the message', async () => {
    const { origin } = await serve((request) =>
      request.url === '/session/refresh' ? { status: 200, json: fixtureSession } : { status: 200, json: { nope: true } },
    );
    const { actor } = auth(origin);
    const customer = await signedInCustomer(actor, origin);
    const failed = await waitFor(customer.actor, (snapshot) => snapshot.matches('Failed'));
    expect(failed.context.error).toBe('Failed to parse response!');
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    customer.actor.send({ type: 'resource.reload' });
    expect(customer.actor.getSnapshot().value).toBe('InProgress');
    customer.stop();
  });
});
