// Account flows end to end against the real sandbox (no stubs): e-mail change, account deletion and
// the newsletter opt-in, through the mails the services put in the sandbox mailbox. Every test has
// its own fresh account.
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { Mailbox, type MailKind } from '../../schemas/sandbox';
import { expectNoSeriousAxeViolations, newAccount, signIn } from './support';

const CHANNEL = 'bonusprint-uk';
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest mail of `kind` to `to`, waiting for it to arrive. */
async function mailTo(request: APIRequestContext, to: string, kind: MailKind) {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const { mails } = Mailbox.parse(await (await request.get('/__sandbox/mailbox.json')).json());
      link = mails.find((mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.kind === kind)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  if (link === null) throw new Error(`no ${kind} mail to ${to}`);
  return link;
}

/** A sign-in attempt in a fresh browser context: fails with the provider's message. */
async function expectSignInRefused(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail address or password');
  await context.close();
}

/** On /settings/email: asks for the change to `email`. */
async function requestEmailChange(page: Page, email: string) {
  await page.getByLabel('New e-mail address').fill(email);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
}

/** On /settings: asks for the deletion and waits for the mail's notice. */
async function requestDeletion(page: Page) {
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete account' }).click();
  await section.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'We have sent you an e-mail with a link to confirm the deletion of your account. Please check your inbox.',
  );
}

async function expectChangeEmailError(page: Page) {
  await expect(page).toHaveURL(/\/change-email-error$/);
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
  await expect(page.getByText('Something went wrong with the email change. Could you please try again?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();
}

async function expectDeleteAccountError(page: Page) {
  await expect(page).toHaveURL(/\/delete-account-error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account couldn’t be deleted' })).toBeVisible();
  await expect(page.getByText('Something went wrong with the account deletion. Could you please try again?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();
}

async function expectSubscriptionError(page: Page) {
  await expect(page).toHaveURL(/\/subscription-confirmation-error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible();
  await expect(page.getByText('Something went wrong with the subscription. Could you please try again?')).toBeVisible();
}

test.describe('e-mail change', () => {
  test('through the mailed link: signed out, success page, the new address signs in and the old one no longer does', async ({
    page,
    request,
    browser,
  }) => {
    // two or more sign-ins and a mailed link: three times the default limit on a loaded 2-core machine
    test.slow();
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password, start: '/settings/email' });
    const newEmail = uniqueEmail('changed');
    await requestEmailChange(page, newEmail);
    await expect(page.getByRole('status')).toHaveText(
      `We have sent a confirmation link to ${newEmail}. Please check your inbox and click the link to confirm your new e-mail address.`,
    );

    await page.goto(await mailTo(request, newEmail, 'emailChange'));
    await expect(page).toHaveURL(/\/change-email-success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' })).toBeVisible();
    await expect(page.getByText('From now on, log in with your new e-mail address.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in with your new e-mail address' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to the storefront' })).toBeVisible();

    // signed out: the account pages ask for a sign-in again, which the new address passes
    await signIn(page, newEmail, { password: account.password, start: '/settings' });
    await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(newEmail);
    await expectSignInRefused(browser, account.email, account.password);
  });

  test('a used link ends on the error page', async ({ page, request }) => {
    // two or more sign-ins and a mailed link: three times the default limit on a loaded 2-core machine
    test.slow();
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password, start: '/settings/email' });
    const newEmail = uniqueEmail('used');
    await requestEmailChange(page, newEmail);
    const link = await mailTo(request, newEmail, 'emailChange');
    await page.goto(link);
    await expect(page).toHaveURL(/\/change-email-success$/);
    await signIn(page, newEmail, { password: account.password });
    await page.goto(link);
    await expectChangeEmailError(page);
  });

  test('an expired link ends on the error page', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password, start: '/settings/email' });
    const expiring = uniqueEmail('expired');
    await requestEmailChange(page, expiring);
    const expiredLink = await mailTo(request, expiring, 'emailChange');
    expect((await request.post('/__sandbox/tokens/expire', { data: { email: account.email } })).ok()).toBe(true);
    await page.goto(expiredLink);
    await expectChangeEmailError(page);
  });

  test('a confirmation link without its token goes straight to the error page', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password });
    // the confirmation page leaves at once for the error page (no account navigation to wait for)
    await page.goto('/change-email-confirmation');
    await expectChangeEmailError(page);
  });
});

test.describe('account deletion', () => {
  test('through the mailed link: signed out, account-deleted page, the account and its data are gone', async ({
    page,
    request,
    browser,
  }) => {
    // two or more sign-ins and a mailed link: three times the default limit on a loaded 2-core machine
    test.slow();
    const account = await newAccount(request);
    let bearer: string | null = null;
    page.on('request', (sent) => {
      const header = sent.headers().authorization;
      if (header?.startsWith('Bearer ') && sent.url().includes('/api/customer/')) bearer = header;
    });
    await signIn(page, account.email, { password: account.password, start: '/settings' });
    await expect.poll(() => bearer).not.toBeNull();
    await requestDeletion(page);

    await page.goto(await mailTo(request, account.email, 'deleteAccount'));
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been successfully deleted' })).toBeVisible();
    await expect(page.getByText('All your personal data, photos, projects and order history have been deleted.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'View our products' })).toBeVisible();

    const oldToken = bearer ?? '';
    const customer = await request.get('/api/customer/customers/me', { headers: { authorization: oldToken } });
    expect([401, 404]).toContain(customer.status());
    await expectSignInRefused(browser, account.email, account.password);
  });

  /** A fresh, signed-in account whose deletion was requested, and the mailed link. */
  async function deletionRequested(page: Page, request: APIRequestContext) {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password, start: '/settings' });
    await requestDeletion(page);
    return { account, link: await mailTo(request, account.email, 'deleteAccount') };
  }

  test('a tampered link ends on the error page, and a link without token too', async ({ page, request }) => {
    const { link } = await deletionRequested(page, request);
    const tampered = new URL(link);
    tampered.searchParams.set('confirmation-token', 'not-a-real-token');
    await page.goto(tampered.pathname + tampered.search);
    await expectDeleteAccountError(page);

    await page.goto('/delete-account-confirmation');
    await expectDeleteAccountError(page);
  });

  test('another account opening the link ends on the error page and deletes nothing', async ({ page, request, browser }) => {
    // two or more sign-ins and a mailed link: three times the default limit on a loaded 2-core machine
    test.slow();
    const { account, link } = await deletionRequested(page, request);
    // another account opening this account's link: refused (DECISIONS 4), nothing deleted
    const other = await newAccount(request);
    const context = await browser.newContext();
    const otherPage = await context.newPage();
    await signIn(otherPage, other.email, { password: other.password });
    await otherPage.goto(link);
    await expectDeleteAccountError(otherPage);
    await context.close();
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(account.email);
  });

  test('an expired link ends on the error page and the account stays', async ({ page, request }) => {
    const { account, link } = await deletionRequested(page, request);
    expect((await request.post('/__sandbox/tokens/expire', { data: { email: account.email } })).ok()).toBe(true);
    await page.goto(link);
    await expectDeleteAccountError(page);
    // the account is still there
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(account.email);
  });
});

test.describe('newsletter opt-in', () => {
  test('the mailed link subscribes without a sign-in and shows the success page', async ({ page, request }) => {
    const email = uniqueEmail('news');
    const subscribe = await request.post(`/api/mail/api/v1/Profiles/${encodeURIComponent(email)}/subscription`, {
      data: { channel: CHANNEL },
    });
    expect(subscribe.status()).toBe(202);
    await page.goto(await mailTo(request, email, 'doubleOptIn'));
    await expect(page).toHaveURL(/\/subscription-confirmation-success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible();
    await expect(page.getByText('Your e-mail address has been successfully subscribed!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to the storefront' })).toBeVisible();
  });

  test('a bad token and a link without e-mail end on the error page', async ({ page }) => {
    await page.goto('/subscription-confirmation?confirmation-token=not-a-real-token&email=someone%40example.com');
    await expectSubscriptionError(page);
    await page.goto('/subscription-confirmation?confirmation-token=not-a-real-token');
    await expectSubscriptionError(page);
  });
});

test.describe('the account-flow screens in their message states have no serious axe violations', () => {
  test('settings, the delete-account confirm step', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password, start: '/settings' });
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('button', { name: 'Yes, delete my account' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'settings, confirm step');
  });

  test('change e-mail, validation and address in use', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password, start: '/settings/email' });
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(page.getByText('Please enter your new e-mail address.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'change e-mail, validation');
    await requestEmailChange(page, 'demo@example.com');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'change e-mail, in use');
  });
});
