// What the FTP integration's test callback may reach (sandbox/customer/callback-network.ts): public
// addresses only, checked when the URL is saved and again on the address its host resolves to when
// it is sent; no redirect followed; a rate limit per account; an outcome without an oracle (the
// status when the receiver answered, else only "not delivered"); the sandbox's own receiver not a
// callback URL without the test switch (with it: customer-settings.test.ts).
//
// The DNS is injected: names under example.com resolve as the table below says. 127.0.0.2 stands in
// for a public address (the injected address rule lets it through; everything else keeps the real
// rule), so receivers of this file listen there, and 127.0.0.1 is "inside".
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import { Customer } from '@schemas/customer';
import { TestAccount } from '@schemas/sandbox';
import { embeddedIPv4, hostProblem, isPublicAddress } from '../../../sandbox/customer/callback-address';
import type { CallbackNetwork, ResolvedAddress } from '../../../sandbox/customer/callback-network';
import type { Db } from '../../../sandbox/db/db';
import { bearer, call, fakeIdentity, startSandbox } from './harness';

const PUBLIC_STAND_IN = '127.0.0.2';
const dns = new Map<string, ResolvedAddress[]>([
  ['inside.example.com', [{ address: '127.0.0.1', family: 4 }]],
  ['metadata.example.com', [{ address: '169.254.169.254', family: 4 }]],
  ['mapped.example.com', [{ address: '::ffff:127.0.0.1', family: 6 }]],
  // one public answer and one inside: refused as a whole
  [
    'mixed.example.com',
    [
      { address: PUBLIC_STAND_IN, family: 4 },
      { address: '127.0.0.1', family: 4 },
    ],
  ],
  ['hooks.example.com', [{ address: PUBLIC_STAND_IN, family: 4 }]],
]);
const looked: string[] = [];
const network: CallbackNetwork = {
  async lookup(hostname) {
    looked.push(hostname);
    const found = dns.get(hostname);
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  },
  permits: (address) => address.address === PUBLIC_STAND_IN || isPublicAddress(address.address),
};

/** A local HTTP server that counts what reaches it and answers as `answer` says. */
async function receiver(host: string, answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    request.resume();
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = portOf(server.address());
  return { server, hits, port };
}
const portOf = (address: string | AddressInfo | null) => (typeof address === 'object' && address !== null ? address.port : 0);
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

let app: FastifyInstance;
let db: Db | undefined;
let origin = '';
/** inside: would count anything a callback managed to send to 127.0.0.1 */
let inside: Awaited<ReturnType<typeof receiver>>;
/** a "public" receiver that answers 204 */
let accepting: Awaited<ReturnType<typeof receiver>>;
/** a "public" receiver that answers 500 */
let failing: Awaited<ReturnType<typeof receiver>>;
/** a "public" receiver that redirects to the inside one */
let redirecting: Awaited<ReturnType<typeof receiver>>;
/** a "public" port where nothing listens */
let closedPort = 0;

beforeAll(async () => {
  inside = await receiver('127.0.0.1', (_request, response) => response.writeHead(204).end());
  accepting = await receiver(PUBLIC_STAND_IN, (_request, response) => response.writeHead(204).end());
  failing = await receiver(PUBLIC_STAND_IN, (_request, response) => response.writeHead(500).end('boom'));
  redirecting = await receiver(PUBLIC_STAND_IN, (_request, response) =>
    response.writeHead(307, { location: `http://127.0.0.1:${inside.port}/stolen` }).end(),
  );
  const probe = await receiver(PUBLIC_STAND_IN, () => undefined);
  closedPort = probe.port;
  await close(probe.server);
  app = await startSandbox({
    callbackNetwork: network,
    identity: async (server, deps) => {
      db = deps.db;
      return fakeIdentity(server, deps);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://localhost:${portOf(app.server.address())}`;
});
afterAll(async () => {
  await app.close();
  for (const server of [inside, accepting, failing, redirecting]) await close(server.server);
});

const me = '/api/customer/customers/me';
const deliveries = `${me}/callback-deliveries`;

async function business() {
  const { status, body } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { accountType: 'business' } });
  expect(status).toBe(201);
  return TestAccount.parse(body);
}

async function businessWithCallback(callbackUrl: string) {
  const account = await business();
  const saved = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { callbackUrl } });
  expect(saved.status, callbackUrl).toBe(200);
  return account;
}

const send = async (accountId: string) => {
  const response = await call(app, { method: 'POST', url: deliveries, headers: bearer(accountId) });
  expect(response.status).toBe(201);
  return CallbackDelivery.parse(response.body);
};

describe('the address rule', () => {
  it('takes public unicast addresses only, in both families and in IPv4 carried by IPv6', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    const inside = [
      ...['0.0.0.0', '0.1.2.3', '10.0.0.1', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.255.255', '169.254.169.254'],
      ...['172.16.0.1', '172.31.255.255', '192.168.1.1', '192.0.0.8', '198.18.0.1', '224.0.0.1', '239.255.255.250', '240.0.0.1'],
      ...['255.255.255.255', '::', '::1', 'fe80::1', 'febf::1', 'fc00::1', 'fd00::1', 'ff02::1', '2001:db8::1'],
      ...['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '::ffff:10.0.0.1', '::127.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::1'],
      ...['fe80::1%eth0', 'not an address'],
    ];
    for (const address of inside) expect(isPublicAddress(address), address).toBe(false);
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('2606:4700::1')).toBeNull();
  });

  it('reads the host as the URL parser spells it: decimal, hex and short IPv4 are loopback too', () => {
    for (const url of ['http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://127.1/', 'http://0x7f.1/']) {
      expect(hostProblem(new URL(url)), url).toMatch(/private, local or reserved/);
    }
    expect(hostProblem(new URL('https://hooks.example.com/in'))).toBeNull();
  });
});

describe('saving a callback URL', () => {
  it('refuses every forbidden address family and local name with 400 and a clear message; nothing is saved', async () => {
    const account = await business();
    const forbidden = [
      ...[
        'http://127.0.0.1/hook',
        'http://127.0.0.1:8080/__sandbox/reset',
        'http://localhost/',
        'http://LOCALHOST./',
        'http://hooks.localhost/',
      ],
      ...['http://my.albelli.nl.localhost:8080/', 'http://10.0.0.1/', 'http://172.16.5.4/', 'http://192.168.1.1/'],
      ...['http://169.254.169.254/latest/meta-data/', 'http://100.64.0.1/', 'http://0.0.0.0/', 'http://224.0.0.1/', 'http://240.0.0.1/'],
      ...['http://[::1]/', 'http://[::]/', 'http://[fe80::1]/', 'http://[fd00::1]/', 'http://[fc00::1]/', 'http://[ff02::1]/'],
      ...['http://[::ffff:127.0.0.1]/', 'http://[::ffff:a9fe:a9fe]/', 'http://[::ffff:10.0.0.1]/', 'http://[64:ff9b::a00:1]/'],
      ...['http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://127.1/', 'http://3232235777/'],
      ...['http://intranet/', 'http://printer.local/', 'http://db.internal/', 'http://router.home.arpa/'],
    ];
    for (const callbackUrl of forbidden) {
      const response = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { callbackUrl } });
      expect(response.status, callbackUrl).toBe(400);
      expect(response.body, callbackUrl).toEqual({
        message: expect.stringMatching(/^callbackUrl: Must (not point to|be a public host name)/),
      });
    }
    const put = await call(app, {
      method: 'PUT',
      url: me,
      headers: bearer(account.id),
      payload: {
        ...Customer.parse((await call(app, { method: 'GET', url: me, headers: bearer(account.id) })).body),
        callbackUrl: 'http://10.1.2.3/',
      },
    });
    expect(put.status).toBe(400);
    const record = Customer.parse((await call(app, { method: 'GET', url: me, headers: bearer(account.id) })).body);
    expect(record.callbackUrl).toBeNull();
    expect(inside.hits).toEqual([]);
  });

  it('takes a public URL, and (without the test switch) neither the own receiver nor a reset, which it does not offer', async () => {
    await businessWithCallback('https://hooks.example.com/in?token=abc');
    const account = await business();
    for (const callbackUrl of [`${origin}/__sandbox/callback-receiver/own`, `${origin}/__sandbox/reset`]) {
      const response = await call(app, { method: 'PATCH', url: me, headers: bearer(account.id), payload: { callbackUrl } });
      expect(response.status, callbackUrl).toBe(400);
    }
    const list = CallbackDeliveries.parse((await call(app, { method: 'GET', url: deliveries, headers: bearer(account.id) })).body);
    expect(list.testReceiverUrl).toBeNull();
  });
});

describe('sending a test callback', () => {
  it('refuses at connect time a public-looking name whose DNS answer points inside: nothing is sent', async () => {
    for (const host of ['inside.example.com', 'metadata.example.com', 'mapped.example.com', 'mixed.example.com']) {
      const account = await businessWithCallback(`http://${host}:${inside.port}/hook`);
      looked.length = 0;
      const delivery = await send(account.id);
      expect(looked, host).toEqual([host]);
      expect(delivery, host).toMatchObject({ status: null, error: 'network' });
    }
    expect(inside.hits).toEqual([]);
  });

  it('checks again at send time a URL that was stored before the rule (straight in the database)', async () => {
    const account = await businessWithCallback('https://hooks.example.com/in');
    if (!db) throw new Error('no database');
    await db.query('UPDATE customers SET callback_url = $2 WHERE account_id = $1', [account.id, `http://127.0.0.1:${inside.port}/old`]);
    expect(await send(account.id)).toMatchObject({ status: null, error: 'network' });
    expect(inside.hits).toEqual([]);
  });

  it('delivers to a public address on the checked address, with the Host of the URL', async () => {
    const account = await businessWithCallback(`http://hooks.example.com:${accepting.port}/in`);
    expect(await send(account.id)).toMatchObject({ status: 204, error: null });
    expect(accepting.hits).toEqual(['POST /in']);
  });

  it('does not follow a redirect: the 3xx is the answer, not delivered, and its target sees nothing', async () => {
    const account = await businessWithCallback(`http://hooks.example.com:${redirecting.port}/moved`);
    expect(await send(account.id)).toMatchObject({ status: 307, error: null });
    expect(redirecting.hits).toEqual(['POST /moved']);
    expect(inside.hits).toEqual([]);
  });

  it('tells only "not delivered" without an answer: refused, unknown host and forbidden address look alike; a status when it answered', async () => {
    const outcomes = [];
    for (const url of [
      `http://hooks.example.com:${closedPort}/closed`,
      'http://nowhere.example.com/hook',
      `http://inside.example.com:${inside.port}/hook`,
    ]) {
      const delivery = await send((await businessWithCallback(url)).id);
      outcomes.push({ status: delivery.status, error: delivery.error });
    }
    expect(outcomes).toEqual([
      { status: null, error: 'network' },
      { status: null, error: 'network' },
      { status: null, error: 'network' },
    ]);
    expect(await send((await businessWithCallback(`http://hooks.example.com:${failing.port}/fails`)).id)).toMatchObject({
      status: 500,
      error: null,
    });
  });

  it('sends at most 5 per account and minute, then 429 with Retry-After, also when asked at once', async () => {
    const account = await businessWithCallback(`http://hooks.example.com:${accepting.port}/limited`);
    for (let index = 0; index < 5; index += 1) await send(account.id);
    const refused = await call(app, { method: 'POST', url: deliveries, headers: bearer(account.id) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({ message: expect.any(String) });

    const burst = await businessWithCallback(`http://hooks.example.com:${accepting.port}/burst`);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => (await call(app, { method: 'POST', url: deliveries, headers: bearer(burst.id) })).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    // another account is not limited by these
    expect((await send((await businessWithCallback(`http://hooks.example.com:${accepting.port}/other`)).id)).status).toBe(204);
  });
});
