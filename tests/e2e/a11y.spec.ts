import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signIn } from './support';

const widths = [375, 800, 1366];

const consumerPages = [
  '/',
  '/orders',
  '/settings',
  '/saved-projects',
  '/online-products',
  '/downloads',
  '/settings/email',
  '/change-email-error',
  '/delete-account-error',
];
const businessPages = ['/', '/invoices', '/integration', '/settings/b2b'];
const publicPages = ['/account-deleted', '/change-email-success', '/subscription-confirmation-success', '/subscription-confirmation-error'];

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // each test signs in and scans several pages: generous on a loaded 2-core machine
    test.setTimeout(120_000);

    test('the consumer shell pages pass axe', async ({ page }) => {
      await signIn(page, 'demo@example.com');
      for (const path of consumerPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page, path);
      }
    });

    test('the business shell pages pass axe', async ({ page }) => {
      await signIn(page, 'business@example.com');
      for (const path of businessPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page, path);
      }
    });

    test('the public pages and the sign-in page pass axe', async ({ page }) => {
      for (const path of publicPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page, path);
      }
      await page.goto('/orders');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'sign-in page');
      await page.getByLabel('E-mail address').fill('demo@example.com');
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'sign-in page with an error');
    });
  });
}
