// Service modules against a real local HTTP server: the session endpoint (CONTRACTS), config.json
// with its built-in fallback, public configuration with the `default` fallback, customer service.
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfig, PublicConfig } from '@schemas/config';
import { createAddressesApi } from '@/api/addresses';
import { defaultConfig, loadConfig } from '@/api/config';
import { createCustomerApi } from '@/api/customer';
import { createCustomerUpdateApi } from '@/api/customerUpdate';
import { createServiceClient, HttpError } from '@/api/http';
import { fetchPublicConfig } from '@/api/publicConfig';
import { createSessionApi } from '@/api/session';
import builtIn from '../../../public/config.json';
import { fixtureCustomer, fixtureLogoutResponse, fixtureSession, fixtureTokenResponse } from '../../fixtures/records';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
async function serve(handler: Handler) {
  server = await startServer(handler);
  return server;
}

describe('session endpoint', () => {
  it('refresh posts with no body and no content type, and answers the session', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureSession }));
    await expect(createSessionApi({ baseUrl: '/session', origin }).refresh()).resolves.toEqual(fixtureSession);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/session/refresh', body: '' });
    expect(requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('refresh answered 401 means not signed in: null', async () => {
    const { origin } = await serve(() => ({ status: 401, json: { message: 'No session' } }));
    await expect(createSessionApi({ baseUrl: '/session', origin }).refresh()).resolves.toBeNull();
  });

  it('refresh is never retried, even on 503', async () => {
    const { origin, requests } = await serve(() => ({ status: 503, text: 'busy' }));
    await expect(createSessionApi({ baseUrl: '/session', origin }).refresh()).rejects.toBeInstanceOf(HttpError);
    expect(requests).toHaveLength(1);
  });

  it('redeem posts the code, state and iss as JSON', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureTokenResponse }));
    const api = createSessionApi({ baseUrl: '/session', origin });
    await expect(api.redeem({ code: 'c', state: 's', iss: 'http://x/oidc' })).resolves.toEqual(fixtureTokenResponse);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/session/token' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ code: 'c', state: 's', iss: 'http://x/oidc' });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('logout without returnTo has no body; with returnTo sends it as JSON', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: fixtureLogoutResponse }));
    const api = createSessionApi({ baseUrl: '/session', origin });
    await expect(api.logout()).resolves.toEqual(fixtureLogoutResponse);
    await api.logout('/account-deleted');
    expect(requests[0]?.body).toBe('');
    expect(requests[0]?.headers['content-type']).toBeUndefined();
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ returnTo: '/account-deleted' });
  });

  it('builds the login URL with the return path', () => {
    const api = createSessionApi({ baseUrl: '/session', origin: 'http://my.albelli.nl.localhost:8080' });
    expect(api.loginUrl('/orders?page=2')).toBe('http://my.albelli.nl.localhost:8080/session/login?returnTo=%2Forders%3Fpage%3D2');
  });
});

describe('loadConfig', () => {
  it('loads and parses /config.json', async () => {
    const remote = { ...builtIn, defaultHost: 'my.albelli.nl' };
    const { origin, requests } = await serve(() => ({ status: 200, json: remote }));
    const loaded = await loadConfig(origin);
    expect(loaded.fallbackReason).toBeNull();
    expect(loaded.config).toEqual(AppConfig.parse(remote));
    expect(requests[0]?.url).toBe('/config.json');
    // fetched once: a second call shares the first answer
    await loadConfig(origin);
    expect(requests).toHaveLength(1);
  });

  it('falls back to the built-in defaults on an error status, without retrying', async () => {
    const { origin, requests } = await serve(() => ({ status: 503, text: 'down' }));
    const loaded = await loadConfig(origin);
    expect(loaded.config).toEqual(await defaultConfig());
    expect(loaded.fallbackReason).toContain('GET /config.json failed with 503');
    expect(requests).toHaveLength(1);
  });

  it('falls back when the body does not match the schema', async () => {
    const { origin } = await serve(() => ({ status: 200, json: { defaultHost: 'x' } }));
    const loaded = await loadConfig(origin);
    expect(loaded.config).toEqual(await defaultConfig());
    expect(loaded.fallbackReason).toContain('Failed to parse response!');
  });

  it('the built-in defaults are public/config.json', async () => {
    expect(await defaultConfig()).toEqual(AppConfig.parse(builtIn));
  });
});

describe('public configuration', () => {
  const links = {
    storefront: 'https://www.albelli.nl/',
    allProducts: 'https://www.albelli.nl/producten',
    faq: 'https://www.albelli.nl/faq',
    customerCare: 'https://www.albelli.nl/klantenservice',
    createAccount: 'https://www.albelli.nl/account',
    printEditor: 'https://www.albelli.nl/editor',
  };

  it('answers the channel’s configuration', async () => {
    const { origin, requests } = await serve(() => ({ status: 200, json: { channel: 'albelli-nl', links } }));
    const loaded = await fetchPublicConfig('/api/public-config', 'albelli-nl', { origin });
    expect(loaded).toEqual({ publicConfig: { channel: 'albelli-nl', links }, fallbackReason: null });
    expect(requests[0]?.url).toBe('/api/public-config/albelli-nl');
  });

  it('falls back to `default` and says why', async () => {
    const { origin, requests } = await serve((request) =>
      request.url.endsWith('/default')
        ? { status: 200, json: { channel: 'default', links } }
        : { status: 404, json: { message: 'Unknown channel' } },
    );
    const loaded = await fetchPublicConfig('/api/public-config', 'nowhere-xx', { origin });
    expect(loaded.publicConfig.channel).toBe('default');
    expect(loaded.fallbackReason).toContain("'nowhere-xx'");
    expect(requests.map((request) => request.url)).toEqual(['/api/public-config/nowhere-xx', '/api/public-config/default']);
  });
});

describe('configured links (DECISIONS 17)', () => {
  const links = {
    storefront: 'https://www.albelli.nl/',
    allProducts: 'https://www.albelli.nl/producten',
    faq: 'https://www.albelli.nl/faq',
    customerCare: 'http://www.albelli.nl/klantenservice',
    createAccount: 'https://www.albelli.nl/account',
    printEditor: 'https://www.albelli.nl/editor',
  };
  const unsafe = [
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.albelli.nl/faq',
    'mailto:care@albelli.nl',
    'file:///etc/passwd',
    '//www.albelli.nl/faq',
    '/faq',
  ];

  it('are only http or https: any other scheme fails the public configuration', () => {
    expect(PublicConfig.safeParse({ channel: 'albelli-nl', links }).success).toBe(true);
    for (const link of Object.keys(links) as Array<keyof typeof links>) {
      for (const value of unsafe) {
        expect(PublicConfig.safeParse({ channel: 'albelli-nl', links: { ...links, [link]: value } }).success, `${link}: ${value}`).toBe(
          false,
        );
      }
    }
  });

  it('a channel configuration with a javascript: link is not used: the app takes `default` and says why', async () => {
    const { origin } = await serve((request) =>
      request.url.endsWith('/default')
        ? { status: 200, json: { channel: 'default', links } }
        : { status: 200, json: { channel: 'albelli-nl', links: { ...links, faq: 'javascript:alert(1)' } } },
    );
    const loaded = await fetchPublicConfig('/api/public-config', 'albelli-nl', { origin });
    expect(loaded.publicConfig).toEqual({ channel: 'default', links });
    expect(loaded.fallbackReason).toContain("'albelli-nl'");
  });

  it('with no configuration of safe links at all, none is loaded (the app then shows no configured links)', async () => {
    const { origin } = await serve(() => ({
      status: 200,
      json: { channel: 'default', links: { ...links, customerCare: 'data:text/html,x' } },
    }));
    await expect(fetchPublicConfig('/api/public-config', 'albelli-nl', { origin })).rejects.toThrow();
  });

  it('the embedding origins of the host table are only http or https too', () => {
    const [row] = builtIn.hosts;
    expect(AppConfig.safeParse({ ...builtIn, hosts: [{ ...row, embeddingOrigins: ['https://www.albelli.nl'] }] }).success).toBe(true);
    expect(AppConfig.safeParse({ ...builtIn, hosts: [{ ...row, embeddingOrigins: ['javascript:alert(1)'] }] }).success).toBe(false);
  });
});

describe('customer service', () => {
  it('maps the calls of S0 §7 onto the customer base URL', async () => {
    const address = {
      id: 'a1',
      firstName: 'Demi',
      lastName: 'de Vries',
      companyName: null,
      street: 'Damrak',
      houseNumber: '1',
      houseNumberSuffix: null,
      postalCode: '1012 LG',
      city: 'Amsterdam',
      countryCode: 'NL',
      phoneNumber: null,
      isDefault: true,
    };
    const { origin, requests } = await serve((request) => {
      if (request.url === '/api/customer/customers/me/addresses' && request.method === 'GET')
        return { status: 200, json: { items: [address] } };
      if (request.url.startsWith('/api/customer/customers/me/addresses'))
        return request.method === 'DELETE' ? { status: 204 } : { status: 200, json: address };
      return { status: 200, json: fixtureCustomer };
    });
    const client = createServiceClient({ baseUrl: '/api/customer', origin, timeoutMs: 2_000 });
    const api = createCustomerApi(client);
    const addresses = createAddressesApi(client);
    await expect(api.getCustomer()).resolves.toEqual(fixtureCustomer);
    await expect(addresses.listAddresses()).resolves.toEqual([address]);
    const { id: _id, ...input } = address;
    await addresses.createAddress({ ...input, street: '  Damrak ' });
    await addresses.updateAddress('a/1', input);
    await addresses.deleteAddress('a1');
    await createCustomerUpdateApi(client).patchCustomer({ newsletter: true });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/customer/customers/me',
      'GET /api/customer/customers/me/addresses',
      'POST /api/customer/customers/me/addresses',
      'PUT /api/customer/customers/me/addresses/a%2F1',
      'DELETE /api/customer/customers/me/addresses/a1',
      'PATCH /api/customer/customers/me',
    ]);
    expect(JSON.parse(requests[2]?.body ?? '').street).toBe('Damrak'); // parsed (trimmed) before sending
  });
});
