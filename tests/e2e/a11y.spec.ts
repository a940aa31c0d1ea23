import { expect, test, type Page } from './fixtures';
import { AXE_WIDTHS, expectNoSeriousAxeViolationsAtEveryWidth, newAccount, signIn } from './support';

// The one axe sweep of every route's default state (ARCHITECTURE.md "Tests"): each route loaded
// once, when its content is in (its heading, no loading status left), then resized through the
// design's breakpoint widths (AXE_WIDTHS) and checked at each. Area specs sweep only the states
// this cannot reach: open dialogs, forms with errors, error states, overlays.

const consumerPages = [
  '/',
  '/orders',
  '/settings',
  '/settings/personal-details',
  '/settings/payment-method',
  '/settings/addresses/all',
  '/settings/email',
  '/saved-projects',
  '/online-products',
  '/downloads',
];
/** the account flows' error pages, as a signed-in customer lands on them (outside the account shell) */
const consumerFlowErrorPages = ['/change-email-error', '/delete-account-error'];
/** the seeded business account, status New */
const businessPages = ['/', '/invoices', '/downloads', '/integration', '/settings/b2b'];
/** a business account whose company details are missing: the business banner above every page */
const incompleteBusinessPages = ['/settings/b2b', '/settings/personal-details', '/settings/payment-method', '/integration'];
const publicPages = ['/account-deleted', '/change-email-success', '/subscription-confirmation-success', '/subscription-confirmation-error'];

/** Sweeps the page the browser is on (`path`) once its content is in. */
async function sweep(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expectNoSeriousAxeViolationsAtEveryWidth(page, path);
}

test.describe(`axe at ${AXE_WIDTHS.join(', ')} px`, () => {
  for (const path of consumerPages) {
    test(`consumer ${path}`, async ({ page }) => {
      await signIn(page, 'demo@example.com', { start: path });
      await sweep(page, path);
    });
  }

  for (const path of consumerFlowErrorPages) {
    test(`consumer ${path}`, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await page.goto(path);
      await sweep(page, path);
    });
  }

  for (const path of businessPages) {
    test(`business ${path}`, async ({ page }) => {
      await signIn(page, 'business@example.com', { start: path });
      await sweep(page, path);
    });
  }

  for (const path of incompleteBusinessPages) {
    test(`business with the company details missing (the banner) ${path}`, async ({ page, request }) => {
      const account = await newAccount(request, { accountType: 'business', b2bStatus: 'Default' });
      await signIn(page, account.email, { password: account.password, start: path });
      await sweep(page, path);
      await expect(page.getByText('Please complete your company details')).toBeVisible();
    });
  }

  for (const path of publicPages) {
    test(`public ${path}`, async ({ page }) => {
      await page.goto(path);
      await sweep(page, path);
    });
  }

  test('the sign-in page, and with its error', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEveryWidth(page, 'sign-in page');
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousAxeViolationsAtEveryWidth(page, 'sign-in page with an error');
  });
});
