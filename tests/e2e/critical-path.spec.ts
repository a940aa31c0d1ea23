// The critical path of a page (docs/PERFORMANCE.md): the page's first data request leaves before
// anything that may wait (the merchandise lookup, the help chat, the survey, offers, analytics, the
// push socket). Recorded as the browser sends them, in order, on a first visit signed in with every
// cookie purpose accepted (so that analytics and offers would run).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { expect, test, type Page } from './fixtures';
import { consentCookies } from './consentState';
import { ordersOf, setFault, signIn } from './support';
import { APP_START_HOLD_MS, FIRST_MONTH_STORAGE_KEY } from '../../src/platform/earlyStart/earlyStart';

const DEMO = 'demo@example.com';

type Kind = 'firstData' | 'mayWait' | 'other';

/** What may wait for the page: by its address. */
const MAY_WAIT: readonly RegExp[] = [/\/api\/merchandise\/graphql/, /\/__third-party\//, /\/push(\/|$|\?)/];

interface Route {
  readonly path: string;
  /** the module of the route's screen (src/app/router/screens.ts), a key of the build's manifest */
  readonly screen: string;
  /** what the start asks for beside the screen (scripts/routePages.ts startModules), keys of the manifest */
  readonly start: readonly string[];
  /** whether the screen waits for the date-fns locale (areaStarts.dateLocale of screens.ts) */
  readonly dateLocale: boolean;
  /** the page's first data request */
  readonly firstData: RegExp;
  /** what the page shows once its first data has arrived */
  readonly shown: (page: Page) => Promise<void>;
  /** the same, as the page's own observer finds it: elements, and the text one of them has */
  readonly drawn: { readonly selector: string; readonly text?: string };
}

/** The module of what waits for the page, which the start imports on every route. */
const PAGE_IDLE = 'src/platform/idle/whenPageDrawn.ts';

const ROUTES: readonly Route[] = [
  {
    path: '/orders',
    screen: 'src/features/orders/OrdersPage.tsx',
    start: [PAGE_IDLE],
    dateLocale: false,
    firstData: /\/api\/orders\/v2\/superorders\/me\?/,
    shown: (page) => expect(page.getByRole('tab', { name: /^In progress \(\d+\)$/ })).toBeVisible(),
    drawn: { selector: '[role="tab"]', text: '^In progress \\(\\d+\\)$' },
  },
  {
    path: '/my-photos/photos',
    screen: 'src/features/photos/PhotosPage.tsx',
    start: [PAGE_IDLE, 'src/features/photos/wiring/warmPhotoLibrary.ts'],
    dateLocale: true,
    firstData: /\/api\/photos\/photos\/timeline\/\d+\/\d+\?/,
    shown: (page) => expect(page.locator('main img').first()).toBeVisible(),
    drawn: { selector: 'main img' },
  },
  {
    path: '/my-photos/albums',
    screen: 'src/features/photos/albums/AlbumsPage.tsx',
    start: [PAGE_IDLE],
    dateLocale: true,
    firstData: /\/api\/photos\/albums\?/,
    shown: (page) => expect(page.locator('main [data-album-id]').first()).toBeVisible(),
    drawn: { selector: 'main [data-album-id]' },
  },
];

/** Every request and socket the page opens, in the order it opens them, with its kind. */
function recordRequests(page: Page, firstData: RegExp) {
  const sent: { url: string; kind: Kind }[] = [];
  const kindOf = (url: string): Kind =>
    firstData.test(url) ? 'firstData' : MAY_WAIT.some((pattern) => pattern.test(url)) ? 'mayWait' : 'other';
  page.on('request', (request) => sent.push({ url: request.url(), kind: kindOf(request.url()) }));
  page.on('websocket', (socket) => sent.push({ url: socket.url(), kind: kindOf(socket.url()) }));
  return sent;
}

test.beforeEach(async ({ page }) => {
  await page.context().addCookies(consentCookies('11'));
});

for (const route of ROUTES) {
  test(`${route.path}: the page's first data leaves before anything that may wait`, async ({ page }) => {
    const sent = recordRequests(page, route.firstData);
    await signIn(page, DEMO, { start: route.path });
    await route.shown(page);
    // what may wait does start, once the page has painted (the merchandise lookup always does)
    await expect.poll(() => sent.some(({ url }) => /\/api\/merchandise\/graphql/.test(url))).toBe(true);
    const first = sent.findIndex(({ kind }) => kind === 'firstData');
    const waited = sent.filter(({ kind }) => kind === 'mayWait').map(({ url }) => url);
    expect(first, `no first data request among ${sent.map(({ url }) => url).join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(
      sent.slice(0, first).filter(({ kind }) => kind === 'mayWait'),
      'calls that may wait, sent before the first data',
    ).toEqual([]);
    expect(waited.length).toBeGreaterThan(0);
  });
}

/**
 * The code of what may wait (the help chat's and survey's launchers; the channel's merchandise
 * lookup with the analytics collector; zod's English messages): the built chunks of these modules,
 * from the build's manifest (the app under test is the build in dist/).
 */
const MAY_WAIT_MODULES = ['src/app/shell/ThirdPartyWidgets.tsx', 'src/app/startWhatMayWait.ts', 'schemas/locale.ts'] as const;

/** The build's manifest (the app under test is the build in dist/), as far as these tests read it. */
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), name: z.string().optional(), imports: z.array(z.string()).optional() }),
);

function builtManifest() {
  return manifestSchema.parse(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')));
}

function mayWaitChunks(): string[] {
  const manifest = builtManifest();
  return MAY_WAIT_MODULES.map((module) => {
    const file = manifest[module]?.file;
    if (file === undefined) throw new Error(`${module} is no chunk of the build (dist/.vite/manifest.json)`);
    return `/${file}`;
  });
}

/** The chunks a screen's module needs beyond the shell's (the chunk named `shell` and what it imports). */
function screenChunks(screen: string): string[] {
  const manifest = builtManifest();
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const shellKey = Object.keys(manifest).find((key) => manifest[key]?.name === 'shell');
  if (shellKey === undefined || manifest[screen] === undefined) throw new Error(`no shell or no ${screen} in dist/.vite/manifest.json`);
  const shell = closure(shellKey);
  return [...closure(screen)].filter((key) => !shell.has(key)).map((key) => `/${manifest[key]?.file ?? key}`);
}

/** Whether a request may wait: one of the chunks of what may wait, or an address above or in `also`. */
const mayWaitOf =
  (chunks: readonly string[], also: readonly RegExp[] = []) =>
  (url: string): boolean =>
    chunks.includes(new URL(url).pathname) || [...MAY_WAIT, ...also].some((pattern) => pattern.test(url));

// Idle is not enough: the browser is idle while the page's first data is on its way, and what may
// wait then came in front of the page's first paint (docs/PERFORMANCE.md, "What may wait, after the
// page's first data").
for (const route of ROUTES) {
  test(`${route.path}, reloaded: what may wait loads only once the page has drawn its first data`, async ({ page }) => {
    await signIn(page, DEMO, { start: route.path });
    await route.shown(page);
    await page.addInitScript(({ selector, text }) => {
      const pattern = text === undefined ? null : new RegExp(text);
      const drawn = () =>
        Array.from(document.querySelectorAll(selector)).some((element) => !pattern || pattern.test(element.textContent?.trim() ?? ''));
      new MutationObserver((_, observer) => {
        if (!drawn()) return;
        Reflect.set(window, '__firstDataDrawn', performance.now());
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, route.drawn);
    await page.reload();
    await route.shown(page);
    const chunks = mayWaitChunks();
    const isMayWait = mayWaitOf(chunks);
    /** what may wait, as the page asked for it: address and start (ms since the page's start) */
    const asked = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, at: entry.startTime })));
    // all of it does load: the chunks, and the merchandise lookup they start
    await expect
      .poll(async () => (await asked()).filter(({ url }) => isMayWait(url)).length, { message: `what may wait: ${chunks.join(', ')}` })
      .toBeGreaterThanOrEqual(chunks.length + 1);
    const drawnAt = Number(await page.evaluate(() => Reflect.get(window, '__firstDataDrawn')));
    expect(drawnAt, 'the time the page drew its first data').toBeGreaterThan(0);
    const early = (await asked()).filter(({ url, at }) => isMayWait(url) && at < drawnAt);
    expect(early, `asked for before the page drew its first data (at ${drawnAt.toFixed(0)} ms)`).toEqual([]);
  });
}

/**
 * The photo routes' first view is pictures too (the albums tab's largest element is a cover): what
 * may wait waits until those in the window have come (`whenPageDrawn`), with what each of these
 * pages starts when idle (the activation import's status; the photo timeline on the albums tab).
 */
const PICTURES_FIRST: readonly { path: string; alsoMayWait: RegExp }[] = [
  { path: '/my-photos/photos', alsoMayWait: /\/api\/photos\/users\/activate$/ },
  { path: '/my-photos/albums', alsoMayWait: /\/api\/photos\/users\/timeline$/ },
];

for (const { path, alsoMayWait } of PICTURES_FIRST) {
  test(`${path}, reloaded: what may wait leaves once the first view's pictures have come`, async ({ page }) => {
    const route = ROUTES.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`${path} is not among the routes`);
    await signIn(page, DEMO, { start: path });
    await route.shown(page);
    await page.reload();
    await route.shown(page);
    const isMayWait = mayWaitOf(mayWaitChunks(), [alsoMayWait]);
    const seen = () =>
      page.evaluate(() => {
        const inWindow = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
        };
        return {
          pictures: Array.from(document.querySelectorAll('main img'))
            .filter(inWindow)
            .flatMap((image) => (image instanceof HTMLImageElement ? [image.currentSrc] : [])),
          requests: performance.getEntriesByType('resource').map((entry) => ({
            url: entry.name,
            start: entry.startTime,
            end: entry instanceof PerformanceResourceTiming ? entry.responseEnd : entry.startTime + entry.duration,
          })),
        };
      });
    // all of it does leave: the merchandise lookup and the page's own
    await expect.poll(async () => (await seen()).requests.some(({ url }) => /\/api\/merchandise\/graphql/.test(url))).toBe(true);
    await expect.poll(async () => (await seen()).requests.some(({ url }) => alsoMayWait.test(url))).toBe(true);
    const { pictures, requests } = await seen();
    expect(pictures.length, 'pictures in the first view').toBeGreaterThan(0);
    // each picture's request (the early start's or the page's, the first one), and when it ended
    const ends = pictures.map((url) => requests.find((request) => request.url === url)?.end ?? Number.NaN);
    expect(ends.filter(Number.isNaN), `pictures without a request of their own: ${pictures.join(', ')}`).toEqual([]);
    const lastPicture = Math.max(...ends);
    const early = requests.filter(({ url, start }) => isMayWait(url) && start < lastPicture);
    expect(early, `left before the first view's last picture had come (at ${lastPicture.toFixed(0)} ms)`).toEqual([]);
  });
}

/** The early start's address: the build's one classic script (a third party's script may come later). */
async function earlyStartScript(page: Page): Promise<string> {
  return new URL((await page.locator('script[src^="/assets/"]:not([type="module"])').getAttribute('src')) ?? '', page.url()).href;
}

/**
 * Records, from Chromium's own record of each request, the requests matching `pattern`: who sent
 * them (the script that called fetch or set the picture's address) and when (seconds, Chromium's
 * clock), and when each one's answer had all come.
 */
async function recordSenders(page: Page, pattern: RegExp = /./) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent: { id: string; url: string; sender: string; at: number }[] = [];
  const finished = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, timestamp }) => {
    if (pattern.test(request.url))
      sent.push({ id: requestId, url: request.url, sender: initiator.stack?.callFrames[0]?.url ?? initiator.type, at: timestamp });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => finished.set(requestId, timestamp));
  return { sent, finished };
}

// A reload (a bookmark, a link from elsewhere) starts from index.html, whose early start sends the
// page's first data beside the session refresh; the app takes that answer instead of asking again.
for (const route of ROUTES) {
  test(`${route.path}, reloaded: the page's first data is asked for once, by the early start`, async ({ page }) => {
    await signIn(page, DEMO, { start: route.path });
    await route.shown(page);
    const { sent } = await recordSenders(page, route.firstData);
    await page.reload();
    await route.shown(page);
    const earlyStart = await earlyStartScript(page);
    expect(sent[0]?.sender, `the first data's sender, the early start being ${earlyStart}`).toBe(earlyStart);
    const urls = sent.map(({ url }) => url);
    expect(urls, 'no request of the first data sent twice').toEqual([...new Set(urls)]);
  });
}

// The early start runs the app's code only once its requests have all left: while the chain runs
// (the refresh, then what its answer allows, then what those answers name), the main thread is free
// to send each next request as soon as the answer before it is in (src/platform/earlyStart). A chain
// slower than APP_START_HOLD_MS does not hold the app longer: then its code starts no sooner.
for (const route of ROUTES) {
  test(`${route.path}, reloaded: the app's code starts once every request of the early start has left`, async ({ page }) => {
    await signIn(page, DEMO, { start: route.path });
    await route.shown(page);
    const recorded = await recordSenders(page);
    await page.reload();
    await route.shown(page);
    const earlyStart = await earlyStartScript(page);
    // from the reloaded page's early start script on (the page before it may send requests until
    // the new one has come)
    const from = recorded.sent.map(({ url }) => url).lastIndexOf(earlyStart);
    // the app's own requests: those its code sent (a script of the build other than the early start),
    // as it draws the page and after it (what may wait, once the first view's pictures are painted)
    const byApp = ({ sender }: { sender: string }) => sender !== earlyStart && new URL(sender, page.url()).pathname.startsWith('/assets/');
    await expect.poll(() => recorded.sent.slice(from).some(byApp), { message: "the app's code sends a request of its own" }).toBe(true);
    const sent = recorded.sent.slice(from);
    const script = sent[0];
    const arrived = script ? recorded.finished.get(script.id) : undefined;
    expect(arrived, 'the early start script came').toBeDefined();
    const byEarlyStart = sent.filter(({ sender }) => sender === earlyStart);
    expect(
      byEarlyStart.some(({ url }) => route.firstData.test(url)),
      'the first data among its requests',
    ).toBe(true);
    const appsFirst = sent.find(byApp);
    if (!appsFirst || arrived === undefined) throw new Error("the app's code sent no request of its own");
    const after = byEarlyStart.filter(({ at }) => at > appsFirst.at).map(({ url }) => url);
    if (after.length > 0) {
      // only once the hold was over, which runs from the script's run, after it came
      const appStartedMs = (appsFirst.at - arrived) * 1000;
      expect(
        appStartedMs,
        `the app's first request (${appsFirst.url}) after the hold, before the early start's ${after.join(', ')}`,
      ).toBeGreaterThanOrEqual(APP_START_HOLD_MS);
    }
  });
}

test("a slow session refresh does not hold the app's code: its frame shows before the refresh answers", async ({ page }) => {
  await signIn(page, DEMO, { start: '/orders' });
  await expect(page.getByRole('tab', { name: /^In progress \(\d+\)$/ })).toBeVisible();
  await setFault(page, { path: '/session/refresh', method: 'POST', latencyMs: 4_000, times: 1 });
  const recorded = await recordSenders(page);
  await page.reload({ waitUntil: 'commit' });
  // the shell draws its frame (the header's account menu) while the refresh is on its way
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 3_000 });
  const refresh = recorded.sent.find(({ url }) => new URL(url).pathname === '/session/refresh');
  expect(refresh && recorded.finished.has(refresh.id), 'the refresh still on its way').toBe(false);
  await expect(page.getByRole('tab', { name: /^In progress \(\d+\)$/ })).toBeVisible({ timeout: 15_000 });
});

// A reload starts from the route's own page (scripts/routePages.ts), which names the screen's code
// and what the start asks for beside it: the browser asks for them beside the shell, not once the
// shell has run and found the route. The date-fns locale's chunk, which depends on the brand, the
// early start asks for once config.json has answered. `/` too: it is its route's page, not the static
// files' directory index (sandbox/static/built-app.ts).
const HOME: Pick<Route, 'path' | 'screen' | 'start' | 'dateLocale' | 'shown'> = {
  path: '/',
  screen: 'src/features/home/HomePage.tsx',
  start: [PAGE_IDLE],
  dateLocale: false,
  shown: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
};
for (const route of [HOME, ...ROUTES]) {
  test(`${route.path}, reloaded: the screen's code and the start's are asked for by the page's HTML, beside the shell`, async ({
    page,
  }) => {
    await signIn(page, DEMO, { start: route.path });
    await route.shown(page);
    const { sent } = await recordSenders(page, /\/assets\/[^/]+\.js$/);
    await page.reload();
    await route.shown(page);
    const wanted = [...new Set([...screenChunks(route.screen), ...route.start.flatMap(screenChunks)])];
    expect(wanted.length, `${route.screen}'s chunks`).toBeGreaterThan(route.start.length);
    const senders = wanted.map((path) => ({ path, sender: sent.find(({ url }) => new URL(url).pathname === path)?.sender }));
    expect(senders).toEqual(wanted.map((path) => ({ path, sender: 'parser' })));
    // the date-fns locale's chunk (the demo account's brand on localhost shows en-GB): asked for by
    // the early start, in its answer to config.json (where Chromium names no script), not by the
    // app's code once it has run
    const dateLocale = `/${builtManifest()['node_modules/date-fns/locale/en-GB.js']?.file ?? 'no en-GB chunk'}`;
    const localeAsked = sent.find(({ url }) => new URL(url).pathname === dateLocale);
    if (!route.dateLocale) {
      expect(localeAsked, 'the date-fns locale, which this screen does not wait for').toBeUndefined();
      return;
    }
    expect(['script', await earlyStartScript(page)], 'who asked for the date-fns locale’s chunk').toContain(localeAsked?.sender);
  });
}

// Moving from page to page, the app asks for the next screen's whole code at once, from the build's
// list (dist/routes/code.json, read once the first page is drawn: src/app/router/screenCode.ts):
// a module preload for each of its chunks, not the screen's chunk first and what it imports only
// once that came (its route page, which names them too, is not loaded on the way).
test('from /orders to the photos tab in the app: the app asks for every chunk of the tab with its own', async ({ page }) => {
  const listRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/routes/code.json' && response.ok());
  await signIn(page, DEMO, { start: '/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await listRead;
  // the answer taken: its body read to the end (its resource timing entry is written then; the
  // response's headers come before, and the browser can be idle while the body is read), then its
  // parse and check, in the tasks after it, before the browser is idle
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some(
        (entry) =>
          entry instanceof PerformanceResourceTiming && new URL(entry.name).pathname === '/routes/code.json' && entry.responseEnd > 0,
      ),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  const preloaded = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="modulepreload"]')).map(
        (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname,
      ),
    );
  const before = new Set(await preloaded());
  await page
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'Photos' })
    .click();
  await expect(page.locator('main img').first()).toBeVisible();
  // the tab's own chunks: not those the orders page loaded already (its page named them)
  const loaded = new Set(screenChunks('src/features/orders/OrdersPage.tsx'));
  const wanted = screenChunks('src/features/photos/PhotosPage.tsx').filter((path) => !loaded.has(path));
  expect(wanted.length, 'the photos tab’s own chunks').toBeGreaterThan(0);
  expect(
    wanted.filter((path) => before.has(path)),
    'asked for before the click',
  ).toEqual([]);
  const asked = new Set(await preloaded());
  expect(
    wanted.filter((path) => !asked.has(path)),
    'chunks of the tab without a module preload',
  ).toEqual([]);
});

// The timeline's first month is kept whenever its counts answer, also on a visit that reached the tab
// inside the app (src/features/photos/wiring/firstMonthStorage.ts): the next start sends that month's
// page beside the counts, not once their answer is in. The counts answer 2 s late on the reload (as
// on a slow link): on loopback they can be in before the early start has read what it kept.
test('the photos tab reached from /orders, then reloaded: its first month leaves before the counts have answered', async ({ page }) => {
  await signIn(page, DEMO, { start: '/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await page
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'Photos' })
    .click();
  await expect(page.locator('main img').first()).toBeVisible();
  const kept = await page.evaluate((key) => localStorage.getItem(key), FIRST_MONTH_STORAGE_KEY);
  const month = /^desc (\d{4}\/\d{1,2})$/.exec(kept ?? '')?.[1];
  expect(month, `the month kept: ${kept}`).toBeDefined();

  const { sent, finished } = await recordSenders(page, /\/api\/photos\/(users\/timeline$|photos\/timeline\/)/);
  await setFault(page, { path: '/api/photos/users/timeline', method: 'GET', latencyMs: 2_000, times: 1 });
  await page.reload();
  await expect(page.locator('main img').first()).toBeVisible();
  const counts = sent.find(({ url }) => url.endsWith('/users/timeline'));
  const monthPage = sent.find(({ url }) => url.includes(`/photos/timeline/${month}?`));
  expect(monthPage?.sender, 'who asked for the month').toBe(await earlyStartScript(page));
  const countsAnswered = counts ? finished.get(counts.id) : undefined;
  if (!monthPage || countsAnswered === undefined)
    throw new Error(`the counts and the month were not both asked for: ${sent.map(({ url }) => url).join(', ')}`);
  expect(monthPage.at, 'the month asked for before the counts had answered').toBeLessThan(countsAnswered);
});

// The orders page's delivery cutoff banner sits above the list: its requests leave with the list's,
// from the early start, so that the banner is there when the list is drawn instead of pushing it down.
test('/orders, reloaded: the cutoff banner’s article groups and campaigns are asked for once, by the early start', async ({ page }) => {
  const route = ROUTES.find((candidate) => candidate.path === '/orders');
  if (!route) throw new Error('no route /orders');
  await signIn(page, DEMO, { start: route.path });
  await route.shown(page);
  const { sent } = await recordSenders(page, /\/api\/orders\/v1\/(ArticleGroup|Campaign\/)/);
  await page.reload();
  await route.shown(page);
  const earlyStart = await earlyStartScript(page);
  await expect.poll(() => sent.filter(({ url }) => url.includes('/Campaign/')).length).toBeGreaterThan(0);
  expect(sent.map(({ sender }) => sender)).toEqual(sent.map(() => earlyStart));
  const urls = sent.map(({ url }) => url);
  expect(urls, 'no cutoff request sent twice').toEqual([...new Set(urls)]);
});

// The customer record is every signed-in page's; the settings page shows the address book and the
// payment methods at once: the early start sends all three beside the page's code.
test('/settings, reloaded: the customer record, the addresses and the payment methods are asked for once, by the early start', async ({
  page,
}) => {
  await signIn(page, DEMO, { start: '/settings' });
  await expect(page.locator('main address').first()).toBeVisible();
  const { sent } = await recordSenders(page, /\/api\/customer\/customers\/me(\/addresses|\/payment-methods)?$/);
  await page.reload();
  await expect(page.locator('main address').first()).toBeVisible();
  const earlyStart = await earlyStartScript(page);
  expect(sent.map(({ url }) => new URL(url).pathname).sort()).toEqual([
    '/api/customer/customers/me',
    '/api/customer/customers/me/addresses',
    '/api/customer/customers/me/payment-methods',
  ]);
  expect(sent.map(({ sender }) => sender)).toEqual(sent.map(() => earlyStart));
});

// Every page's first render waits for the brand's locale and its channel's public configuration:
// the early start sends both once config.json has answered, before the shell has come.
test('/orders, reloaded: the brand’s locale and its public configuration are asked for once, by the early start', async ({ page }) => {
  await signIn(page, DEMO, { start: '/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const { sent } = await recordSenders(page, /\/(locales\/[^/]+\.json|api\/public-config\/[^/]+)$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const earlyStart = await earlyStartScript(page);
  expect(sent.map(({ url }) => new URL(url).pathname).sort()).toEqual(['/api/public-config/bonusprint-uk', '/locales/en-GB.json']);
  expect(sent.map(({ sender }) => sender)).toEqual(sent.map(() => earlyStart));
});

test('an order’s page, reloaded: the order is asked for once, by the early start, and its delivery dates once, by the page', async ({
  page,
}) => {
  await signIn(page, DEMO, { start: '/orders' });
  const [newest] = await ordersOf(page);
  if (!newest) throw new Error('the demo account has no orders');
  const path = `/orders/${newest.superOrderCode}`;
  await page.goto(path);
  const heading = page.getByRole('region', { name: `Order ${newest.superOrderCode}` });
  await expect(heading).toBeVisible();
  const { sent } = await recordSenders(page, new RegExp(`/api/orders/(v1/superorders|OrderDeliveryDates)/${newest.superOrderCode}$`));
  await page.reload();
  await expect(heading).toBeVisible();
  await expect.poll(() => sent.length).toBe(2);
  const earlyStart = await earlyStartScript(page);
  expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([
    `/api/orders/v1/superorders/${newest.superOrderCode}`,
    `/api/orders/OrderDeliveryDates/${newest.superOrderCode}`,
  ]);
  expect(sent[0]?.sender).toBe(earlyStart);
  expect(sent[1]?.sender).not.toBe(earlyStart);
});

/**
 * Pages whose sections arrive from several calls, what each shows once it has filled in, and the
 * layout shift it may have in all. The settings page's address book still swaps its own loader for
 * the list, which moves the sections under it by a few pixels' worth (0.008 at 412 px): below 0.01,
 * where the personal details drawn late above every other section moved them by 0.32.
 */
const FILLING_IN = [
  { path: '/orders', most: 0, filled: (page: Page) => expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible() },
  { path: '/settings', most: 0.01, filled: (page: Page) => expect(page.locator('main address').first()).toBeVisible() },
] as const;

for (const { path, most, filled } of FILLING_IN) {
  test(`${path}, reloaded: its sections keep their place as it fills in (layout shift at most ${most})`, async ({ page }) => {
    await signIn(page, DEMO, { start: path });
    await filled(page);
    // a phone's width, where a section drawn late above the others moves them furthest
    await page.setViewportSize({ width: 412, height: 900 });
    await page.addInitScript(() => {
      // the page's layout shifts not caused by the customer, as Chromium reports them
      const shifts: number[] = [];
      Reflect.set(window, '__layoutShifts', shifts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!Reflect.get(entry, 'hadRecentInput')) shifts.push(Number(Reflect.get(entry, 'value')));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await filled(page);
    // whatever may still come (the banner, thumbnails, the idle loads) has had its time
    await page.waitForLoadState('networkidle');
    const shifts: number[] = await page.evaluate(() => Reflect.get(window, '__layoutShifts'));
    expect(
      shifts.reduce((sum, shift) => sum + shift, 0),
      `the shifts: ${shifts.join(', ')}`,
    ).toBeLessThanOrEqual(most);
  });
}

/** A photo's picture (a thumbnail, a cover) as the sandbox's media service serves it. */
const PICTURE = /\/media\/[^/?]+\/[^/?]+\.jpg$/;

// On the photo pages the early start also fetches the first view's pictures as soon as their page
// has answered, before the app has made them; the page's own <img> elements then take them from
// the browser's image cache instead of asking again.
/** The items of each photo page's first view (photos, albums), the first six of them; an album without a cover has no picture. */
const FIRST_VIEW = [
  { path: '/my-photos/photos', items: 'main [data-photo-id]' },
  { path: '/my-photos/albums', items: 'main [data-album-id]' },
] as const;

for (const { path, items } of FIRST_VIEW) {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  test(`${route.path}, opened: the first view's pictures leave before the page makes them, each asked for once`, async ({ page }) => {
    // signed in elsewhere, so that no picture of the page is in the browser's cache yet
    await signIn(page, DEMO, { start: '/settings' });
    await page.addInitScript(() => {
      // when the page makes its first picture element (the early start's own are made with `new Image()`)
      const createElement = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, ...args: Parameters<Document['createElement']>) {
        if (args[0].toLowerCase() === 'img' && !Reflect.has(window, '__firstPictureMade'))
          Reflect.set(window, '__firstPictureMade', performance.now());
        return createElement.apply(this, args);
      } as Document['createElement'];
    });
    const { sent } = await recordSenders(page, PICTURE);
    await page.goto(route.path);
    await route.shown(page);
    const firstView = page.locator(items);
    /** the first view's pictures, once all have arrived (else null) */
    const pictures = () =>
      firstView.evaluateAll((elements) => {
        const images = elements.slice(0, 6).flatMap((element) => Array.from(element.querySelectorAll('img')));
        return images.every((image) => image.complete && image.naturalWidth > 0) ? images.map((image) => image.currentSrc) : null;
      });
    await expect.poll(pictures).not.toBeNull();
    const urls = (await pictures()) ?? [];
    expect(urls.length, 'pictures in the first view').toBeGreaterThan(0);
    const { made, started } = await page.evaluate(
      (shown) => ({
        made: Number(Reflect.get(window, '__firstPictureMade')),
        started: shown.map((url) => ({ url, at: performance.getEntriesByName(url)[0]?.startTime ?? null })),
      }),
      urls,
    );
    for (const { url, at } of started) {
      expect(at, `${url} asked for (the page made its first picture element at ${made.toFixed(0)} ms)`).not.toBeNull();
      expect(at ?? Infinity, `${url} asked for before the page made its first picture element`).toBeLessThan(made);
    }
    const asked = sent.map(({ url }) => url);
    expect(asked, 'no picture asked for twice').toEqual([...new Set(asked)]);
  });
}
