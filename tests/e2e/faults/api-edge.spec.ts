import { expect, test } from '../fixtures';
import { clearFault, faultHits, newAccount, reportsSentBy, setFault, signIn } from '../support';

// Each test uses an account of its own, and its fault rules are scoped to its own browser context
// (support.ts setFault): set after sign-in and cleared at once.

const CUSTOMER = '/api/customer/customers/me';

test('a 401 from an API renews the token once and retries', async ({ page, request }) => {
  const account = await newAccount(request);
  await page.goto('/');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  // From here on the app makes no refresh of its own: it redeems the code, then loads the customer.
  const refreshes: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/session/refresh') refreshes.push(req.method());
  });
  const fault = await setFault(page, { path: CUSTOMER, method: 'GET', status: 401, times: 1 });
  try {
    await page.getByRole('button', { name: 'Sign in' }).click();
    // the greeting comes from the customer record, so the retried request succeeded
    await expect(page.getByText('Hello, Test')).toBeVisible();
    expect(await faultHits(request, fault.id)).toBe(1);
    expect(refreshes).toEqual(['POST']);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  } finally {
    await clearFault(request, fault.id);
  }
});

test('a 401 that persists after renewal signs nobody out but shows the error', async ({ page, request }) => {
  const account = await newAccount(request);
  await signIn(page, account.email, { password: account.password });
  const fault = await setFault(page, { path: CUSTOMER, method: 'GET', status: 401 });
  try {
    await page.reload();
    await expect(page.getByText('An error occurred loading your settings')).toBeVisible();
    // one request, one renewal, one retry: no loop
    expect(await faultHits(request, fault.id)).toBe(2);
  } finally {
    await clearFault(request, fault.id);
  }
});

for (const [name, fault] of [
  ['a 500', { status: 500 }],
  ['a malformed body', { malformed: 'schema' as const }],
  ['invalid JSON', { malformed: 'json' as const }],
] as const) {
  test(`${name} shows a clear message and leaves the session intact`, async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password });
    const rule = await setFault(page, { path: CUSTOMER, method: 'GET', ...fault });
    const reports = reportsSentBy(page);
    try {
      await page.reload();
      await expect(page.getByText('An error occurred loading your settings')).toBeVisible();
      await expect(page.getByRole('navigation', { name: /account/i })).toBeVisible();
      // the failed load is logged and reported to the error reporter
      await expect
        .poll(() => reports.map((r) => `${r.message} ${r.detail ?? ''}`).join('\n'))
        .toMatch(fault.status ? /customers\/me.*500|500.*customers\/me/ : /Failed to parse response!/);
    } finally {
      await clearFault(request, rule.id);
    }
    await page.getByRole('button', { name: /try again/i }).click();
    await expect(page.getByText('Hello, Test')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });
}

test('a customer the service does not know is signed out as a deleted account', async ({ page, request }) => {
  const account = await newAccount(request, { customer: false });
  await signIn(page, account.email, { password: account.password }).catch(() => undefined);
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been successfully deleted');
});
