import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from './fixtures';
import config, { baseURL, fullChromium } from '../../playwright.config';
import { brandUrl, signIn, signInThroughPage } from './support';

test.describe('the account shell', () => {
  test('keeps the query string through the sign-in and on every navigation', async ({ page }) => {
    await signInThroughPage(page, 'demo@example.com', { start: '/?campaign=spring&utm_source=mail' });
    await expect(page).toHaveURL(/\/\?campaign=spring&utm_source=mail$/);
    const menu = page.getByRole('navigation', { name: /account/i });
    await menu.getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/orders\?campaign=spring&utm_source=mail$/);
    await menu.getByRole('link', { name: 'Saved projects' }).click();
    await expect(page).toHaveURL(/\/saved-projects\?campaign=spring&utm_source=mail$/);
  });

  test('embedded mode hides the header and the side menu', async ({ page }) => {
    await signIn(page, 'demo@example.com');
    await page.goto('/orders?embedded=true');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: /account/i })).toHaveCount(0);
    await page.goto('/orders');
    await expect(page.getByRole('navigation', { name: /account/i })).toBeVisible();
  });

  test('the document title is the page title plus the brand', async ({ page }) => {
    await signIn(page, 'demo@example.com', { start: '/orders' });
    await expect(page).toHaveTitle('My orders | Bonusprint');
  });

  test('a guarded route redirects to / when its condition is false', async ({ page }) => {
    await signIn(page, 'demo@example.com', { start: '/invoices' });
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('public pages need no sign-in', async ({ page }) => {
    await page.goto('/account-deleted');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been successfully deleted');
    await page.goto('/subscription-confirmation-error');
    await expect(page.getByText('Your subscription failed')).toBeVisible();
    await expect(page.getByText('Something went wrong with the subscription. Could you please try again?')).toBeVisible();
  });

  test('two brand hosts resolve to two brands with their own title and theme', async ({ browser }) => {
    const looks: { title: string; brand: string | null; accent: string }[] = [];
    for (const host of ['my.albelli.nl', 'my.bonusprint.co.uk']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(brandUrl(host, '/'));
      await page.getByLabel('E-mail address').fill('demo@example.com');
      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page).toHaveURL(brandUrl(host, '/'));
      looks.push({
        title: await page.title(),
        brand: await page.evaluate(() => document.documentElement.dataset.brand ?? null),
        accent: await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()),
      });
      await context.close();
    }
    const [albelli, bonusprint] = looks;
    expect(albelli?.brand).toBe('albelli');
    expect(bonusprint?.brand).toBe('bonusprint');
    expect(albelli?.title).toContain('albelli');
    expect(bonusprint?.title).toContain('Bonusprint');
    expect(albelli?.accent).not.toBe('');
    expect(albelli?.accent).not.toBe(bonusprint?.accent);
  });
});

test('with site data blocked in the browser, the storage page shows', async () => {
  // A real Chromium profile whose content setting blocks cookies and site data for every site: the
  // full browser reads a profile's preferences (the tests' headless shell has none).
  const profile = mkdtempSync(join(tmpdir(), 'mya-blocked-'));
  mkdirSync(join(profile, 'Default'), { recursive: true });
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const launch = config.use?.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, { ...launch, executablePath: fullChromium, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/orders');
  await expect(page.getByText('Please enable site data and cookies in your browser to use the website')).toBeVisible();
  await context.close();
});
