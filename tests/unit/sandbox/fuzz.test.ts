import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressList } from '@schemas/address';
import { ImagePage } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import { deleteAccountAndData } from '../../../sandbox/auth-service/account-deletion';
import type { Db } from '../../../sandbox/db/db';
import { bearer, call, startListeningSandbox } from './harness';
import { seededRandom } from '../../../sandbox/photos/random';
import { addressInput } from '../../fixtures/address';
import { startTokenOnlySandbox } from './security-harness';

/**
 * Sends families of bad input to every route the sandbox serves (read from its route list, so a
 * new route is fuzzed without touching this file) and fails on any 5xx. Deterministic (fixed
 * seed): every route gets every request of its families, however long a loaded machine takes (about
 * 10 s on a quiet one; the test's own timeout is the bound).
 */

const SEED = 20_261_124;

const huge = 'x'.repeat(200_000);
const BAD_STRINGS: string[] = [
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00',
  '\u202eevil\u202c',
  '\u2066name\u2069',
  '\u001b[31mred',
  'line\nbreak',
  huge,
  '',
  '   ',
  '../../../etc/passwd',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '<script>alert(1)</script>',
  "'; DROP TABLE accounts; --",
  '%00',
  '00000000-0000-0000-0000-000000000000',
];
const BAD_VALUES: unknown[] = [
  ...BAD_STRINGS,
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  ['a\u0000b'],
  { nested: 'a\u0000b' },
];
const BAD_SEGMENTS = [
  '%00',
  'a%00b',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  '%E2%80%AE',
  '%C0%AF',
  '%',
  'x'.repeat(5_000),
  '-1',
  '0',
  '0000',
  '99999999999999999999',
  'null',
  '%20',
];

/** A cursor whose date is the year 0000, with each sort. */
const cursorAt = (value: string, k = 'created', o = 'desc') =>
  Buffer.from(JSON.stringify({ k, o, v: value, id: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
const BAD_QUERIES = [
  `cursor=${cursorAt('0000-01-01T00:00:00Z')}`,
  `cursor=${cursorAt('0000-01-01T00:00:00Z', 'dateTaken', 'asc')}`,
  `cursor=${cursorAt('+275760-09-13T00:00:00Z')}`,
  `cursor=${cursorAt('2024-01-01T00:00:00+25:00')}`,
  'cursor=%00',
  'cursor=not-base64!',
  'limit=-1',
  'limit=1e9',
  'limit=abc',
  'sortKey=%00',
  'sortOrder=sideways',
  'returnTo=%00',
  'returnTo=https://evil.example',
  'a=%ED%A0%80',
];

/**
 * Header values no service may take (schemas/text.ts, one line of text): control characters (a C1
 * control is how a raw byte 0x80–0x9F arrives), a lone surrogate, an overlong value; and the headers
 * the services read.
 */
const BAD_HEADER_VALUES = ['a\u0085b', '\u007f', 'x\ud800', 'x'.repeat(8_000), '99999999999999999999'];
const FUZZED_HEADERS = ['authorization', 'x-fault-scope', 'origin', 'cookie', 'upload-length', 'upload-offset', 'upload-metadata'];
/** The storage service's creation route, whose metadata names the file. */
const UPLOAD_CREATION = 'POST /api/storage/uploads';
const base64 = (text: string) => Buffer.from(text).toString('base64');
/** File names an upload may be given: each bad string, alone and as a photo's name, and bidi tricks. */
const BAD_FILE_NAMES = [
  ...BAD_STRINGS.flatMap((text) => [text, `${text}.jpg`]),
  'gpj.\u202eBeach.jpg',
  'Beach\u200f.jpg',
  '\u061c.png',
  'a\u0085.heic',
];

/** Known-good bodies by route (method and URL pattern); fields are then broken one by one. */
const GOOD_BODIES: Record<string, Record<string, unknown>> = {
  'PUT /api/customer/customers/me': {
    firstName: 'Ann',
    lastName: 'Lee',
    phoneNumber: null,
    companyName: null,
    vatNumber: null,
    callbackUrl: null,
    callbackFormat: null,
    newsletter: false,
  },
  'PATCH /api/customer/customers/me': { firstName: 'Ann', lastName: 'Lee', phoneNumber: '+31 6 1234 5678' },
  'POST /api/customer/customers/me/addresses': addressInput(),
  'PUT /api/customer/customers/me/addresses/:id': addressInput(),
  'POST /api/auth/v2/identities/:idpType/:idpSub/deleteaccount': { channel: 'albelli-nl' },
  'POST /api/auth/v2/identities/:idpType/:idpSub/emailchanges': { email: 'new@example.com', channel: 'albelli-nl' },
  'POST /api/mail/api/v1/Profiles/:email/subscription': { channel: 'albelli-nl' },
  'POST /api/merchandise/graphql': { query: '{ channels { ID } }', variables: { code: 'albelli-nl' } },
  'POST /api/merchandise/graphql/': { query: '{ channels { ID } }' },
  'DELETE /api/photos/photos': { photoIds: ['00000000-0000-4000-8000-000000000000'] },
  'POST /__sandbox/errors': { source: 'fuzz', message: 'm', detail: 'd', url: '/x', at: '2024-01-01T00:00:00Z' },
  'POST /__sandbox/faults': { path: '/nowhere', method: 'GET', latencyMs: 0, times: 1 },
  'POST /__sandbox/tokens/expire': { email: 'nobody@example.com' },
  'POST /__sandbox/orders/status': { orderCode: 'SO-NOPE-0001', status: 'Confirmed' },
  'POST /__sandbox/accounts': { accountType: 'consumer', customer: false },
};

/** Routes sent a handful of requests only: they rebuild the whole database. */
const SLOW_ROUTES = new Set(['POST /__sandbox/reset', 'POST /__sandbox/accounts']);

let app: FastifyInstance;
let db: Db;
const ids = { own: '', other: '', gone: '', ownPhoto: '', otherPhoto: '', ownAddress: '', otherAddress: '' };

async function newAccount() {
  const created = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: 2 } });
  return TestAccount.parse(created.body).id;
}
async function firstPhoto(accountId: string) {
  const page = await call(app, { method: 'GET', url: '/api/photos/photos?limit=1', headers: bearer(accountId) });
  return ImagePage.parse(page.body).images[0]?.imageId ?? '';
}
async function firstAddress(accountId: string) {
  const list = await call(app, { method: 'GET', url: '/api/customer/customers/me/addresses', headers: bearer(accountId) });
  return AddressList.parse(list.body).items[0]?.id ?? '';
}

beforeAll(async () => {
  ({ app, db } = await startTokenOnlySandbox());
  ids.own = await newAccount();
  ids.other = await newAccount();
  ids.gone = await newAccount();
  ids.ownPhoto = await firstPhoto(ids.own);
  ids.otherPhoto = await firstPhoto(ids.other);
  ids.ownAddress = await firstAddress(ids.own);
  ids.otherAddress = await firstAddress(ids.other);
  await deleteAccountAndData(db, ids.gone);
});

afterAll(async () => {
  await app.close();
});

/** A good value for each path parameter, so that one broken parameter reaches its handler. */
function goodParam(name: string): string {
  const table: Record<string, string> = {
    idpType: 'albelli',
    idpSub: ids.own,
    imageId: ids.ownPhoto,
    id: ids.ownAddress,
    year: '2024',
    month: '3',
    email: 'someone@example.com',
    token: 'abc',
    fileKey: 'unknownkey',
    file: '300.jpg',
    channel: 'albelli-nl',
    uid: 'unknown',
    '*': 'some/page',
  };
  return table[name] ?? 'x';
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
const fill = (url: string, values: Record<string, string>) => url.replace(/:(\w+)|\*/g, (all, name?: string) => values[name ?? '*'] ?? all);

/** The families of bad input the fuzz reports counts for apart (the others count in the totals only). */
type Family = 'headers' | 'fileNames' | 'other';

function* requestsFor(method: string, url: string, random: () => number): Generator<[Family, InjectOptions]> {
  for (const request of otherRequestsFor(method, url, random)) yield ['other', request];
  const key = `${method} ${url}`;
  if (SLOW_ROUTES.has(key)) return;
  const own = bearer(ids.own);
  const base = fill(url, Object.fromEntries(paramNames(url).map((n) => [n, goodParam(n)])));
  const body = GOOD_BODIES[key];
  const payload = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? (body ?? {}) : undefined;
  // Each header the services read, with each bad value.
  for (const name of FUZZED_HEADERS) {
    for (const value of BAD_HEADER_VALUES)
      yield ['headers', { method, url: base, headers: { ...own, [name]: value }, ...(payload ? { payload } : {}) }];
  }
  // An upload named by each bad file name (and typed by it).
  if (key === UPLOAD_CREATION) {
    for (const name of BAD_FILE_NAMES) {
      const headers = {
        ...own,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `filename ${base64(name)},filetype ${base64(name)}`,
      };
      yield ['fileNames', { method, url: base, headers }];
    }
  }
}

function* otherRequestsFor(method: string, url: string, random: () => number): Generator<InjectOptions> {
  const key = `${method} ${url}`;
  const names = paramNames(url);
  const good = Object.fromEntries(names.map((n) => [n, goodParam(n)]));
  const body = GOOD_BODIES[key];
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  const own = bearer(ids.own);
  const base = fill(url, good);
  const payload = hasBody ? (body ?? {}) : undefined;

  // The account is gone but its token is still valid; no token; a forged one.
  yield { method, url: base, headers: bearer(ids.gone), ...(payload ? { payload } : {}) };
  yield { method, url: base, headers: { authorization: 'Bearer \u0000' }, ...(payload ? { payload } : {}) };
  if (SLOW_ROUTES.has(key)) return;

  // Another account's ids in the path.
  const foreign: Record<string, string> = { imageId: ids.otherPhoto, id: ids.otherAddress, idpSub: ids.other };
  for (const name of names.filter((n) => n in foreign)) {
    yield { method, url: fill(url, { ...good, [name]: foreign[name] ?? '' }), headers: own, ...(payload ? { payload } : {}) };
  }
  // Each path parameter broken in turn.
  for (const name of names) {
    for (const segment of BAD_SEGMENTS) {
      yield { method, url: fill(url, { ...good, [name]: segment }), headers: own, ...(payload ? { payload } : {}) };
    }
  }
  // Bad queries and a path with %00 or .. added.
  for (const query of BAD_QUERIES) yield { method, url: `${base}?${query}`, headers: own, ...(payload ? { payload } : {}) };
  yield { method, url: `${base}/%00`, headers: own };
  yield { method, url: `${base}/../../etc/passwd`, headers: own };
  if (!hasBody) return;

  // Whole bodies of the wrong shape, broken JSON, a wrong content type.
  for (const whole of [null, [], 'text', 42, true, {}, { unknown: 'a\u0000b' }]) {
    yield { method, url: base, headers: { ...own, 'content-type': 'application/json' }, payload: JSON.stringify(whole) };
  }
  yield { method, url: base, headers: { ...own, 'content-type': 'application/json' }, payload: '{"a":' };
  yield { method, url: base, headers: { ...own, 'content-type': 'application/json' }, payload: '{"a":"\\ud800"}' };
  yield { method, url: base, headers: { ...own, 'content-type': 'text/plain' }, payload: 'a\u0000b' };
  // Each field of a good body broken in turn, with a random pick of the bad values besides.
  for (const field of Object.keys(body ?? {})) {
    for (const value of BAD_VALUES) yield { method, url: base, headers: own, payload: { ...body, [field]: value } };
    const mixed = Object.fromEntries(Object.keys(body ?? {}).map((f) => [f, BAD_VALUES[Math.floor(random() * BAD_VALUES.length)]]));
    yield { method, url: base, headers: own, payload: mixed };
  }
}

interface FuzzRun {
  routes: number;
  sent: number;
  byStatus: Map<number, number>;
  /** the answers to the header and file-name families, by status */
  byFamily: Record<Exclude<Family, 'other'>, Map<number, number>>;
  failures: string[];
  seconds: number;
}

/** Sends every request of every route (in the given order) to `target`. */
async function fuzz(target: FastifyInstance, routes: readonly { method: string; url: string }[], host?: string): Promise<FuzzRun> {
  const random = seededRandom(SEED);
  const started = performance.now();
  const run: FuzzRun = {
    routes: routes.length,
    sent: 0,
    byStatus: new Map(),
    byFamily: { headers: new Map(), fileNames: new Map() },
    failures: [],
    seconds: 0,
  };
  const count = (counts: Map<number, number>, status: number) => counts.set(status, (counts.get(status) ?? 0) + 1);
  for (const route of routes) {
    for (const [family, request] of requestsFor(route.method, route.url, random)) {
      const response = await target.inject(host ? { ...request, headers: { ...request.headers, host } } : request);
      run.sent += 1;
      count(run.byStatus, response.statusCode);
      if (family !== 'other') count(run.byFamily[family], response.statusCode);
      if (response.statusCode >= 500) {
        const payload = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload ?? null);
        run.failures.push(
          `${route.method} ${route.url}: ${String(request.url).slice(0, 120)} ${payload.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    // Fault rules the fuzz may have added must not make later answers fail.
    await target.inject({ method: 'DELETE', url: '/__sandbox/faults' });
  }
  run.seconds = (performance.now() - started) / 1000;
  const counts = (byStatus: Map<number, number>) =>
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  process.stdout.write(`[fuzz] ${run.routes} routes, ${run.sent} requests in ${run.seconds.toFixed(1)} s — ${counts(run.byStatus)}\n`);
  process.stdout.write(
    `[fuzz] of which bad headers: ${counts(run.byFamily.headers)}; bad file names: ${counts(run.byFamily.fileNames) || 'none'}\n`,
  );
  return run;
}

describe('fuzz: bad input on every route', () => {
  it('never answers 5xx on the services and sandbox tools', async () => {
    // The routes that rebuild the database go last: they would sign the fuzzing account out.
    const routes = app.routeList
      .filter((route) => route.method !== 'HEAD')
      .sort((a, b) => Number(SLOW_ROUTES.has(`${a.method} ${a.url}`)) - Number(SLOW_ROUTES.has(`${b.method} ${b.url}`)));
    const run = await fuzz(app, routes);
    expect(run.failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
    // a file name is refused at the upload's creation with a message (400), or the upload created
    expect([...run.byFamily.fileNames.keys()].sort()).toEqual([201, 400]);
    expect(run.byFamily.headers.get(400)).toBeGreaterThan(0);
  }, 240_000);

  it('never answers 5xx on the identity routes (provider, sign-in page, session endpoint)', async () => {
    // Listening for real: the session endpoint reads the provider's discovery over HTTP.
    const { app: real, port } = await startListeningSandbox();
    try {
      const routes = real.routeList.filter((route) => route.method !== 'HEAD' && /^\/(oidc|oidc-login|session)(\/|$)/.test(route.url));
      // On a brand's host, as the app calls them (and its port).
      const run = await fuzz(real, routes, `my.albelli.nl.localhost:${port}`);
      expect(run.failures).toEqual([]);
      expect(routes.length).toBeGreaterThan(4);
    } finally {
      await real.close();
    }
  }, 120_000);
});
