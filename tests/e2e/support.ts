import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig, { baseURL } from '../../playwright.config';
import { breakpoints } from '../../src/styles/breakpoints';
import { hostDomains } from './consentState';
import { SuperOrderPage, type ORDER_STATUS_STRINGS, type SuperOrder } from '../../schemas/orders';
import {
  ErrorReport,
  FAULT_SCOPE_COOKIE,
  FaultList,
  FaultRule,
  type FaultRuleInput,
  SharedAlbumSeedResult,
  TestAccount,
  type SharedAlbumSeedRequest,
} from '../../schemas/sandbox';

export const PASSWORD = 'demo1234';

/**
 * The widths every axe sweep uses: one inside each band of the design's breakpoints
 * (src/styles/breakpoints.ts): small (a phone, 375), medium, large, and extra-large (1366, a common
 * laptop). A sweep loads its page once and resizes it through these.
 */
export const AXE_WIDTHS: readonly number[] = [
  375,
  Math.round((breakpoints.small + breakpoints.medium) / 2),
  Math.round((breakpoints.medium + breakpoints.large) / 2),
  1366,
];

/** Resizes the page through AXE_WIDTHS (the height kept, 900 by default) and checks each with axe. */
export async function expectNoSeriousAxeViolationsAtEveryWidth(
  page: Page,
  label: string,
  options: { scope?: string; height?: number } = {},
) {
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: options.height ?? 900 });
    await expectNoSeriousAxeViolations(page, `${label} at ${width} px`, options.scope);
  }
}
export const port = new URL(baseURL).port;

/** The data folder of the sandbox this run started (playwright.config.ts's webServer). */
export function sandboxDataFolder(): string {
  const servers = playwrightConfig.webServer;
  const server = Array.isArray(servers) ? servers[0] : servers;
  const folder = server?.env?.SANDBOX_DATA;
  if (!folder) throw new Error('playwright.config.ts starts no sandbox with SANDBOX_DATA');
  return folder;
}

/** An app URL on a brand host (`<host>.localhost` resolves to loopback in Chromium). */
export const brandUrl = (host: string, path = '/') => `http://${host}.localhost:${port}${path}`;

/**
 * Signs in through the provider's real sign-in page: open `start`, which sends the browser to the
 * provider, fill the form, and wait until the app is back on `start` and signed in. Only for
 * tests whose subject is the sign-in itself (the page, its redirects, the query kept through them);
 * every other test signs in with `signIn`, over HTTP.
 */
export async function signInThroughPage(page: Page, email: string, options: { start?: string; password?: string } = {}) {
  const start = options.start ?? '/';
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: /account/i })).toBeVisible();
}

/**
 * Signs the page's browser context in over HTTP, then opens `start` signed in: the walk a browser
 * makes (`/session/login` → provider → sign-in form posted → callback → `POST /session/token`),
 * made with the context's own request client, so the refresh cookie and the provider's session land
 * in the context's cookie jar. The app then boots once, restoring the session from that cookie,
 * instead of booting, leaving for the provider's page and booting again. A grant per call: refresh
 * tokens rotate, and a reused one revokes its grant, so no signed-in state is shared between tests.
 */
export async function signIn(page: Page, email: string, options: { start?: string; password?: string } = {}) {
  const start = new URL(options.start ?? '/', baseURL);
  // Node cannot resolve `*.localhost` (PITFALLS "Cookies and hosts"): a brand host signs in through
  // its page, which Chromium resolves
  if (start.hostname !== 'localhost') return signInThroughPage(page, email, options);
  const origin = start.origin;
  const api = page.context().request;
  const returnTo = `${start.pathname}${start.search}`;
  const form = await api.get(`${origin}/session/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(new URL(form.url()).pathname, `the provider's sign-in page for ${email}`).toMatch(/^\/oidc-login\//);
  const callback = await api.post(form.url(), { form: { email, password: options.password ?? PASSWORD } });
  const params = new URL(callback.url()).searchParams;
  expect(new URL(callback.url()).pathname, `signing ${email} in: ${callback.status()}`).toBe('/auth/callback');
  const token = await api.post(`${origin}/session/token`, {
    data: { code: params.get('code'), state: params.get('state'), iss: params.get('iss') },
  });
  expect(token.status(), await token.text()).toBe(200);
  await page.goto(start.href);
  await expect(page.getByRole('navigation', { name: /account/i })).toBeVisible();
}

/** A fault rule as a test sets it: the sandbox's own contract, its scope given by setFault. */
export type FaultInput = Omit<FaultRuleInput, 'scope'>;

/** Each browser context's fault scope, made once: rules set at the same time must share it. */
const faultScopes = new WeakMap<BrowserContext, Promise<string>>();

/**
 * Scopes fault rules to a browser context: a cookie of its own that the sandbox's fault switch
 * reads on each request (docs/CONTRACTS.md "Fault switch"). Made on the context's first rule, for
 * localhost and every brand host's domain.
 */
function faultScopeOf(context: BrowserContext): Promise<string> {
  let scope = faultScopes.get(context);
  if (!scope) {
    const value = randomUUID();
    scope = context
      .addCookies(
        ['localhost', ...hostDomains].map((domain) => ({ name: FAULT_SCOPE_COOKIE, value, domain, path: '/', sameSite: 'Lax' as const })),
      )
      .then(() => value);
    faultScopes.set(context, scope);
  }
  return scope;
}

/**
 * Sets a fault rule for the requests of this page's browser context only (its pages, their calls,
 * images, uploads and push socket): other tests' requests on the same route are answered as usual,
 * so fault tests run beside every other test on one sandbox.
 */
export async function setFault(page: Page, fault: FaultInput) {
  const scope = await faultScopeOf(page.context());
  const response = await page.request.post('/__sandbox/faults', { data: { ...fault, scope } });
  expect(response.status()).toBe(201);
  return FaultRule.parse(await response.json());
}

export async function faultHits(request: APIRequestContext, id: string): Promise<number> {
  const body = FaultList.parse(await (await request.get('/__sandbox/faults')).json());
  return body.rules.find((rule) => rule.id === id)?.hits ?? -1;
}

export async function clearFault(request: APIRequestContext, id: string) {
  await request.delete(`/__sandbox/faults/${id}`);
}

/** A fresh account of its own, so tests that change data never meet each other. */
export async function newAccount(
  request: APIRequestContext,
  body: {
    accountType?: 'consumer' | 'business';
    b2bStatus?: 'Default' | 'New' | 'Blocked';
    customer?: boolean;
    photos?: 'demo' | number;
    /** 'demo': the demo account's order set, aged from now; a number: that many generated orders */
    orders?: 'demo' | number;
    /** saved projects: 'demo' (the demo account's 27), that many generated ones, or ones with these names (newest first) */
    projects?: 'demo' | number | string[];
    /** 'demo': online products for some of those orders, one on hold for review */
    widgets?: 'demo';
    /**
     * albums, newest first: each holds that many of the account's most recently uploaded photos,
     * added in the order they were uploaded; a library with fewer first gets generated photos
     */
    albums?: { name: string; photos: number }[];
    /** a photo library not active yet, whose import brings in the photos of its orders; its first `importFailures` imports fail */
    activation?: { status: 'NOT_ACTIVE'; importFailures?: number };
  } = {},
) {
  const response = await request.post('/__sandbox/accounts', { data: body });
  expect(response.status()).toBe(201);
  return TestAccount.parse(await response.json());
}

/**
 * An album of `owner` shared with the participants (accounts by e-mail, e.g. from newAccount): the
 * owner's `photos` most recently uploaded photos, then each participant's `photos` of theirs, as
 * each added their own. Answers the album's id.
 */
export async function shareAlbum(request: APIRequestContext, body: SharedAlbumSeedRequest): Promise<string> {
  const response = await request.post('/__sandbox/shared-albums', { data: body });
  expect(response.status()).toBe(201);
  return SharedAlbumSeedResult.parse(await response.json()).albumId;
}

/**
 * True when every frame of the page is of the page's own origin (or a blank or srcdoc frame, which
 * inherits it). Axe's plain `axe.run` then sees everything AxeBuilder's cross-origin mode would,
 * without the blank tab that mode opens to merge the frames' results: a new tab per check is the
 * slowest part of a check, seconds with both cores busy.
 */
function framesAreSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    if (url === '' || url.startsWith('about:')) return true;
    return URL.canParse(url) && new URL(url).origin === origin;
  });
}

/**
 * Fails with every serious or critical axe violation on the page as it is now, or only inside
 * `scope` (a CSS selector): a modal over a page axe has already checked, whose own content is what
 * is new. Frames of another origin are checked in theirs.
 */
declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Axe over a page whose frames are all of its origin: axe-core's source is put into each frame once
 * per document (AxeBuilder puts it in twice per check, and with both cores busy that was half a
 * check's time), then `axe.run` looks at the page, same-origin frames included.
 */
async function axeInPage(page: Page, scope: string | undefined): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => window.axe !== undefined)) continue;
      await frame.evaluate(axe.source);
      await frame.evaluate(() => window.axe?.configure({ allowedOrigins: ['<same_origin>'] }));
    } catch {
      // a frame gone while the check began has nothing left to check
    }
  }
  return page.evaluate(async (include) => {
    if (!window.axe) throw new Error('axe-core is not in the page');
    // only violations are read: axe then keeps one node of each pass and incomplete result
    return window.axe.run(include ? { include: [include], exclude: [] } : document, { resultTypes: ['violations'] });
  }, scope ?? null);
}

export async function expectNoSeriousAxeViolations(page: Page, label: string, scope?: string) {
  // a dialog still sliding or fading in is half transparent: axe would judge its colours mid-way
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let results: AxeResults;
  if (framesAreSameOrigin(page)) results = await axeInPage(page, scope);
  else {
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    results = await (scope ? builder.include(scope) : builder).analyze();
  }
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${label}: serious or critical axe violations`).toEqual([]);
}

/**
 * GET a path of the app's origin as the signed-in page's own session: a token from the page's
 * session endpoint (rotating its refresh cookie, as the app does), then the call with that bearer
 * token, both from inside the page. Call it once the page has settled (no sign-in under way).
 */
export async function getAsPage(page: Page, paths: readonly string[]): Promise<Array<{ status: number; body: unknown }>> {
  return page.evaluate(async (targets) => {
    const session: unknown = await (await fetch('/session/refresh', { method: 'POST' })).json();
    const token = String(Reflect.get(Object(session), 'accessToken'));
    return Promise.all(
      targets.map(async (target) => {
        const response = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
        const text = await response.text();
        return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
      }),
    );
  }, paths);
}

/**
 * A PUT, POST or DELETE with a JSON body as the signed-in page's own session (a token as getAsPage
 * gets one), sent from the test rather than the page, so that requests the page holds (holds.ts)
 * are not in its way. Answers the status.
 */
export async function sendAsPage(page: Page, method: 'PUT' | 'POST' | 'DELETE', path: string, body: unknown): Promise<number> {
  const token = await page.evaluate(async () => {
    const session: unknown = await (await fetch('/session/refresh', { method: 'POST' })).json();
    return String(Reflect.get(Object(session), 'accessToken'));
  });
  const response = await page.request.fetch(new URL(path, page.url()).href, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  return response.status();
}

/** Every super order of the signed-in page's account, newest first, as the orders service has them. */
export async function ordersOf(page: Page): Promise<SuperOrder[]> {
  const orders: SuperOrder[] = [];
  for (let offset = 0; ; offset += 100) {
    const [answer] = await getAsPage(page, [`/api/orders/v2/superorders/me?Offset=${offset}&Limit=100&OrderState=notExpired`]);
    if (answer?.status !== 200) throw new Error(`reading the orders answered ${answer?.status}`);
    const { superOrders, total } = SuperOrderPage.parse(answer.body);
    orders.push(...superOrders);
    if (orders.length >= total || superOrders.length === 0) return orders;
  }
}

/** Moves an order (and its products) to a status in the sandbox, as production would. */
export async function setOrderStatus(request: APIRequestContext, orderCode: string, status: (typeof ORDER_STATUS_STRINGS)[number]) {
  const response = await request.post('/__sandbox/orders/status', { data: { orderCode, status } });
  expect(response.status()).toBe(204);
}

/**
 * The error reports this page sends to the error reporter from now on: its own, whatever the tests
 * beside it report to the same sandbox meanwhile.
 */
export function reportsSentBy(page: Page): ErrorReport[] {
  const reports: ErrorReport[] = [];
  page.on('request', (sent) => {
    if (sent.method() !== 'POST' || new URL(sent.url()).pathname !== '/__sandbox/errors') return;
    const report = ErrorReport.safeParse(sent.postDataJSON());
    if (report.success) reports.push(report.data);
  });
  return reports;
}

/**
 * How the app says when something made a moment ago was created: 'Created today', or 'Created
 * yesterday' once the browser's calendar day has turned since (a run across midnight). Counted as
 * the app counts (S0 §9): calendar days in the browser's time zone, by the browser's clock now, so
 * ask it right after the page has drawn the date.
 */
export async function createdMomentAgo(page: Page, created: string): Promise<'Created today' | 'Created yesterday'> {
  const days = await page.evaluate((instant) => {
    const day = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
    return Math.round((day(new Date()) - day(new Date(instant))) / 86_400_000);
  }, created);
  if (days === 0) return 'Created today';
  if (days === 1) return 'Created yesterday';
  throw new Error(`${created} is ${days} days ago by the browser's calendar, not a moment ago`);
}
