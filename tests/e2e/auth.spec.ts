import { expect, test } from './fixtures';
import { PASSWORD, signInThroughPage } from './support';

test.describe('sign-in through the provider', () => {
  test('a consumer signs in and sees the consumer side menu', async ({ page }) => {
    await signInThroughPage(page, 'demo@example.com');
    const menu = page.getByRole('navigation', { name: /account/i });
    await expect(menu.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Widgets' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Saved projects' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Photos' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'FTP instructions' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', /\/settings$/);
  });

  test('a business user signs in and sees invoices, FTP instructions and b2b settings', async ({ page }) => {
    await signInThroughPage(page, 'business@example.com');
    const menu = page.getByRole('navigation', { name: /account/i });
    await expect(menu.getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'FTP instructions' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', /\/settings\/b2b$/);
    await expect(menu.getByRole('link', { name: 'Widgets' })).toHaveCount(0);
    await expect(page.getByText('Pending account validation')).toBeVisible();
  });

  test('a signed-out visit sends no session refresh and logs no error; a lost refresh cookie costs one 401, then none', async ({
    page,
  }) => {
    // the session calls in the order the page sent them
    const sent: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/session/')) sent.push(pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    /** the page has gone to sign in: everything it sent before that is in `sent` */
    const wentToSignIn = async (count: number) => {
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect.poll(() => sent.filter((path) => path === '/session/login').length).toBe(count);
    };
    const refreshed = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/session/refresh');

    await page.goto('/orders');
    await wentToSignIn(1);
    expect(sent).toEqual(['/session/login']);
    expect(errors).toEqual([]);

    // signed in, a visit restores the session with one refresh
    await signInThroughPage(page, 'demo@example.com', { start: '/orders' });
    const restored = refreshed();
    await page.reload();
    expect((await restored).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

    // the refresh cookie lost, the provider's session still there: one 401, and the provider signs
    // the customer in again without a form
    await page.context().clearCookies({ name: 'mya_refresh' });
    const lost = refreshed();
    const redeemed = page.waitForResponse((response) => new URL(response.url()).pathname === '/session/token');
    await page.reload();
    expect((await lost).status()).toBe(401);
    expect((await redeemed).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('mya_signed_in');

    // every cookie but the marker (and the consent) lost: one 401 shows the sign-in page and clears the marker
    await page.context().clearCookies({ name: /^(?!mya_signed_in$|cookie_consent)/ });
    const refused = refreshed();
    await page.reload();
    expect((await refused).status()).toBe(401);
    await wentToSignIn(4);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('mya_signed_in');
    // and the next visit asks no more
    sent.length = 0;
    await page.goto('/orders');
    await wentToSignIn(1);
    expect(sent).toEqual(['/session/login']);
  });

  test('a wrong password is rejected on the sign-in page', async ({ page }) => {
    await page.goto('/orders');
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail address or password');
    await expect(page.getByLabel('E-mail address')).toHaveValue('demo@example.com');
    // the right password still works afterwards, and lands on the page first asked for
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  });

  test('no token-like value is kept in localStorage or sessionStorage', async ({ page }) => {
    await signInThroughPage(page, 'demo@example.com');
    const stored = await page.evaluate(() => {
      const all: string[] = [];
      for (const storage of [window.localStorage, window.sessionStorage]) {
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i) ?? '';
          all.push(`${key}=${storage.getItem(key) ?? ''}`);
        }
      }
      return all;
    });
    for (const entry of stored) {
      expect(entry).not.toMatch(/token|eyJ[\w-]+\.[\w-]+\./i);
    }
    // the refresh token is an HttpOnly cookie scripts cannot read
    const cookies = await page.context().cookies();
    const refresh = cookies.find((cookie) => cookie.name === 'mya_refresh');
    expect(refresh?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('mya_refresh');
  });

  test('signing out ends the session and the provider session', async ({ page }) => {
    await signInThroughPage(page, 'demo@example.com');
    await page
      .getByRole('navigation', { name: /account/i })
      .getByRole('link', { name: 'Sign out' })
      .click();
    // back on the provider's sign-in page: the provider session is gone too
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const refresh = await page.request.post('/session/refresh');
    expect(refresh.status()).toBe(401);
    await page.goto('/orders');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in customer stays signed in across a reload', async ({ page }) => {
    await signInThroughPage(page, 'friend@example.com', { start: '/settings' });
    await expect(page).toHaveURL(/\/settings$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });
});
