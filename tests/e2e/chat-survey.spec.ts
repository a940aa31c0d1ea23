import { expect, test, type Page } from './fixtures';
import { brandUrl, expectNoSeriousAxeViolations, newAccount, signIn } from './support';

// These start with a stored consent choice (00: playwright.config's storageState): the chat needs
// none, and the survey shows once any choice is stored.
test.setTimeout(60_000);

const isChatScript = (url: string) => new URL(url).pathname === '/__third-party/help-chat.js';
const launcher = (page: Page) => page.getByRole('button', { name: 'Help chat' });
const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Customer care chat' });
const survey = (page: Page) => page.getByRole('complementary', { name: 'Feedback survey' });

/**
 * Opens `start` on a brand host signed in: through the provider's form, or at once when the
 * provider's session from an earlier sign-in still holds (one issuer for every brand).
 */
async function signInOn(page: Page, start: string, account: { email: string; password: string }) {
  await page.goto(start);
  const form = page.getByLabel('E-mail address');
  // the account shell's header (the provider's page has none); the app may draw it for a moment
  // before it finds no session and goes to the provider, but names the customer in it only once
  // signed in
  const shell = page.getByRole('banner');
  await expect(form.or(shell.getByText(account.email))).toBeVisible();
  if (await form.isVisible()) {
    await form.fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(shell).toBeVisible();
  await expect(page.locator('#main h1')).toBeVisible();
}

test('no chat launcher on the photo routes; on /orders one, whose script is requested only once it is opened', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { photos: 3 });
  const chatRequests: string[] = [];
  page.on('request', (sent) => {
    if (isChatScript(sent.url())) chatRequests.push(sent.url());
  });
  await signIn(page, account.email, { start: '/my-photos/photos', password: account.password });
  await expect(page).toHaveURL(/\/my-photos\/photos/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(launcher(page)).toHaveCount(0);
  await expect(survey(page)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(launcher(page)).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(chatRequests).toEqual([]);

  await launcher(page).click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  expect(chatRequests).toHaveLength(1);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByLabel('Your message')).toBeFocused();
  await panel.getByLabel('Your message').fill('Where is my order?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('log')).toContainText('we have your question: "Where is my order?"');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  // opened again: the same script, not a second request
  await launcher(page).click();
  await expect(chatPanel(page)).toBeVisible();
  expect(chatRequests).toHaveLength(1);
});

test('the survey stand-in shows the identifier of the locale and the screen size', async ({ page, request }) => {
  const account = await newAccount(request);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, account.email, { start: '/orders', password: account.password });
  await expect(survey(page)).toHaveAttribute('data-survey-id', 'srv-en-gb-md');
  await expect(survey(page)).toContainText('srv-en-gb-md');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(survey(page)).toHaveAttribute('data-survey-id', 'srv-en-gb-sm');

  await signInOn(page, brandUrl('my.albelli.fr', '/orders'), account);
  await expect(survey(page)).toHaveAttribute('data-survey-id', 'srv-fr-fr-sm');
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(survey(page)).toHaveAttribute('data-survey-id', 'srv-fr-fr-md');
});

for (const width of [375, 1366]) {
  test(`the chat panel passes axe at ${width} px, in en-GB and fr-FR`, async ({ page, request }) => {
    const account = await newAccount(request);
    await page.setViewportSize({ width, height: 800 });
    for (const [host, name] of [
      ['localhost', 'Help chat'],
      ['my.albelli.fr', 'Chat d’aide'],
    ] as const) {
      await signInOn(page, host === 'localhost' ? '/orders' : brandUrl(host, '/orders'), account);
      await page.getByRole('button', { name }).click();
      await expect(chatPanel(page)).toBeVisible();
      await expectNoSeriousAxeViolations(page, `chat panel ${host} ${width}`);
    }
  });
}
