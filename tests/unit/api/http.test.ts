// The API edge against a real local HTTP server: the error model (S0 §8), retries for idempotent
// GETs only, the bearer token, and one renewal + one retry on 401 (DECISIONS 2).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Customer } from '@schemas/customer';
import { createServiceClient, HttpError, NetworkError, ParseError, userMessageKeyOf, type ServiceClientOptions } from '@/api/http';
import { deadOrigin, startServer, type Handler, type TestServer } from '../../fixtures/httpServer';
import { fixtureCustomer } from '../../fixtures/records';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(handler: Handler) {
  server = await startServer(handler);
  return server;
}

const client = (origin: string, options: Partial<ServiceClientOptions> = {}) =>
  createServiceClient({ baseUrl: '/api/customer', origin, timeoutMs: 2_000, retryDelayMs: 1, ...options });

describe('error model', () => {
  it('a non-2xx answer is an HttpError with status, response text and url', async () => {
    const { origin, hits } = await serve(() => ({ status: 500, text: 'database on fire' }));
    const error = await client(origin)
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    if (!(error instanceof HttpError)) return;
    expect(error.message).toBe('GET /api/customer/customers/me failed with 500');
    expect(error.status).toBe(500);
    expect(error.text).toBe('database on fire');
    expect(error.url).toBe(`${origin}/api/customer/customers/me`);
    expect(error.method).toBe('GET');
    expect(hits('/api/customer/customers/me')).toHaveLength(3); // first try + 2 retries
  });

  it('a fetch with no response is a NetworkError naming method and path, shown as Request failure', async () => {
    const origin = await deadOrigin();
    const error = await client(origin)
      .send('POST', 'customers/me/addresses', { a: 1 }, z.unknown())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    if (!(error instanceof NetworkError)) return;
    expect(error.message).toContain('POST');
    expect(error.message).toContain('/api/customer/customers/me/addresses');
    expect(error.userMessageKey).toBe('errors.requestFailure');
    expect(userMessageKeyOf(error)).toBe('errors.requestFailure');
  });

  it('a dropped connection is a NetworkError too', async () => {
    const { origin } = await serve(() => 'destroy');
    const error = await client(origin, { retryLimit: 0 })
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error instanceof Error && error.message).toMatch(/^GET \/api\/customer\/customers\/me failed/);
  });

  it('a timeout is a NetworkError that says so', async () => {
    const { origin } = await serve(() => ({ status: 200, json: fixtureCustomer, delayMs: 500 }));
    const error = await client(origin, { timeoutMs: 100 })
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    if (!(error instanceof NetworkError)) return;
    expect(error.timedOut).toBe(true);
    expect(error.message).toBe('GET /api/customer/customers/me failed: no response within 100 ms');
  });

  it('a body the schema rejects is a ParseError with the zod issues attached', async () => {
    const { origin } = await serve(() => ({ status: 200, json: { ...fixtureCustomer, email: 'not an e-mail', accountType: 'Robot' } }));
    const error = await client(origin)
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    if (!(error instanceof ParseError)) return;
    expect(error.message).toBe('Failed to parse response!');
    expect(error.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['accountType', 'email']);
  });

  it('invalid JSON is a ParseError', async () => {
    const { origin } = await serve(() => ({ status: 200, text: '{"id": "acc_1", ', headers: { 'content-type': 'application/json' } }));
    const error = await client(origin)
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    if (!(error instanceof ParseError)) return;
    expect(error.message).toBe('Failed to parse response!');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('an empty body where a schema expects one is a ParseError', async () => {
    const { origin } = await serve(() => ({ status: 204 }));
    await expect(client(origin).send('PUT', 'customers/me', {}, Customer)).rejects.toThrow('Failed to parse response!');
  });

  it('a valid body is returned parsed', async () => {
    const { origin } = await serve(() => ({ status: 200, json: fixtureCustomer }));
    await expect(client(origin).get('/customers/me', Customer)).resolves.toEqual(fixtureCustomer);
  });
});

describe('retries', () => {
  it('retries an idempotent GET on 503', async () => {
    const { origin, requests } = await serve((_, index) =>
      index < 2 ? { status: 503, text: 'busy' } : { status: 200, json: fixtureCustomer },
    );
    await expect(client(origin).get('customers/me', Customer)).resolves.toEqual(fixtureCustomer);
    expect(requests).toHaveLength(3);
  });

  it('does not retry a POST on 503', async () => {
    const { origin, requests } = await serve(() => ({ status: 503, text: 'busy' }));
    const error = await client(origin)
      .send('POST', 'customers/me/addresses', { street: 'Dam' }, z.unknown())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(requests).toHaveLength(1);
  });

  it('does not retry a GET on 4xx', async () => {
    const { origin, requests } = await serve(() => ({ status: 404, json: { message: 'No account' } }));
    const error = await client(origin)
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error instanceof HttpError && error.status).toBe(404);
    expect(error instanceof HttpError && error.text).toBe('{"message":"No account"}');
    expect(requests).toHaveLength(1);
  });
});

describe('bearer token and 401', () => {
  it('attaches the bearer token', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureCustomer }));
    const auth = { getAccessToken: () => 'token-1', renewAccessToken: vi.fn(async () => 'token-2') };
    await client(origin, { auth }).get('customers/me', Customer);
    expect(requests[0]?.headers.authorization).toBe('Bearer token-1');
    expect(auth.renewAccessToken).not.toHaveBeenCalled();
  });

  it('sends no authorization header without a token', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureCustomer }));
    await client(origin, { auth: { getAccessToken: () => null, renewAccessToken: async () => 'x' } }).get('customers/me', Customer);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('on 401 renews the token once and retries once with the new token', async () => {
    const { origin, requests } = await serve((request) =>
      request.headers.authorization === 'Bearer fresh'
        ? { status: 200, json: fixtureCustomer }
        : { status: 401, json: { message: 'expired' } },
    );
    const auth = { getAccessToken: () => 'stale', renewAccessToken: vi.fn(async () => 'fresh') };
    await expect(client(origin, { auth }).get('customers/me', Customer)).resolves.toEqual(fixtureCustomer);
    expect(auth.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('a second 401 is returned as an HttpError, without looping', async () => {
    const { origin, requests } = await serve(() => ({ status: 401, json: { message: 'nope' } }));
    const auth = { getAccessToken: () => 'stale', renewAccessToken: vi.fn(async () => 'fresh') };
    const error = await client(origin, { auth })
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error instanceof HttpError && error.status).toBe(401);
    expect(error instanceof HttpError && error.text).toBe('{"message":"nope"}');
    expect(auth.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('when the renewal fails the first 401 is the HttpError and nothing is retried', async () => {
    const { origin, requests } = await serve(() => ({ status: 401, json: { message: 'expired' } }));
    const auth = { getAccessToken: () => 'stale', renewAccessToken: vi.fn(async () => Promise.reject(new Error('Session expired'))) };
    const error = await client(origin, { auth })
      .get('customers/me', Customer)
      .catch((e: unknown) => e);
    expect(error instanceof HttpError && error.status).toBe(401);
    expect(requests).toHaveLength(1);
  });

  it('a POST answered 401 is renewed and sent again with the same body', async () => {
    const { origin, requests } = await serve((request) =>
      request.headers.authorization === 'Bearer fresh'
        ? { status: 201, json: { ok: true } }
        : { status: 401, json: { message: 'expired' } },
    );
    const auth = { getAccessToken: () => 'stale', renewAccessToken: async () => 'fresh' };
    await expect(client(origin, { auth }).send('POST', 'things', { name: 'x' }, z.object({ ok: z.boolean() }))).resolves.toEqual({
      ok: true,
    });
    expect(requests.map((request) => request.body)).toEqual(['{"name":"x"}', '{"name":"x"}']);
    expect(requests[1]?.headers['content-type']).toBe('application/json');
  });
});

describe('bodies', () => {
  it('a send without a body has no content type and no body', async () => {
    const { origin, requests } = await serve(() => ({ status: 204 }));
    await client(origin).send('DELETE', 'customers/me/addresses/a1');
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.headers['content-type']).toBeUndefined();
    expect(requests[0]?.body).toBe('');
  });

  it('resolves a relative base URL against the origin', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureCustomer }));
    const api = client(origin);
    expect(api.baseUrl).toBe(`${origin}/api/customer/`);
    await api.get('customers/me', Customer, { searchParams: { a: 1, b: undefined } });
    expect(requests[0]?.url).toBe('/api/customer/customers/me?a=1');
  });
});
