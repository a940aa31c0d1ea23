import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { SuperOrderPage, type ORDER_STATUS_STRINGS, type SuperOrder } from '../../schemas/orders';
import { FaultList, FaultRule, SharedAlbumSeedResult, TestAccount, type SharedAlbumSeedRequest } from '../../schemas/sandbox';

export const PASSWORD = 'demo1234';
export const port = new URL(baseURL).port;

/** An app URL on a brand host (`<host>.localhost` resolves to loopback in Chromium). */
export const brandUrl = (host: string, path = '/') => `http://${host}.localhost:${port}${path}`;

/**
 * Signs in through the provider's real sign-in page: open `start`, which sends the browser to the
 * provider, fill the form, and wait until the app is back on `expectPath` and signed in.
 */
export async function signIn(page: Page, email: string, options: { start?: string; password?: string } = {}) {
  const start = options.start ?? '/';
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: /account/i })).toBeVisible();
}

export interface FaultInput {
  path: string;
  method?: string;
  latencyMs?: number;
  status?: number;
  malformed?: 'json' | 'schema';
  /** cut the connection: no answer at all (HTTP), or the push socket right after OK */
  drop?: boolean;
  times?: number;
}

export async function setFault(request: APIRequestContext, fault: FaultInput) {
  const response = await request.post('/__sandbox/faults', { data: fault });
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
 * inherits it). Axe's plain `axe.run` then sees everything its cross-origin mode would, without the
 * blank tab that mode opens to merge the frames' results: a new tab per check is the slowest part of
 * a check, seconds with both cores busy.
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
  const builder = new AxeBuilder({ page }).setLegacyMode(framesAreSameOrigin(page));
  const results = await (scope ? builder.include(scope) : builder).analyze();
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
