import { expect, test } from '../fixtures';
import { ErrorReportList } from '../../../schemas/sandbox';
import { clearFault, newAccount, setFault, signIn } from '../support';

// A failing machine action reaches the error sink (S0 §8). The fault is set after sign-in, for this
// test's own browser context only (support.ts setFault), and cleared at once.

test('a failing load ends in a reported failure and an inline alert', async ({ page, request }) => {
  const account = await newAccount(request);
  await signIn(page, account.email, { password: account.password });
  const fault = await setFault(page, { path: '/api/customer/customers/me', method: 'GET', status: 503 });
  try {
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeVisible({ timeout: 15_000 });
  } finally {
    await clearFault(request, fault.id);
  }
  await expect
    .poll(async () => {
      const { reports } = ErrorReportList.parse(await (await request.get('/__sandbox/errors')).json());
      return reports.some(
        (report) =>
          report.source.startsWith('machine:') &&
          report.source.includes('customer') &&
          /503/.test(`${report.message} ${report.detail ?? ''}`),
      );
    })
    .toBe(true);
});
