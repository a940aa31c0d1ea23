import { expect, test, type Page } from '../fixtures';
import { clearFault, faultHits, newAccount, setFault, signIn } from '../support';

// Fault rules are scoped to the browser context of the test that sets them (support.ts setFault;
// docs/CONTRACTS.md "Fault switch"): that is what lets fault tests run beside every other test on
// one sandbox. Here a second context stands for another test running at the same time, on the same
// route, even for the same account.

const ME = '/api/customer/customers/me';
const details = (page: Page) => page.getByRole('region', { name: 'Personal details' });

test('a scoped fault rule meets only its own context’s requests; another context’s requests on the same route succeed', async ({
  page,
  browser,
  request,
}) => {
  const account = await newAccount(request);
  const other = await (await browser.newContext()).newPage();
  try {
    await signIn(page, account.email, { password: account.password, start: '/settings' });
    await signIn(other, account.email, { password: account.password, start: '/settings' });
    await expect(details(page)).toContainText('Test Customer');
    await expect(details(other)).toContainText('Test Customer');

    const rule = await setFault(page, { path: ME, method: 'GET', status: 500 });
    try {
      // the other context reloads first, then this one, then the other again
      await other.reload();
      await expect(details(other)).toContainText('Test Customer');
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: /^An error occurred loading your settings/ })).toBeVisible();
      await expect(details(page)).toHaveCount(0);
      await other.reload();
      await expect(details(other)).toContainText('Test Customer');
      await expect(other.getByRole('alert')).toHaveCount(0);
      // this page's load and its two retries, and nothing of the other's
      expect(await faultHits(request, rule.id)).toBe(3);
    } finally {
      await clearFault(request, rule.id);
    }
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await expect(details(page)).toContainText('Test Customer');
  } finally {
    await other.context().close();
  }
});
