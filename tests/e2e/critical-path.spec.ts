// The critical path of a page (docs/PERFORMANCE.md): the page's first data request leaves before
// anything that may wait (the merchandise lookup, the help chat, the survey, offers, analytics, the
// push socket). Recorded as the browser sends them, in order, on a first visit signed in with every
// cookie purpose accepted (so that analytics and offers would run).
import { expect, test, type Page } from './fixtures';
import { consentCookies } from './consentState';
import { signIn } from './support';

const DEMO = 'demo@example.com';

type Kind = 'firstData' | 'mayWait' | 'other';

/** What may wait for the page: by its address. */
const MAY_WAIT: readonly RegExp[] = [/\/api\/merchandise\/graphql/, /\/__third-party\//, /\/push(\/|$|\?)/];

interface Route {
  readonly path: string;
  /** the page's first data request */
  readonly firstData: RegExp;
  /** what the page shows once its first data has arrived */
  readonly shown: (page: Page) => Promise<void>;
}

const ROUTES: readonly Route[] = [
  {
    path: '/orders',
    firstData: /\/api\/orders\/v2\/superorders\/me\?/,
    shown: (page) => expect(page.getByRole('tab', { name: /^In progress \(\d+\)$/ })).toBeVisible(),
  },
  {
    path: '/my-photos/photos',
    firstData: /\/api\/photos\/photos\/timeline\/\d+\/\d+\?/,
    shown: (page) => expect(page.locator('main img').first()).toBeVisible(),
  },
  {
    path: '/my-photos/albums',
    firstData: /\/api\/photos\/albums\?/,
    shown: (page) => expect(page.locator('main [data-album-id]').first()).toBeVisible(),
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

// A reload (a bookmark, a link from elsewhere) starts from index.html, whose early start (the build's
// one classic script; a third party's script may come later) sends the page's first data beside the session refresh; the app takes that answer
// instead of asking again. Who sent a request is read from Chromium's own record of it (the script
// that called fetch).
for (const route of ROUTES) {
  test(`${route.path}, reloaded: the page's first data is asked for once, by the early start`, async ({ page }) => {
    await signIn(page, DEMO, { start: route.path });
    await route.shown(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const sent: { url: string; sender: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (route.firstData.test(request.url)) sent.push({ url: request.url, sender: initiator.stack?.callFrames[0]?.url ?? initiator.type });
    });
    await page.reload();
    await route.shown(page);
    const earlyStart = new URL((await page.locator('script[src^="/assets/"]:not([type="module"])').getAttribute('src')) ?? '', page.url())
      .href;
    expect(sent[0]?.sender, `the first data's sender, the early start being ${earlyStart}`).toBe(earlyStart);
    const urls = sent.map(({ url }) => url);
    expect(urls, 'no request of the first data sent twice').toEqual([...new Set(urls)]);
  });
}
