import { expect, test, type Page } from './fixtures';
import { consentCookies, noStoredConsent } from './consentState';
import { brandUrl, expectNoSeriousAxeViolations, newAccount } from './support';

// Every test here starts as a first visit: no consent cookie.
test.use({ storageState: noStoredConsent });
test.setTimeout(60_000);

/** Requests that need a consent purpose: the analytics collector (analytics) and the ab-test offers (marketing). */
const needsConsent = (url: string) => /\/__third-party\/(analytics|offers)\b/.test(new URL(url).pathname);

function watchNonEssential(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (needsConsent(request.url())) seen.push(request.url());
  });
  return seen;
}

const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this site' });

/** The values of a cookie as the page sees it (a write through document.cookie reaches the store a moment later). */
async function cookieValues(page: Page, name: string): Promise<string[]> {
  const cookies = await page.evaluate(() => document.cookie);
  return cookies
    .split('; ')
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}

/** Waits until the page has exactly one cookie `name`, with `value`. */
async function expectStored(page: Page, name: string, value: string | RegExp) {
  await expect.poll(() => cookieValues(page, name)).toEqual([expect.stringMatching(value)]);
}

/** Signs in through the provider's page and lands on `start`, where the app may ask for consent first. */
async function signInFirstVisit(page: Page, account: { email: string; password: string }, start = '/') {
  await page.goto(start);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a first visit asks; Reject all stores 00, sends nothing that needs consent, and is not asked again', async ({ page, request }) => {
  const account = await newAccount(request, { orders: 'demo', projects: 3 });
  const seen = watchNonEssential(page);
  await signInFirstVisit(page, account);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  // Reject all and Accept all side by side, the same size, once the dialog has slid in
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const reject = await dialog.getByRole('button', { name: 'Reject all' }).boundingBox();
  const accept = await dialog.getByRole('button', { name: 'Accept all' }).boundingBox();
  expect(Math.abs((reject?.width ?? 0) - (accept?.width ?? -9))).toBeLessThan(1);
  expect(Math.abs((reject?.height ?? 0) - (accept?.height ?? -9))).toBeLessThan(1);
  expect(Math.abs((reject?.y ?? 0) - (accept?.y ?? -9))).toBeLessThan(1);
  await dialog.getByRole('button', { name: 'Reject all' }).click();
  await expect(dialog).toBeHidden();
  await expectStored(page, 'cookie_consent', /^00$/);
  await expectStored(page, 'cookie_consent_record', /^1\.\d{4}-\d{2}-\d{2}$/);

  // the whole account area works after Reject all, with no dialog on navigation or reload
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  for (const [link, path] of [
    ['Settings', '/settings'],
    ['Saved projects', '/saved-projects'],
    ['Widgets', '/online-products'],
    ['Overview', '/'],
  ] as const) {
    await menu.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'An offer for you' })).toHaveCount(0);
  await expect(consentDialog(page)).toHaveCount(0);
  expect(seen).toEqual([]);
});

test('Accept all stores 11, analytics starts and the home overview shows the ab-test offer', async ({ page, request }) => {
  const account = await newAccount(request);
  await signInFirstVisit(page, account);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  const pageView = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/__third-party/analytics');
  await dialog.getByRole('button', { name: 'Accept all' }).click();
  expect((await pageView).postDataJSON()).toMatchObject({ name: 'page.view', params: { route: 'home' } });
  await expectStored(page, 'cookie_consent', /^11$/);
  const offer = page.getByRole('region', { name: 'An offer for you' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\./);
});

test('a stored code that is not one of the four, and a choice older than 13 months, ask again', async ({ page, request }) => {
  const account = await newAccount(request);
  const seen = watchNonEssential(page);
  await page.context().addCookies(consentCookies('2x'));
  await signInFirstVisit(page, account);
  await expect(consentDialog(page)).toBeVisible();
  await expectStored(page, 'cookie_consent', /^2x$/);

  // 11 chosen 13 months and some days ago: asked again, and nothing that needs consent runs meanwhile
  const old = new Date();
  old.setUTCMonth(old.getUTCMonth() - 13);
  old.setUTCDate(old.getUTCDate() - 2);
  await page.context().addCookies(consentCookies('11', old.toISOString().slice(0, 10)));
  await page.goto('/orders');
  await expect(consentDialog(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test('the consent reopened from the shell changes the stored code', async ({ page, request }) => {
  const account = await newAccount(request);
  await page.context().addCookies(consentCookies('00'));
  await signInFirstVisit(page, account, '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(consentDialog(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Analytics cookies' }).check();
  const pageView = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/__third-party/analytics');
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await pageView;
  await expect(dialog).toBeHidden();
  await expectStored(page, 'cookie_consent', /^10$/);
  // the focus is back on the footer's button
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
});

for (const width of [375, 1366]) {
  test(`the consent dialog passes axe at ${width} px, in en-GB and fr-FR`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/account-deleted');
    await expect(consentDialog(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, `consent dialog en-GB ${width}`);
    await page.goto(brandUrl('my.albelli.fr', '/account-deleted'));
    const french = page.getByRole('dialog', { name: 'Les cookies sur ce site' });
    await expect(french).toBeVisible();
    await expect(french.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `consent dialog fr-FR ${width}`);
    // the French brand's choice lands on its own parent domain
    await french.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(french).toBeHidden();
    await expect
      .poll(async () =>
        (await page.context().cookies()).find(
          (candidate) => candidate.name === 'cookie_consent' && candidate.domain.includes('albelli.fr'),
        ),
      )
      .toMatchObject({ value: '00', domain: '.albelli.fr.localhost' });
  });
}
