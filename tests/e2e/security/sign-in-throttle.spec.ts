import { expect, test } from '../fixtures';
import { newAccount } from '../support';

// Sign-in throttling with the sandbox's production-like defaults (README "Sandbox hardening"):
// from the fifth wrong password on, the next attempt must wait (1 s first), and the page says so.
test('after repeated wrong passwords the sign-in page says when to try again, and the right password works after the wait', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await page.goto('/orders');
  const email = page.getByLabel('E-mail address');
  const password = page.getByLabel('Password');
  const submit = page.getByRole('button', { name: 'Sign in' });
  for (let i = 0; i < 5; i += 1) {
    await email.fill(account.email);
    await password.fill(`wrong-${i}`);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && /\/oidc-login\//.test(response.url()));
    await submit.click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail address or password');
  }

  // Too early: refused without checking, even with the right password.
  await password.fill(account.password);
  const early = page.waitForResponse((response) => response.request().method() === 'POST' && /\/oidc-login\//.test(response.url()));
  await submit.click();
  const refused = await early;
  expect(refused.status()).toBe(429);
  expect(Number(await refused.headerValue('retry-after'))).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. Try again in 1 second\.$/);
  await expect(email).toHaveValue(account.email);

  // After the wait, the right password signs in and lands on the page first asked for.
  await page.waitForTimeout(1_100);
  await password.fill(account.password);
  await submit.click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
});
