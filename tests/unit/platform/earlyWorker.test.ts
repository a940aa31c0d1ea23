// The early start in its worker (src/platform/earlyStart/earlyWorker.ts): what the worker sends
// reaches the app as if the main thread had sent it (the same requests, answers with their status,
// headers and body, failures as fetch's errors), the app's cancelling reaches the worker's request,
// the first view's pictures are made in the window, and the worker is told nothing of the window
// but what the early start reads. The two ends meet over a real MessageChannel, as a worker's do.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_START_KEY,
  SIGNED_IN_MARKER,
  SORT_STORAGE_PREFIX,
  earlyStart,
  type EarlyRequest,
  type EarlyStartEnvironment,
} from '@/platform/earlyStart/earlyStart';
import { fetchWithEarly, takeEarlyRequests } from '@/platform/earlyStart/earlyRequests';
import {
  earlyStartFrom,
  mirrorEarlyStart,
  startEarlyStart,
  workerEnvironment,
  type EarlyWindow,
  type EarlyWorker,
  type FromWorker,
  type Port,
  type ToWorker,
  type WindowSnapshot,
} from '@/platform/earlyStart/earlyWorker';

const ORIGIN = 'https://my.example.test';
const BUILT = { session: '/session', customer: '/api/customer', photos: '/api/photos', orders: '/api/orders' };
const SESSION = { accessToken: 'token-1', expiresAt: 4_102_444_800_000 };
const COUNTS = { '2025': { '6': 40 } };
const picture = (n: number) => `${ORIGIN}/media/p${n}/800.jpg`;
const MONTH_PAGE = {
  cursor: null,
  images: [1, 2, 3].map((n) => ({
    imageId: `p${n}`,
    url: `${ORIGIN}/media/p${n}/original.jpg`,
    thumbnails: [{ id: '800', url: picture(n) }],
  })),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': `r-${status}` } });

/** A fetch that answers like the services; `hold` leaves a path unanswered until aborted, `fail` rejects it. */
function services(options: { hold?: string; fail?: string; status?: Record<string, number> } = {}) {
  const sent: string[] = [];
  const aborted: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    sent.push(`${request.method} ${pathname}`);
    if (pathname === options.hold)
      return new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => {
          aborted.push(pathname);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    if (pathname === options.fail) return Promise.reject(new TypeError('Failed to fetch'));
    const status = options.status?.[pathname];
    if (status === 204) return Promise.resolve(new Response(null, { status }));
    if (pathname === '/config.json') return Promise.resolve(json({ services: BUILT }));
    if (pathname === '/session/refresh') return Promise.resolve(json(SESSION));
    if (pathname === '/api/customer/customers/me') return Promise.resolve(json({ customerId: 'account-1' }, status ?? 200));
    if (pathname === '/api/photos/users/timeline') return Promise.resolve(json(COUNTS));
    if (pathname === '/api/photos/users') return Promise.resolve(json({ photosCount: 40, albumsCount: 0 }));
    if (pathname.startsWith('/api/photos/photos/timeline/')) return Promise.resolve(json(MONTH_PAGE));
    return Promise.resolve(json({ message: 'not found' }, 404));
  };
  return { sent, aborted, fetch };
}

const snapshot = (pathname: string, overrides: Partial<WindowSnapshot> = {}): WindowSnapshot => ({
  origin: ORIGIN,
  pathname,
  cookie: `${SIGNED_IN_MARKER}=1`,
  savedSort: null,
  wide: false,
  ...overrides,
});

const opened: MessagePort[] = [];
afterEach(() => {
  for (const port of opened.splice(0)) port.close();
});

/** The two ends of a worker's channel: the worker's scope and the window's Worker. */
function channel(): { worker: Port<ToWorker, FromWorker>; window: Port<FromWorker, ToWorker> } {
  const { port1, port2 } = new MessageChannel();
  opened.push(port1, port2);
  const end = <In, Out>(port: MessagePort): Port<In, Out> => ({
    postMessage: (message, transfer) =>
      port.postMessage(
        message,
        transfer?.filter((item) => item instanceof ArrayBuffer),
      ),
    addEventListener: (_type, listener) => {
      port.on('message', (data: In) => listener({ data }));
    },
  });
  return { worker: end<ToWorker, FromWorker>(port1), window: end<FromWorker, ToWorker>(port2) };
}

/** The early start run in a "worker" at the end of a channel, and what the window takes of it. */
function startedInWorker(pathname: string, fetch: typeof globalThis.fetch, told: Partial<WindowSnapshot> = {}) {
  const ends = channel();
  const scope = { ...ends.worker, fetch };
  const inWorker = earlyStart(workerEnvironment(scope, snapshot(pathname, told)), BUILT);
  const mirrored = mirrorEarlyStart(inWorker, ends.worker);
  const made: string[] = [];
  const inWindow = earlyStartFrom(ends.window, (url) => made.push(url));
  return { inWorker, mirrored, made, ...inWindow };
}

async function requestsOf(
  data:
    | readonly Promise<EarlyRequest | readonly EarlyRequest[] | null>[]
    | Promise<readonly Promise<EarlyRequest | readonly EarlyRequest[] | null>[]>,
) {
  const sent = await Promise.all(await data);
  return sent.flatMap((request) => (request === null ? [] : 'url' in request ? [request] : [...request]));
}

describe('the early start in its worker', () => {
  it('hands the window every request the worker sent, by method and URL, in the same order', async () => {
    const { fetch } = services();
    const { inWorker, start, done } = startedInWorker('/my-photos/photos', fetch);
    const [config, refresh] = await Promise.all([start.config, start.sessionRefresh]);
    expect(config && { method: config.method, url: config.url }).toEqual({ method: 'GET', url: `${ORIGIN}/config.json` });
    expect(refresh && { method: refresh.method, url: refresh.url }).toEqual({ method: 'POST', url: `${ORIGIN}/session/refresh` });
    const fromWindow = (await requestsOf(start.data)).map(({ method, url }) => `${method} ${url}`);
    const fromWorker = (await requestsOf(inWorker.data)).map(({ method, url }) => `${method} ${url}`);
    expect(fromWindow).toEqual(fromWorker);
    expect(fromWindow).toEqual([
      `GET ${ORIGIN}/api/customer/customers/me`,
      `GET ${ORIGIN}/api/photos/users/timeline`,
      `GET ${ORIGIN}/api/photos/users`,
      `GET ${ORIGIN}/api/photos/photos/timeline/2025/6?limit=24&sortKey=dateTaken&sortOrder=desc`,
    ]);
    await done;
  });

  it('gives the app each answer as a Response with its status, headers, body and URL, and the app sends nothing again', async () => {
    const { fetch, sent } = services({ status: { '/api/photos/users': 204 } });
    const { start, done } = startedInWorker('/my-photos/photos', fetch);
    const window = { [EARLY_START_KEY]: start };
    const taken = takeEarlyRequests(window);
    if (!taken) throw new Error('nothing taken');
    const own: string[] = [];
    const appFetch = fetchWithEarly(taken.data, (input) => {
      own.push(String(input));
      return Promise.resolve(json({}));
    });
    const customer = await appFetch(`${ORIGIN}/api/customer/customers/me`);
    expect(customer.status).toBe(200);
    expect(customer.headers.get('x-request-id')).toBe('r-200');
    expect(customer.url).toBe(`${ORIGIN}/api/customer/customers/me`);
    expect(await customer.json()).toEqual({ customerId: 'account-1' });
    const counts = await appFetch(`${ORIGIN}/api/photos/users`);
    expect(counts.status).toBe(204);
    expect(await counts.text()).toBe('');
    const session = await (await taken.sessionRefresh)?.response;
    expect(await session?.json()).toEqual(SESSION);
    expect(own, 'nothing the worker sent is sent again').toEqual([]);
    expect(sent.filter((line) => line === 'GET /api/customer/customers/me')).toHaveLength(1);
    await done;
  });

  it('rejects as fetch would: a network failure with a TypeError, a request the app cancels with an AbortError, which cancels it in the worker', async () => {
    const { fetch, aborted } = services({ fail: '/api/photos/users', hold: '/api/customer/customers/me' });
    const { start } = startedInWorker('/my-photos/photos', fetch);
    const requests = await requestsOf(start.data);
    const summary = requests.find(({ url }) => url.endsWith('/api/photos/users'));
    await expect(summary?.response).rejects.toThrow(TypeError);
    await expect(summary?.response).rejects.toThrow('Failed to fetch');
    const customer = requests.find(({ url }) => url.endsWith('/customers/me'));
    customer?.abort?.();
    await expect(customer?.response).rejects.toMatchObject({ name: 'AbortError' });
    expect(aborted).toEqual(['/api/customer/customers/me']);
  });

  it('makes the first view’s pictures in the window, in a wide window only, once the month page has answered', async () => {
    const wide = startedInWorker('/my-photos/photos', services().fetch, { wide: true });
    expect(await wide.start.pictures).toEqual([1, 2, 3].map(picture));
    expect(wide.made).toEqual([1, 2, 3].map(picture));
    const narrow = startedInWorker('/my-photos/photos', services().fetch, { wide: false });
    await narrow.done;
    expect(await narrow.start.pictures).toEqual([]);
    expect(narrow.made).toEqual([]);
  });

  it('reads the saved photo sort and the session marker the window told it', async () => {
    const oldestFirst = startedInWorker('/my-photos/photos', services().fetch, {
      savedSort: JSON.stringify({ sortKey: 'dateTaken', sortOrder: 'asc' }),
    });
    expect((await requestsOf(oldestFirst.start.data)).at(-1)?.url).toContain('sortOrder=asc');
    const { fetch, sent } = services();
    const signedOut = startedInWorker('/orders', fetch, { cookie: '' });
    expect(await signedOut.start.sessionRefresh).toBeNull();
    await signedOut.done;
    expect(sent).toEqual(['GET /config.json']);
  });

  it('reads as not sent whatever a worker that stopped had not told, so that the app sends it', async () => {
    const { window } = channel();
    const { start, failed } = earlyStartFrom(window, () => undefined);
    failed();
    expect(await start.config).toBeNull();
    expect(await start.sessionRefresh).toBeNull();
    expect(await start.data).toEqual([]);
    expect(await start.pictures).toEqual([]);
  });
});

describe('startEarlyStart', () => {
  /** A window without a worker, or with one that records what it was made from. */
  function windowOf(pathname: string, fetch: typeof globalThis.fetch, withWorker: boolean) {
    const made: string[] = [];
    const env: EarlyStartEnvironment = {
      location: { origin: ORIGIN, pathname },
      fetch,
      localStorage: { getItem: (key) => (key === `${SORT_STORAGE_PREFIX}photos` ? '{"sortKey":"dateTaken","sortOrder":"desc"}' : null) },
      document: { cookie: `consent=yes; tracking=abc123; ${SIGNED_IN_MARKER}=1` },
      matchMedia: () => ({ matches: true }),
    };
    const blobs = new Map<string, string>();
    class FakeWorker implements EarlyWorker {
      constructor(url: string) {
        made.push(blobs.get(url) ?? '');
      }
      postMessage() {}
      addEventListener() {}
      terminate() {}
    }
    const win: EarlyWindow = withWorker
      ? {
          ...env,
          Worker: FakeWorker,
          Blob,
          URL: {
            createObjectURL: (blob) => {
              const url = `blob:${ORIGIN}/${blobs.size}`;
              void blob.text().then((text) => blobs.set(url, text));
              blobs.set(url, '');
              return url;
            },
            revokeObjectURL: () => undefined,
          },
        }
      : env;
    return { win, made, blobs };
  }

  it('runs on the main thread where no worker can be made', async () => {
    const { fetch, sent } = services();
    const { win } = windowOf('/settings', fetch, false);
    const start = startEarlyStart(win, BUILT, 'function script() {}');
    expect(Array.isArray(start.data)).toBe(true);
    expect((await requestsOf(start.data)).map(({ url }) => url)).toContain(`${ORIGIN}/api/customer/customers/me/addresses`);
    expect(sent).toContain('POST /session/refresh');
  });

  it('makes its worker from the script’s own source, told the built services and of the cookies only the session marker', async () => {
    const { fetch, sent } = services();
    const { win, blobs } = windowOf('/my-photos/photos', fetch, true);
    startEarlyStart(win, BUILT, 'function earlyStartScript(built, snapshot) {}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [source] = [...blobs.values()];
    expect(source).toMatch(/^\(function earlyStartScript\(built, snapshot\) \{\}\)\(/);
    expect(source).toContain(JSON.stringify(BUILT));
    expect(source).toContain(`"cookie":"${SIGNED_IN_MARKER}=1"`);
    expect(source).toContain('"wide":true');
    expect(source).not.toContain('tracking');
    expect(source).not.toContain('consent=yes');
    expect(sent, 'the window itself sends nothing').toEqual([]);
  });
});
