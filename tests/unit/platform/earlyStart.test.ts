// The early start (src/platform/earlyStart): what index.html's first script sends, that the app takes
// exactly those responses (and sends anything else itself), that its guesses are the requests the
// app really sends, and that the build turns it into a working classic script.
import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { PHOTOS_PER_MONTH_SECTION, type SortSettings, type TimelineCounts } from '@schemas/photos';
import { SIGNED_IN_COOKIE } from '@schemas/session';
import { createPhotosApi } from '@/api/photos';
import { keepFirstMonth } from '@/features/photos/wiring/firstMonthStorage';
import { createAlbumsApi } from '@/api/albums';
import { createOrdersApi } from '@/api/orders';
import { createAddressesApi } from '@/api/addresses';
import { createCustomerApi } from '@/api/customer';
import { createPaymentMethodsApi } from '@/api/paymentMethods';
import { campaignNamesOf } from '@/features/orders/model/cutoff';
import { ALBUMS_FIRST_PAGE_SIZE, SUPER_ORDERS_FETCH_LIMIT } from '@schemas/tunables';
import { createServiceClient } from '@/api/http';
import { createSessionApi } from '@/api/session';
import {
  EARLY_START_KEY,
  FIRST_MONTH_STORAGE_KEY,
  FIRST_ALBUMS_PAGE_LIMIT,
  FIRST_ORDERS_PAGE_LIMIT,
  FIRST_VIEW_ALBUM_COVERS,
  EARLY_PICTURES_FROM_PX,
  REFRESH_LOCK_NAME,
  brandOf,
  SIGNED_IN_MARKER,
  SORT_STORAGE_PREFIX,
  APP_START_HOLD_MS,
  earlyStart,
  hasSignedInMarker,
  runEarlyStart,
  type AppDocument,
  type AppPreload,
  type AppScript,
  type EarlyRequest,
  type EarlyRequests,
  type EarlyStartEnvironment,
} from '@/platform/earlyStart/earlyStart';
import { fetchWithEarly, takeEarlyRequests } from '@/platform/earlyStart/earlyRequests';
import { resolveHost } from '@/platform/brand/resolveHost';
import { createFetchBackend } from '@/platform/i18n/fetchBackend';
import { fetchPublicConfig } from '@/api/publicConfig';
import { AppConfig } from '@schemas/config';
import { photoTimelineWithApi } from '@/features/photos/wiring/createPhotoLibrary';
import { thumbnailSizeOf } from '@/features/photos/grid/layout';
import { breakpoints } from '@/styles/breakpoints';
import {
  BUILT_ENTRY,
  DEV_ENTRY,
  EARLY_START_SOURCE,
  builtServices,
  compileEarlyStart,
  preloadEntry,
} from '../../../scripts/earlyStartScript';

const ORIGIN = 'https://my.example.test';
const CONFIG = { services: { session: '/session', customer: '/api/customer', photos: '/api/photos', orders: '/api/orders' } };
const SESSION = {
  accessToken: 'token-1',
  expiresAt: 4_102_444_800_000,
  claims: { sub: 'account-1', email: 'anna@example.com', idp_type: 'local', idp_sub: 'anna', amr: ['pwd'] },
};
const COUNTS: TimelineCounts = { '2024': { '3': 5, '11': 2 }, '2025': { '1': 0, '6': 40 }, '1970': { '1': 3 } };
/** Article groups naming two campaigns, one of them twice, and a group without a campaign. */
const ARTICLE_GROUPS = {
  articleGroups: [
    { id: 'books', name: 'Photo books', campaignName: 'christmas-delivery' },
    { id: 'cards', name: 'Cards', campaignName: 'christmas-delivery' },
    { id: 'mugs', name: 'Mugs', campaignName: null },
    { id: 'gifts', name: 'Gifts', campaignName: 'mothers day' },
  ],
};
const campaignNamed = (name: string) => ({ name, occasion: 'christmas', orderBefore: '2026-12-18', deliveryBefore: '2026-12-24' });

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers like the services would, and records what was sent. */
function fakeServices(answers: { config?: () => Response; refresh?: () => Response; monthPage?: unknown; albumPage?: unknown } = {}) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, url: request.url, authorization: request.headers.get('authorization') });
    if (pathname === '/config.json') return answers.config?.() ?? json(CONFIG);
    if (pathname === '/session/refresh') return answers.refresh?.() ?? json(SESSION);
    if (pathname === '/api/customer/customers/me') return json({ customerId: 'account-1' });
    if (pathname === '/api/customer/customers/me/addresses') return json({ items: [] });
    if (pathname === '/api/customer/customers/me/payment-methods') return json({ methods: [] });
    if (pathname === '/api/photos/users/timeline') return json(COUNTS);
    if (pathname === '/api/photos/users') return json({ photosCount: 50, albumsCount: 0 });
    if (pathname.startsWith('/api/photos/photos/timeline/')) return json(answers.monthPage ?? { cursor: null, images: [] });
    if (pathname === '/api/orders/v2/superorders/me') return json({ superOrders: [], total: 0 });
    if (pathname === '/api/orders/v1/ArticleGroup') return json(ARTICLE_GROUPS);
    if (pathname.startsWith('/api/orders/v1/Campaign/')) return json(campaignNamed(decodeURIComponent(pathname.split('/').pop() ?? '')));
    if (pathname === '/api/photos/albums') return json(answers.albumPage ?? { albums: [], cursor: null });
    return json({ message: 'not found' }, 404);
  };
  return { sent, fetch };
}

/** The page's cookies: a browser that has signed in holds the session marker. */
const SIGNED_IN_COOKIES = `consent=1; ${SIGNED_IN_COOKIE}=1`;

function environment(
  pathname: string,
  fetch: typeof globalThis.fetch,
  saved?: SortSettings | { sortKey: 'uploaded'; sortOrder: 'asc' | 'desc' },
  cookie = SIGNED_IN_COOKIES,
) {
  const locks: string[] = [];
  // the site's local storage: the saved sort, and what the early start keeps there
  const stored = new Map<string, string>(saved ? [[`${SORT_STORAGE_PREFIX}photos`, JSON.stringify(saved)]] : []);
  const env: EarlyStartEnvironment = {
    location: { origin: ORIGIN, pathname },
    fetch,
    navigator: {
      locks: {
        request: (name, callback) => {
          locks.push(name);
          return callback();
        },
      },
    },
    localStorage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    document: { cookie },
  };
  return { env, locks, stored };
}

/**
 * A document whose early start script names the app's module scripts (and the date-fns locales'
 * chunks, when given); records the scripts added and the modules preloaded.
 */
function appDocument(sources: string, dateLocales?: string) {
  const added: AppScript[] = [];
  const preloaded: AppPreload[] = [];
  function createElement(tagName: 'script'): AppScript;
  function createElement(tagName: 'link'): AppPreload;
  function createElement(tagName: 'script' | 'link'): AppScript | AppPreload {
    return tagName === 'script' ? { type: '', crossOrigin: null, src: '' } : { rel: '', crossOrigin: null, href: '' };
  }
  const document: AppDocument = {
    currentScript: { dataset: dateLocales === undefined ? { app: sources } : { app: sources, dateLocales } },
    createElement,
    head: { append: (node) => ('src' in node ? added.push({ ...node }) : preloaded.push({ ...node })) },
  };
  return { document, added, preloaded };
}

/** An Intl stand-in that counts the formatters made: the first loads the browser's Intl data. */
function countedIntl() {
  let made = 0;
  const Intl = {
    DateTimeFormat: class {
      constructor() {
        made += 1;
      }
      resolvedOptions() {
        return { timeZone: 'Europe/London' };
      }
    },
  };
  return { Intl, formatters: () => made };
}

/**
 * Runs the compiled early start script as a page would, with `window` as its window (and an Intl
 * stand-in when given, else Node's), and the built-ins it uses.
 */
function runCompiled(script: string, window: Record<string, unknown>, intl: unknown = Intl) {
  runInNewContext(script, { window, Intl: intl, URL, URLSearchParams, AbortController, Promise, JSON, Object, Number, String, Reflect });
}

/** Each data request of the early start, its lists (the cutoff campaigns) flattened; not sent left out. */
async function dataOf(requests: Pick<EarlyRequests, 'data'>): Promise<EarlyRequest[]> {
  const sent = await Promise.all(requests.data);
  return sent.flatMap((request) => (request === null ? [] : 'url' in request ? [request] : [...request]));
}

/** Everything the early start sent, once it has sent all it will. */
async function settle(requests: ReturnType<typeof earlyStart>) {
  const all = [await requests.config, await requests.sessionRefresh, ...(await Promise.all(requests.startUp)), ...(await dataOf(requests))];
  await Promise.all(all.map((request) => (request && 'response' in request ? request.response.catch(() => undefined) : undefined)));
  await requests.pictures;
  return all;
}

const urlsOf = (sent: readonly Sent[]) => sent.map(({ method, url }) => `${method} ${url.replace(ORIGIN, '')}`);

/**
 * Checks what the early start sends on `pathname` for a signed-in browser: config.json, the session
 * refresh and the customer record, then `data`; everything after the refresh with the new token.
 */
async function expectSignedInRequests(pathname: string, data: readonly string[]) {
  const { sent, fetch } = fakeServices();
  await settle(earlyStart(environment(pathname, fetch).env));
  expect(urlsOf(sent)).toEqual(['GET /config.json', 'POST /session/refresh', 'GET /api/customer/customers/me', ...data]);
  expect(sent.slice(2).map((request) => request.authorization)).toEqual(Array(data.length + 1).fill('Bearer token-1'));
}

describe('earlyStart: what it sends', () => {
  it('on any page but the sign-in callback: config.json, then the session refresh under the refresh lock, then the customer record', async () => {
    const { sent, fetch } = fakeServices();
    const { env, locks } = environment('/downloads', fetch);
    await settle(earlyStart(env));
    expect(urlsOf(sent)).toEqual(['GET /config.json', 'POST /session/refresh', 'GET /api/customer/customers/me']);
    expect(sent[2]?.authorization).toBe('Bearer token-1');
    expect(locks).toEqual([REFRESH_LOCK_NAME]);
  });

  it('on the settings page also the addresses and the payment methods with the new token', async () => {
    await expectSignedInRequests('/settings', [
      'GET /api/customer/customers/me/addresses',
      'GET /api/customer/customers/me/payment-methods',
    ]);
  });

  it('without the session marker cookie only config.json: there is no session to restore (a refresh could only answer 401)', async () => {
    for (const pathname of ['/settings', '/orders', '/my-photos/photos']) {
      const { sent, fetch } = fakeServices();
      const requests = earlyStart(environment(pathname, fetch, undefined, `consent=1; not_${SIGNED_IN_COOKIE}=1`).env);
      await settle(requests);
      expect(urlsOf(sent), pathname).toEqual(['GET /config.json']);
      expect(await requests.sessionRefresh).toBeNull();
    }
  });

  it('once config.json has answered, the brand’s locale file and its channel’s public configuration, signed in or not', async () => {
    const config = {
      ...CONFIG,
      services: { ...CONFIG.services, publicConfig: '/api/public-config' },
      defaultHost: 'my.other.test',
      hosts: [
        { host: 'my.other.test', locale: 'en-GB', channel: 'other-uk' },
        { host: 'my.example.test', locale: 'nl-BE', channel: 'albelli be' },
      ],
    };
    for (const cookie of [SIGNED_IN_COOKIES, 'consent=1']) {
      const { sent, fetch } = fakeServices({ config: () => json(config) });
      const requests = earlyStart(environment('/', fetch, undefined, cookie).env);
      await settle(requests);
      const startUp = await Promise.all(requests.startUp);
      expect(startUp.map((request) => (request && 'url' in request ? request.url.replace(ORIGIN, '') : null))).toEqual([
        '/locales/nl-BE.json',
        '/api/public-config/albelli%20be',
      ]);
      expect(urlsOf(sent)).toEqual(expect.arrayContaining(['GET /locales/nl-BE.json', 'GET /api/public-config/albelli%20be']));
      expect(sent.filter((request) => !request.url.includes('/customers/')).every((request) => request.authorization === null)).toBe(true);
    }
  });

  it('no locale or public configuration without config.json’s host table, or when it fails (the app resolves the brand itself)', async () => {
    for (const config of [() => json(CONFIG), () => json({ message: 'down' }, 503)]) {
      const { fetch } = fakeServices({ config });
      const requests = earlyStart(environment('/', fetch).env);
      await settle(requests);
      expect(await Promise.all(requests.startUp)).toEqual([null, null]);
    }
  });

  it('names the session marker as the session endpoint sets it', () => {
    expect(SIGNED_IN_MARKER).toBe(SIGNED_IN_COOKIE);
    expect(hasSignedInMarker(`a=1;${SIGNED_IN_COOKIE}=1`)).toBe(true);
    expect(hasSignedInMarker(`${SIGNED_IN_COOKIE}x=1; b=2`)).toBe(false);
    expect(hasSignedInMarker('')).toBe(false);
  });

  it('on the sign-in callback only config.json: the app redeems the code there instead', async () => {
    const { sent, fetch } = fakeServices();
    const requests = earlyStart(environment('/auth/callback/', fetch).env);
    await settle(requests);
    expect(urlsOf(sent)).toEqual(['GET /config.json']);
    expect(await requests.sessionRefresh).toBeNull();
  });

  it('on the photo timeline also the counts and the summary with the new token, then the first month’s first page', async () => {
    await expectSignedInRequests('/my-photos/photos', [
      'GET /api/photos/users/timeline',
      'GET /api/photos/users',
      'GET /api/photos/photos/timeline/2025/6?limit=24&sortKey=dateTaken&sortOrder=desc',
    ]);
  });

  it('on the orders page also its first page of orders and the cutoff banner’s article groups, then each campaign they name once', async () => {
    await expectSignedInRequests('/orders', [
      'GET /api/orders/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired',
      'GET /api/orders/v1/ArticleGroup',
      'GET /api/orders/v1/Campaign/christmas-delivery',
      'GET /api/orders/v1/Campaign/mothers%20day',
    ]);
  });

  it('on an order’s page also the order with the new token', async () => {
    await expectSignedInRequests('/orders/SO-1234-0001/', ['GET /api/orders/v1/superorders/SO-1234-0001']);
    await expectSignedInRequests('/orders/SO-1234-0001/address', []);
  });

  it('no campaign requests when the article groups fail or name none', async () => {
    for (const answer of [json({ message: 'down' }, 503), json({ articleGroups: [{ id: 'mugs', name: 'Mugs', campaignName: null }] })]) {
      const { sent, fetch } = fakeServices();
      const failing: typeof globalThis.fetch = (input, init) =>
        new Request(input, init).url.endsWith('/v1/ArticleGroup') ? Promise.resolve(answer.clone()) : fetch(input, init);
      const early = earlyStart(environment('/orders', failing).env);
      await settle(early);
      expect((await Promise.all(early.data)).at(-1)).toEqual([]);
      expect(urlsOf(sent).filter((url) => url.includes('/Campaign/'))).toEqual([]);
    }
  });

  it('on the albums tab also the photo summary and the first page of albums with the new token', async () => {
    await expectSignedInRequests('/my-photos/albums', ['GET /api/photos/users', 'GET /api/photos/albums?limit=49']);
  });

  it('oldest first when that sort is saved: the first month is Unknown Date (January 1970)', async () => {
    const { sent, fetch } = fakeServices();
    await settle(earlyStart(environment('/my-photos/photos', fetch, { sortKey: 'dateTaken', sortOrder: 'asc' }).env));
    expect(urlsOf(sent).at(-1)).toBe('GET /api/photos/photos/timeline/1970/1?limit=24&sortKey=dateTaken&sortOrder=asc');
  });

  it.each([
    ['a created sort', { sortKey: 'created', sortOrder: 'desc' } as const],
    ['a legacy uploaded sort', { sortKey: 'uploaded', sortOrder: 'asc' } as const],
  ])('no photo requests with %s saved (the flat list is not guessed)', async (_, saved) => {
    const { sent, fetch } = fakeServices();
    await settle(earlyStart(environment('/my-photos/photos', fetch, saved).env));
    expect(urlsOf(sent)).toEqual(['GET /config.json', 'POST /session/refresh', 'GET /api/customer/customers/me']);
  });

  it('no photo requests without a session (401): the app goes to sign in', async () => {
    const { sent, fetch } = fakeServices({ refresh: () => json({ message: 'no session' }, 401) });
    const requests = earlyStart(environment('/my-photos/photos', fetch).env);
    await settle(requests);
    expect(urlsOf(sent)).toEqual(['GET /config.json', 'POST /session/refresh']);
    expect(await Promise.all(requests.data)).toEqual([null, null, null, null]);
  });

  it('no refresh when config.json fails: the app loads its built-in defaults and refreshes itself', async () => {
    const { sent, fetch } = fakeServices({ config: () => json({ message: 'down' }, 503) });
    const requests = earlyStart(environment('/my-photos/photos', fetch).env);
    await settle(requests);
    expect(urlsOf(sent)).toEqual(['GET /config.json']);
    expect(await requests.sessionRefresh).toBeNull();
  });

  it('with the service bases of the build, the refresh goes in the same turn, without waiting for config.json', async () => {
    const sent: string[] = [];
    const pendingConfig = new Promise<Response>(() => undefined);
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${request.url.replace(ORIGIN, '')}`);
      return request.url.endsWith('/config.json') ? pendingConfig : Promise.resolve(json(SESSION));
    };
    const { env } = environment('/orders', fetch);
    const requests = earlyStart(env, { session: '/session', photos: '/api/photos' });
    expect(sent).toEqual(['GET /config.json', 'POST /session/refresh']);
    expect((await requests.sessionRefresh)?.url).toBe(`${ORIGIN}/session/refresh`);
  });

  it('on the photo timeline with the build’s bases: the photo requests need only the new token', async () => {
    const { sent, fetch } = fakeServices({ config: () => json({ message: 'down' }, 503) });
    await settle(earlyStart(environment('/my-photos/photos', fetch).env, CONFIG.services));
    expect(urlsOf(sent)).toEqual([
      'GET /config.json',
      'POST /session/refresh',
      'GET /api/customer/customers/me',
      'GET /api/photos/users/timeline',
      'GET /api/photos/users',
      'GET /api/photos/photos/timeline/2025/6?limit=24&sortKey=dateTaken&sortOrder=desc',
    ]);
  });

  it('reads each answer’s body at once, so that one the app never takes does not stay open, and leaves it whole for the app', async () => {
    let read = false;
    const body = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            read = true;
            controller.enqueue(new TextEncoder().encode(JSON.stringify({ items: [] })));
            controller.close();
          },
        },
        // nothing is pulled before someone reads
        { highWaterMark: 0 },
      );
    const { fetch } = fakeServices();
    const slowReader: typeof globalThis.fetch = (input, init) =>
      new Request(input, init).url.endsWith('/customers/me/addresses') ? Promise.resolve(new Response(body())) : fetch(input, init);
    const early = earlyStart(environment('/settings', slowReader).env);
    const addresses = (await dataOf(early)).find((request) => request.url.endsWith('/addresses'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toBe(true);
    expect(await (await addresses?.response)?.json()).toEqual({ items: [] });
  });

  it('never throws, and a network failure is left to the app that takes the request', async () => {
    const failing: typeof globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const requests = earlyStart(environment('/my-photos/photos', failing).env);
    const config = await requests.config;
    await expect(config?.response).rejects.toThrow('Failed to fetch');
    expect(await requests.sessionRefresh).toBeNull();
  });
});

/** A photo as the services give it, with the grid's two thumbnail sizes. */
const photo = (id: string) => ({
  imageId: id,
  url: `https://media.example.test/${id}.jpg`,
  thumbnails: [
    { id: '300', url: `https://media.example.test/${id}-300.jpg` },
    { id: '800', url: `https://media.example.test/${id}-800.jpg` },
  ],
});

/** A window of `width` px (on a link of `connection`) whose Image elements record what they fetch and at which priority. */
function pictureWindow(width: number, connection?: { effectiveType?: string; saveData?: boolean }) {
  const fetched: string[] = [];
  class Picture {
    fetchPriority = 'auto';
    set src(url: string) {
      fetched.push(`${this.fetchPriority} ${url}`);
    }
  }
  const matchMedia = (query: string) => {
    const minimum = /^\(min-width: (\d+)px\)$/.exec(query);
    if (!minimum) throw new Error(`unexpected media query ${query}`);
    return { matches: width >= Number(minimum[1]) };
  };
  return { fetched, Image: Picture, matchMedia, connection };
}

/** The early start in `window` on `pathname`. */
function startIn(window: ReturnType<typeof pictureWindow>, pathname: string, fetch: typeof globalThis.fetch) {
  const { env } = environment(pathname, fetch);
  return earlyStart({
    ...env,
    Image: window.Image,
    matchMedia: window.matchMedia,
    navigator: { ...env.navigator, connection: window.connection },
  });
}

describe('earlyStart: the timeline’s first month, remembered', () => {
  const MONTH = (path: string, order = 'desc') => `GET /api/photos/photos/timeline/${path}?limit=24&sortKey=dateTaken&sortOrder=${order}`;
  /**
   * The services, with the counts' answer held until `release` is called and each request's abort
   * signal kept by its method and URL.
   */
  function heldCounts(counts?: unknown) {
    const { sent, fetch } = fakeServices();
    const signals = new Map<string, AbortSignal | null | undefined>();
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: typeof globalThis.fetch = (input, init) => {
      const url = new Request(input, init).url;
      signals.set(`GET ${url.replace(ORIGIN, '')}`, init?.signal);
      if (!url.endsWith('/users/timeline')) return fetch(input, init);
      const response = counts === undefined ? fetch(input, init) : Promise.resolve(json(counts));
      return gate.then(() => response);
    };
    return { sent, fetch: held, signals, release };
  }
  /** Lets the early start's chain run as far as it can without the counts' answer. */
  const untilIdle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('keeps the first month the counts name, and sends it beside the counts on the next start, with the new token; the app takes it', async () => {
    const first = environment('/my-photos/photos', fakeServices().fetch);
    await settle(earlyStart(first.env));
    expect(first.stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('desc 2025/6');

    const { sent, fetch, release } = heldCounts();
    const { env } = environment('/my-photos/photos', fetch);
    const next = earlyStart({ ...env, localStorage: first.env.localStorage });
    await untilIdle();
    // the counts have not answered, and the month has left
    expect(urlsOf(sent).slice(3)).toEqual(['GET /api/photos/users/timeline', 'GET /api/photos/users', MONTH('2025/6')]);
    expect(sent.at(-1)?.authorization).toBe('Bearer token-1');
    release();
    await settle(next);
    expect(urlsOf(sent).filter((url) => url.includes('/photos/timeline/'))).toEqual([MONTH('2025/6')]);
    expect((await dataOf(next)).map(({ url }) => url.replace(ORIGIN, '')).at(-1)).toBe(MONTH('2025/6').slice(4));
  });

  it('sends the month the app’s timeline kept beside the counts', async () => {
    const { sent, fetch, release } = heldCounts();
    const { env } = environment('/my-photos/photos', fetch);
    keepFirstMonth({ year: 2025, month: 6 }, { sortKey: 'dateTaken', sortOrder: 'desc' }, env.localStorage);
    const requests = earlyStart(env);
    await untilIdle();
    expect(urlsOf(sent).at(-1)).toBe(MONTH('2025/6'));
    release();
    await settle(requests);
    expect(urlsOf(sent).filter((url) => url.includes('/photos/timeline/'))).toEqual([MONTH('2025/6')]);
  });

  it('cancels a remembered month the counts do not name first, sends theirs, and keeps theirs', async () => {
    const { sent, fetch, signals, release } = heldCounts();
    const { env, stored } = environment('/my-photos/photos', fetch);
    stored.set(FIRST_MONTH_STORAGE_KEY, 'desc 2024/11');
    const requests = earlyStart(env);
    await untilIdle();
    expect(urlsOf(sent).at(-1)).toBe(MONTH('2024/11'));
    expect(signals.get(MONTH('2024/11'))?.aborted).toBe(false);
    release();
    await settle(requests);
    expect(signals.get(MONTH('2024/11'))?.aborted).toBe(true);
    expect(urlsOf(sent).at(-1)).toBe(MONTH('2025/6'));
    expect((await dataOf(requests)).map(({ url }) => url.replace(ORIGIN, '')).at(-1)).toBe(MONTH('2025/6').slice(4));
    expect(stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('desc 2025/6');
  });

  it.each([
    ['the month of the other sort order', 'asc 2025/6'],
    ['a stored value that is not a month', 'desc ../../users'],
    ['a month with a query in it', 'desc 2025/6?limit=500'],
    ['a stored value with more in it', 'desc 2025/6 more'],
  ])('sends no month before the counts for %s', async (_, value) => {
    const { sent, fetch, release } = heldCounts();
    const { env, stored } = environment('/my-photos/photos', fetch);
    stored.set(FIRST_MONTH_STORAGE_KEY, value);
    const requests = earlyStart(env);
    await untilIdle();
    expect(urlsOf(sent).filter((url) => url.includes('/photos/timeline/'))).toEqual([]);
    release();
    await settle(requests);
    expect(urlsOf(sent).filter((url) => url.includes('/photos/timeline/'))).toEqual([MONTH('2025/6')]);
  });

  it('forgets the month of a library the counts find empty, and keeps it when the counts fail', async () => {
    const empty = heldCounts({});
    const emptied = environment('/my-photos/photos', empty.fetch);
    emptied.stored.set(FIRST_MONTH_STORAGE_KEY, 'desc 2025/6');
    empty.release();
    const requests = earlyStart(emptied.env);
    await settle(requests);
    expect(empty.signals.get(MONTH('2025/6'))?.aborted).toBe(true);
    expect((await Promise.all(requests.data)).at(-1)).toBeNull();
    expect(emptied.stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('');

    const failed = heldCounts(null);
    const { fetch } = failed;
    const failing: typeof globalThis.fetch = (input, init) =>
      new Request(input, init).url.endsWith('/users/timeline') ? Promise.resolve(json({ message: 'down' }, 503)) : fetch(input, init);
    const kept = environment('/my-photos/photos', failing);
    kept.stored.set(FIRST_MONTH_STORAGE_KEY, 'desc 2025/6');
    await settle(earlyStart(kept.env));
    expect(kept.stored.get(FIRST_MONTH_STORAGE_KEY)).toBe('desc 2025/6');
  });

  it('keeps nothing without a session, and the start goes on when the storage refuses to keep it', async () => {
    const signedOut = environment('/my-photos/photos', fakeServices({ refresh: () => json({ message: 'no session' }, 401) }).fetch);
    await settle(earlyStart(signedOut.env));
    expect(signedOut.stored.has(FIRST_MONTH_STORAGE_KEY)).toBe(false);

    const { sent, fetch } = fakeServices();
    const { env } = environment('/my-photos/photos', fetch);
    const full = earlyStart({
      ...env,
      localStorage: {
        getItem: (key) => env.localStorage?.getItem(key) ?? null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    await settle(full);
    expect(urlsOf(sent).at(-1)).toBe(MONTH('2025/6'));
  });
});

describe('earlyStart: the first view’s pictures', () => {
  const monthPage = { cursor: 'next', images: [photo('a'), { ...photo('b'), thumbnails: [] }, photo('c'), photo('a')] };

  it('on the photo timeline: the first page’s 800 px thumbnails on a wide window, at high priority, in the page’s order', async () => {
    const { fetch } = fakeServices({ monthPage });
    const window = pictureWindow(1366);
    const requests = startIn(window, '/my-photos/photos', fetch);
    await settle(requests);
    const expected = ['https://media.example.test/a-800.jpg', 'https://media.example.test/b.jpg', 'https://media.example.test/c-800.jpg'];
    expect(window.fetched).toEqual(expected.map((url) => `high ${url}`));
    expect(await requests.pictures).toEqual(expected);
  });

  it.each([
    ['in a narrower window (a phone: the page’s code comes first on its link)', pictureWindow(EARLY_PICTURES_FROM_PX - 1)],
    ['on a slow link', pictureWindow(1366, { effectiveType: '3g' })],
    ['when the customer asked to save data', pictureWindow(1366, { effectiveType: '4g', saveData: true })],
  ])('none %s', async (_, window) => {
    for (const pathname of ['/my-photos/photos', '/my-photos/albums']) {
      const { fetch } = fakeServices({ monthPage, albumPage: { albums: [{ albumId: 'a', coverPhoto: photo('a') }], cursor: null } });
      const requests = startIn(window, pathname, fetch);
      await settle(requests);
      expect(window.fetched, pathname).toEqual([]);
      expect(await requests.pictures).toEqual([]);
    }
  });

  it('on a fast link as on one the browser does not know', async () => {
    const { fetch } = fakeServices({ monthPage });
    const window = pictureWindow(1366, { effectiveType: '4g', saveData: false });
    await settle(startIn(window, '/my-photos/photos', fetch));
    expect(window.fetched).toHaveLength(3);
  });

  it('never more than the first page of a month section', async () => {
    const images = Array.from({ length: 30 }, (_, index) => photo(`p${index}`));
    const { fetch } = fakeServices({ monthPage: { cursor: null, images } });
    const window = pictureWindow(1366);
    await settle(startIn(window, '/my-photos/photos', fetch));
    expect(window.fetched).toHaveLength(PHOTOS_PER_MONTH_SECTION);
  });

  it('on the albums tab: the covers of the first view’s albums, those that have one', async () => {
    const albums = Array.from({ length: FIRST_VIEW_ALBUM_COVERS + 2 }, (_, index) => ({
      albumId: `album-${index}`,
      coverPhoto: index === 1 ? null : photo(`cover${index}`),
    }));
    const { fetch } = fakeServices({ albumPage: { albums, cursor: null } });
    const window = pictureWindow(EARLY_PICTURES_FROM_PX);
    await settle(startIn(window, '/my-photos/albums', fetch));
    expect(window.fetched).toEqual([0, 2, 3, 4, 5].map((index) => `high https://media.example.test/cover${index}-800.jpg`));
  });

  it('nothing but http(s) URLs, nothing on a failed page, nothing on other pages', async () => {
    const odd = { ...photo('x'), url: 'javascript:alert(1)', thumbnails: [{ id: '800', url: 'data:image/png;base64,AAAA' }] };
    const cases = [
      { pathname: '/my-photos/photos', services: fakeServices({ monthPage: { cursor: null, images: [odd] } }) },
      { pathname: '/my-photos/photos', services: fakeServices({ refresh: () => json({ message: 'no session' }, 401) }) },
      { pathname: '/orders', services: fakeServices({ monthPage }) },
    ];
    for (const { pathname, services } of cases) {
      const window = pictureWindow(1366);
      const requests = startIn(window, pathname, services.fetch);
      await settle(requests);
      expect(window.fetched, pathname).toEqual([]);
      expect(await requests.pictures).toEqual([]);
    }
  });

  it('fetches the grid’s own size: 800 px thumbnails from the large breakpoint', () => {
    expect(EARLY_PICTURES_FROM_PX).toBe(breakpoints.medium);
    expect(thumbnailSizeOf('large')).toBe(800);
  });
});

/** The app's API client of a service, signed in with the early start's token. */
const appClient = (baseUrl: string, fetch: typeof globalThis.fetch) =>
  createServiceClient({
    baseUrl,
    origin: ORIGIN,
    timeoutMs: 5_000,
    auth: { getAccessToken: () => 'token-1', renewAccessToken: async () => 'token-1' },
    fetch,
  });

/** What the early start sent on `pathname`, and the app's client of the service at `baseUrl` with what it sends. */
async function earlyThenApp(pathname: string, baseUrl: string) {
  const early = fakeServices();
  await settle(earlyStart(environment(pathname, early.fetch).env));
  const app = fakeServices();
  return { early, app, client: appClient(baseUrl, app.fetch) };
}

describe('earlyStart: its guesses are the requests the app sends', () => {
  /** The requests the app's own photo timeline sends for a sort, through the real API client. */
  async function appRequests(sort: SortSettings): Promise<string[]> {
    const { sent, fetch } = fakeServices();
    const client = appClient('/api/photos', fetch);
    const api = createPhotosApi(client);
    await api.getSummary();
    const timeline = createActor(photoTimelineWithApi(api), { input: { sort } }).start();
    await waitFor(timeline, () => sent.some((request) => request.url.includes('/photos/timeline/')));
    timeline.stop();
    return urlsOf(sent);
  }

  it.each([
    { sortKey: 'dateTaken', sortOrder: 'desc' },
    { sortKey: 'dateTaken', sortOrder: 'asc' },
  ] as const)('the same counts, summary and first month URLs for %o', async (sort) => {
    const early = fakeServices();
    await settle(earlyStart(environment('/my-photos/photos', early.fetch, sort).env));
    const app = await appRequests(sort);
    expect([...app].sort()).toEqual([...urlsOf(early.sent).slice(3)].sort());
  });

  it('the same first page of orders as the orders API', async () => {
    expect(FIRST_ORDERS_PAGE_LIMIT).toBe(SUPER_ORDERS_FETCH_LIMIT);
    const { early, app, client } = await earlyThenApp('/orders', CONFIG.services.orders);
    await createOrdersApi(client).listOrdersPage({ offset: 0, limit: SUPER_ORDERS_FETCH_LIMIT });
    expect(urlsOf(app.sent)).toEqual([urlsOf(early.sent)[3]]);
  });

  it('the same article groups and campaign URLs as the orders API, for names that need encoding too', async () => {
    const { early, app, client } = await earlyThenApp('/orders', CONFIG.services.orders);
    const api = createOrdersApi(client);
    const groups = await api.listArticleGroups();
    await Promise.all(campaignNamesOf(groups).map((name) => api.getCampaign(name)));
    expect(urlsOf(app.sent)).toEqual(urlsOf(early.sent).slice(4));
  });

  it('the same order as the orders API', async () => {
    const { early, app, client } = await earlyThenApp('/orders/SO-1234-0001', CONFIG.services.orders);
    await createOrdersApi(client)
      .getOrder('SO-1234-0001')
      .catch(() => undefined);
    expect(urlsOf(app.sent)).toEqual(urlsOf(early.sent).slice(3));
  });

  it('the same customer record, addresses and payment methods as the customer APIs', async () => {
    const { early, app, client } = await earlyThenApp('/settings', CONFIG.services.customer);
    await createCustomerApi(client)
      .getCustomer()
      .catch(() => undefined);
    await createAddressesApi(client)
      .listAddresses()
      .catch(() => undefined);
    await createPaymentMethodsApi(client)
      .getPaymentMethods()
      .catch(() => undefined);
    expect(urlsOf(app.sent)).toEqual(urlsOf(early.sent).slice(2));
  });

  it('the same first page of albums as the albums API asks for the Albums tab', async () => {
    expect(FIRST_ALBUMS_PAGE_LIMIT).toBe(ALBUMS_FIRST_PAGE_SIZE);
    const { early, app, client } = await earlyThenApp('/my-photos/albums', CONFIG.services.photos);
    expect(await createAlbumsApi(client).listAlbums({ limit: ALBUMS_FIRST_PAGE_SIZE })).toEqual({ albums: [], cursor: null });
    expect(urlsOf(app.sent)).toEqual([urlsOf(early.sent)[4]]);
  });

  it('the same locale file and public configuration as the app asks for, on every host name of public/config.json', async () => {
    const shipped: unknown = JSON.parse(await readFile('public/config.json', 'utf8'));
    const config = AppConfig.parse(shipped);
    const names = [
      ...config.hosts.flatMap((row) => [row.host, `${row.host}.localhost`, ...(row.internalHost ? [row.internalHost] : [])]),
      'localhost',
      '127.0.0.1',
      'unknown.example.test',
    ];
    for (const hostname of names) {
      const origin = `https://${hostname}`;
      const sent: string[] = [];
      const recording: typeof globalThis.fetch = async (input, init) => {
        const request = new Request(input, init);
        sent.push(request.url);
        return new URL(request.url).pathname === '/config.json' ? json(shipped) : json({ message: 'not found' }, 404);
      };
      const requests = earlyStart({ location: { origin, pathname: '/' }, fetch: recording });
      const early = (await Promise.all(requests.startUp)).map((request) => (request && 'url' in request ? request.url : null));
      const resolution = resolveHost(hostname, config);
      if (resolution.kind === 'redirect') {
        expect(early, hostname).toEqual([null, null]);
        continue;
      }
      const app: string[] = [];
      const appFetch: typeof globalThis.fetch = async (input, init) => {
        app.push(new Request(input, init).url);
        return json({ message: 'not found' }, 404);
      };
      await new Promise<void>((resolve) =>
        createFetchBackend(origin, appFetch).read(resolution.brand.locale, 'translation', () => resolve()),
      );
      await fetchPublicConfig(config.services.publicConfig, resolution.brand.channel, { origin, fetch: appFetch }).catch(() => undefined);
      expect(early, hostname).toEqual([app[0], app[1]]);
      expect(brandOf(shipped, hostname), hostname).toEqual({ locale: resolution.brand.locale, channel: resolution.brand.channel });
    }
  });

  it('the same session refresh URL as the session API', async () => {
    const early = fakeServices();
    await settle(earlyStart(environment('/', early.fetch).env));
    const app = fakeServices();
    await createSessionApi({ baseUrl: CONFIG.services.session, origin: ORIGIN, fetch: app.fetch }).refresh();
    expect(urlsOf(app.sent)).toEqual([urlsOf(early.sent)[1]]);
  });
});

describe('fetchWithEarly', () => {
  const early = (method: string, path: string, body: unknown): Promise<EarlyRequest | null> =>
    Promise.resolve({ method, url: `${ORIGIN}${path}`, response: Promise.resolve(json(body)) });

  it('answers the request with the same method and URL from the early response, once; sends the rest', async () => {
    const { sent, fetch } = fakeServices();
    const wrapped = fetchWithEarly([early('GET', '/api/photos/users', { photosCount: 7, albumsCount: 1 })], fetch);
    const first = await wrapped(new Request(`${ORIGIN}/api/photos/users`));
    expect(await first.json()).toEqual({ photosCount: 7, albumsCount: 1 });
    expect(sent).toEqual([]);
    const second = await wrapped(new Request(`${ORIGIN}/api/photos/users`));
    expect(await second.json()).toEqual({ photosCount: 50, albumsCount: 0 });
    await wrapped(`${ORIGIN}/api/photos/users`, { method: 'DELETE' });
    expect(urlsOf(sent)).toEqual(['GET /api/photos/users', 'DELETE /api/photos/users']);
  });

  it('sends a request with a body untouched (ky hands fetch a Request)', async () => {
    const bodies: string[] = [];
    const send: typeof globalThis.fetch = async (input, init) => {
      bodies.push(await new Request(input, init).text());
      return json({ failed: [] });
    };
    const wrapped = fetchWithEarly([early('GET', '/api/photos/photos', {})], send);
    await wrapped(new Request(`${ORIGIN}/api/photos/photos`, { method: 'DELETE', body: JSON.stringify({ photoIds: ['a'] }) }));
    expect(bodies).toEqual(['{"photoIds":["a"]}']);
  });

  it('gives an early response to one of two concurrent callers only', async () => {
    const { sent, fetch } = fakeServices();
    const wrapped = fetchWithEarly([early('POST', '/session/refresh', { from: 'early' })], fetch);
    const answers = await Promise.all([
      wrapped(`${ORIGIN}/session/refresh`, { method: 'POST' }),
      wrapped(`${ORIGIN}/session/refresh`, { method: 'POST' }),
    ]);
    const bodies: unknown[] = await Promise.all(answers.map((response) => response.json()));
    expect(bodies).toContainEqual({ from: 'early' });
    expect(bodies).toContainEqual(SESSION);
    expect(sent).toHaveLength(1);
  });

  it('answers each request of a list from the early responses, and sends what the list does not hold', async () => {
    const { sent, fetch } = fakeServices();
    let read: (requests: readonly EarlyRequest[]) => void = () => undefined;
    const list = new Promise<readonly EarlyRequest[]>((resolve) => (read = resolve));
    const wrapped = fetchWithEarly([early('GET', '/api/orders/v2/superorders/me', { first: true }), list], fetch);
    // the list's first page answers at once; a request the list may hold waits for the list
    expect(await (await wrapped(`${ORIGIN}/api/orders/v2/superorders/me`)).json()).toEqual({ first: true });
    const waiting = wrapped(`${ORIGIN}/api/orders/v1/Campaign/a`);
    await Promise.resolve();
    expect(sent).toEqual([]);
    read([
      { method: 'GET', url: `${ORIGIN}/api/orders/v1/Campaign/a`, response: Promise.resolve(json({ early: 'a' })) },
      { method: 'GET', url: `${ORIGIN}/api/orders/v1/Campaign/b`, response: Promise.resolve(json({ early: 'b' })) },
    ]);
    expect(await (await waiting).json()).toEqual({ early: 'a' });
    expect(await (await wrapped(`${ORIGIN}/api/orders/v1/Campaign/b`)).json()).toEqual({ early: 'b' });
    await wrapped(`${ORIGIN}/api/orders/v1/Campaign/c`);
    expect(urlsOf(sent)).toEqual(['GET /api/orders/v1/Campaign/c']);
  });

  it('skips early requests that were never sent', async () => {
    const { sent, fetch } = fakeServices();
    const wrapped = fetchWithEarly([Promise.resolve(null)], fetch);
    await wrapped(`${ORIGIN}/config.json`);
    expect(urlsOf(sent)).toEqual(['GET /config.json']);
  });

  it('rejects as fetch does when the caller aborts while the early response is on its way', async () => {
    const never = Promise.resolve({ method: 'GET', url: `${ORIGIN}/config.json`, response: new Promise<Response>(() => undefined) });
    const wrapped = fetchWithEarly([never]);
    const controller = new AbortController();
    const answer = wrapped(`${ORIGIN}/config.json`, { signal: controller.signal });
    await Promise.resolve();
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(answer).rejects.toThrow('stopped');
  });

  it('cancels the early request when the caller gives up on it, so a Try again does not wait behind it', async () => {
    let cancelled = 0;
    const hanging: EarlyRequest = {
      method: 'GET',
      url: `${ORIGIN}/api/orders/v2/superorders/me`,
      response: new Promise<Response>(() => undefined),
      abort: () => (cancelled += 1),
    };
    const { sent, fetch } = fakeServices();
    const wrapped = fetchWithEarly([Promise.resolve(hanging)], fetch);
    const controller = new AbortController();
    const answer = wrapped(new Request(hanging.url, { signal: controller.signal }));
    await Promise.resolve();
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(answer).rejects.toThrow('timed out');
    expect(cancelled).toBe(1);
    await wrapped(new Request(hanging.url));
    expect(urlsOf(sent)).toEqual(['GET /api/orders/v2/superorders/me']);
  });

  it('gives each request it sends early a way to cancel it', async () => {
    const signals: AbortSignal[] = [];
    const recording: typeof globalThis.fetch = (input, init) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    };
    const requests = earlyStart({ location: { origin: ORIGIN, pathname: '/config-only' }, fetch: recording });
    const config = await requests.config;
    config?.abort?.();
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });
});

describe('takeEarlyRequests', () => {
  it('takes what the early start left, once', async () => {
    const { fetch } = fakeServices();
    const win = { [EARLY_START_KEY]: earlyStart(environment('/', fetch).env) };
    const taken = takeEarlyRequests(win);
    expect((await taken?.config)?.url).toBe(`${ORIGIN}/config.json`);
    expect(takeEarlyRequests(win)).toBeNull();
  });

  it('answers null without an early start, and reads anything malformed as not sent', async () => {
    expect(takeEarlyRequests({})).toBeNull();
    const odd = takeEarlyRequests({ [EARLY_START_KEY]: { config: Promise.resolve({ url: 42 }) } });
    expect(await odd?.config).toBeNull();
    expect(await odd?.sessionRefresh).toBeNull();
    expect(odd?.data).toEqual([]);
    const mixed = takeEarlyRequests({ [EARLY_START_KEY]: { data: [Promise.resolve([{ url: 42 }, 'x']), Promise.resolve({ url: 42 })] } });
    expect(await Promise.all(mixed?.data ?? [])).toEqual([[], null]);
  });
});

describe('the early start script (scripts/earlyStartScript.ts)', () => {
  it('compiles to a classic script that runs in a window and leaves its requests there', async () => {
    const script = await compileEarlyStart(await readFile(EARLY_START_SOURCE, 'utf8'));
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    const { sent, fetch } = fakeServices();
    const { env } = environment('/my-photos/photos', fetch);
    const window: Record<string, unknown> = { ...env };
    runCompiled(script, window);
    const requests = takeEarlyRequests(window);
    expect(requests).not.toBeNull();
    expect(requests).not.toBeNull();
    if (!requests) return;
    expect((await dataOf(requests)).at(-1)?.url).toBe(
      `${ORIGIN}/api/photos/photos/timeline/2025/6?limit=24&sortKey=dateTaken&sortOrder=desc`,
    );
    expect(urlsOf(sent)).toHaveLength(6);
  });

  it('is built with the session, customer, photos and orders bases of public/config.json, so its refresh leaves at once', async () => {
    const built = await builtServices();
    expect(built).toEqual({
      session: expect.any(String),
      customer: expect.any(String),
      photos: expect.any(String),
      orders: expect.any(String),
    });
    const script = await compileEarlyStart(await readFile(EARLY_START_SOURCE, 'utf8'), EARLY_START_SOURCE, built);
    const sent: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      sent.push(`${new Request(input, init).method} ${new Request(input, init).url.replace(ORIGIN, '')}`);
      return new Promise<Response>(() => undefined);
    };
    const window: Record<string, unknown> = { ...environment('/settings', fetch).env };
    runCompiled(script, window);
    expect(sent).toEqual(['GET /config.json', `POST ${new URL('refresh', new URL(`${built.session ?? ''}/`, ORIGIN)).pathname}`]);
  });

  it("runs the app's module scripts and loads the Intl data once every request has left", async () => {
    const script = await compileEarlyStart(await readFile(EARLY_START_SOURCE, 'utf8'));
    const { sent, fetch } = fakeServices();
    const { env } = environment('/orders', fetch);
    const page = appDocument('/assets/runtime.js /assets/shell.js');
    const timers: { task: () => void; ms: number | undefined }[] = [];
    const later = (task: () => void, ms?: number) => timers.push({ task, ms });
    const { Intl, formatters } = countedIntl();
    const window: Record<string, unknown> = { ...env, document: { ...env.document, ...page.document }, setTimeout: later };
    runCompiled(script, window, Intl);
    expect(page.added).toEqual([]);
    expect(formatters()).toBe(0);
    const requests = takeEarlyRequests(window);
    if (!requests) throw new Error('no early requests');
    await settle({ ...requests, pictures: Promise.resolve([]), locale: Promise.resolve(null) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the orders page's last request, the second campaign of the cutoff banner, had left first
    expect(urlsOf(sent).at(-1)).toMatch(/^GET \/api\/orders\/v1\/Campaign\//);
    expect(page.added).toEqual([
      { type: 'module', crossOrigin: '', src: '/assets/runtime.js' },
      { type: 'module', crossOrigin: '', src: '/assets/shell.js' },
    ]);
    expect(formatters()).toBe(1);
    // the hold's timer, when it comes after, starts nothing twice
    expect(timers.map(({ ms }) => ms)).toEqual([APP_START_HOLD_MS]);
    timers[0]?.task();
    expect(page.added).toHaveLength(2);
    expect(formatters()).toBe(1);
  });

  it(`runs the app's code after ${APP_START_HOLD_MS} ms when a request has not left by then (the refresh lock held elsewhere), and the Intl data once every request has left`, async () => {
    const script = await compileEarlyStart(await readFile(EARLY_START_SOURCE, 'utf8'), EARLY_START_SOURCE, CONFIG.services);
    const { sent, fetch } = fakeServices();
    const page = appDocument('/assets/shell.js');
    const timers: { task: () => void; ms: number | undefined }[] = [];
    // the refresh lock, held by another tab until the test lets it go
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { env } = environment('/my-photos/photos', fetch);
    const window: Record<string, unknown> = {
      ...env,
      navigator: { locks: { request: (_name: string, callback: () => Promise<void>) => held.then(callback) } },
      document: { ...env.document, ...page.document },
      setTimeout: (task: () => void, ms?: number) => timers.push({ task, ms }),
    };
    const { Intl, formatters } = countedIntl();
    runCompiled(script, window, Intl);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // config.json only: the refresh waits for its lock, and all that needs the session with it
    expect(urlsOf(sent)).toEqual(['GET /config.json']);
    expect(page.added).toEqual([]);
    expect(timers.map(({ ms }) => ms)).toEqual([APP_START_HOLD_MS]);
    timers.shift()?.task();
    expect(page.added.map(({ src }) => src)).toEqual(['/assets/shell.js']);
    // not the Intl data: its task would hold back the answer of the refresh on its way, and with it the page's first data
    expect(formatters()).toBe(0);
    release();
    const requests = takeEarlyRequests(window);
    if (!requests) throw new Error('no early requests');
    await settle({ ...requests, pictures: Promise.resolve([]), locale: Promise.resolve(null) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the page's first data has left, the first month's page last
    expect(urlsOf(sent).at(-1)).toMatch(/^GET \/api\/photos\/photos\/timeline\//);
    expect(formatters()).toBe(1);
    expect(page.added).toHaveLength(1);
  });

  it("preloads the date-fns locale's chunk of the brand's locale once config.json has answered, the default's for a locale without one", async () => {
    const hosts = (locale: string) => ({
      ...CONFIG,
      services: { ...CONFIG.services, publicConfig: '/api/public-config' },
      hosts: [{ host: 'my.example.test', locale, channel: 'albelli be' }],
    });
    const chunks = 'nl-BE=/assets/nl-be.js en-GB=/assets/en-gb.js *=/assets/en-gb.js';
    const cases: [config: unknown, chunks: string | undefined, preloaded: string[]][] = [
      [hosts('nl-BE'), chunks, ['/assets/nl-be.js']],
      [hosts('fi-FI'), chunks, ['/assets/en-gb.js']],
      // a page whose screen does not wait for the locale names no chunks
      [hosts('nl-BE'), undefined, []],
      // no brand found: the app loads the locale itself
      [CONFIG, chunks, []],
    ];
    for (const [config, dateLocales, preloaded] of cases) {
      const { fetch } = fakeServices({ config: () => json(config) });
      const { env } = environment('/my-photos/albums', fetch);
      const page = appDocument('/assets/shell.js', dateLocales);
      runEarlyStart({ ...env, document: { cookie: SIGNED_IN_COOKIES, ...page.document } }, CONFIG.services);
      expect(page.preloaded).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(page.preloaded, `${dateLocales} ${JSON.stringify(config)}`).toEqual(
        preloaded.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href })),
      );
    }
  });

  it("runs the app's code at once when the early start fails", () => {
    const page = appDocument('/assets/shell.js');
    const env = {
      get location(): EarlyStartEnvironment['location'] {
        throw new Error('no location');
      },
      fetch: () => Promise.reject(new Error('offline')),
      document: { cookie: '', ...page.document },
    };
    runEarlyStart(env);
    expect(page.added.map(({ src }) => src)).toEqual(['/assets/shell.js']);
  });

  it('reads the saved photo sort once the refresh has left, in a task of its own, and only once', async () => {
    const { sent, fetch } = fakeServices();
    const { env } = environment('/my-photos/photos', fetch, { sortKey: 'dateTaken', sortOrder: 'asc' });
    let reads = 0;
    const tasks: { task: () => void; sentBefore: string[] }[] = [];
    const storage = env.localStorage;
    const requests = earlyStart({
      ...env,
      localStorage: {
        getItem: (key) => ((reads += key === `${SORT_STORAGE_PREFIX}photos` ? 1 : 0), storage?.getItem(key) ?? null),
        setItem: (key, value) => storage?.setItem(key, value),
      },
      setTimeout: (task) => tasks.push({ task, sentBefore: urlsOf(sent) }),
    });
    expect(reads).toBe(0);
    await requests.sessionRefresh;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tasks.map(({ sentBefore }) => sentBefore)).toEqual([['GET /config.json', 'POST /session/refresh']]);
    tasks[0]?.task();
    expect(reads).toBe(1);
    await settle(requests);
    expect(reads).toBe(1);
    expect(urlsOf(sent).at(-1)).toBe('GET /api/photos/photos/timeline/1970/1?limit=24&sortKey=dateTaken&sortOrder=asc');
  });

  it("preloads the app's module scripts in index.html instead of running them, and names them in order", () => {
    const built = [
      '<head>',
      '<script type="module" crossorigin src="/assets/runtime.js"></script>',
      '<script type="module" crossorigin src="/assets/shell.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/shell.css">',
      '</head>',
    ].join('\n');
    expect(preloadEntry(built, BUILT_ENTRY)).toEqual({
      html: [
        '<head>',
        '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
        '<link rel="modulepreload" crossorigin href="/assets/shell.js">',
        '<link rel="stylesheet" crossorigin href="/assets/shell.css">',
        '</head>',
      ].join('\n'),
      sources: ['/assets/runtime.js', '/assets/shell.js'],
    });
    // in dev mode only the app's entry: the dev server's own client runs as it comes
    const dev = '<script type="module" src="/@vite/client"></script>\n<script type="module" src="/src/main.tsx"></script>';
    expect(preloadEntry(dev, DEV_ENTRY)).toEqual({
      html: '<script type="module" src="/@vite/client"></script>\n<link rel="modulepreload" crossorigin href="/src/main.tsx">',
      sources: ['/src/main.tsx'],
    });
    expect(() => preloadEntry('<head></head>', BUILT_ENTRY)).toThrow('no module script');
  });

  it('refuses a source that imports anything (it is compiled alone)', async () => {
    await expect(compileEarlyStart("import { x } from './x';\nexport const a = x;")).rejects.toThrow('self-contained');
  });
});
