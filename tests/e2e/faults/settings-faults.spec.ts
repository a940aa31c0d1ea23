import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { newAccount, signIn } from '../support';
import { failing, KINDS } from './failing';

// Every settings call the app makes (the address book's aside), failing with a 500, a timeout and
// a malformed body (./failing.ts): the page shows its message, Try again recovers, and nothing the
// customer typed or chose is lost. The customer service's paths are the same for every account
// (`me`); the rules are scoped to this test's own browser context (support.ts setFault).

const ME = '/api/customer/customers/me';

async function signedIn(page: Page, request: APIRequestContext, start: string, business = false) {
  const account = await newAccount(request, business ? { accountType: 'business' } : {});
  await page.clock.install();
  await signIn(page, account.email, { password: account.password, start });
}

const tryAgain = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByRole('alert').getByRole('button', { name: 'Try again' });

test('settings page: the customer record (GET /customers/me) and the newsletter (PATCH /customers/me) failing', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/settings');
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details).toContainText('Test Customer');
  const newsletter = page.getByRole('checkbox', { name: 'Send me the newsletter' });
  const newsletterRegion = page.getByRole('region', { name: 'Newsletter' });
  for (const [index, kind] of KINDS.entries()) {
    await test.step(`${kind}: the customer record`, async () => {
      await failing(page, request, kind, [{ path: ME, method: 'GET' }], () => page.reload());
      // a timeout jumps the page's clock past every call then in flight (the payment methods' too):
      // the record's own message is the one under test
      const recordFailed = page.getByRole('alert').filter({ hasText: /^An error occurred loading your settings/ });
      await expect(recordFailed).toBeVisible();
      await expect(details).toHaveCount(0);
      await recordFailed.getByRole('button', { name: 'Try again' }).click();
      await expect(details).toContainText('Test Customer');
    });
    await test.step(`${kind}: the newsletter choice`, async () => {
      const wanted = index % 2 === 0;
      await failing(page, request, kind, [{ path: ME, method: 'PATCH' }], () => newsletter.setChecked(wanted));
      await expect(newsletterRegion.getByRole('alert')).toContainText('Your newsletter choice could not be saved.');
      await expect(newsletter).toBeChecked({ checked: wanted });
      await tryAgain(newsletterRegion).click();
      await expect(newsletterRegion.getByRole('alert')).toHaveCount(0);
      await page.reload();
      await expect(newsletter).toBeChecked({ checked: wanted });
    });
  }
});

test('personal details: PATCH /customers/me failing keeps what was typed, and Try again saves it', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/settings/personal-details');
  const form = page.getByRole('form', { name: 'Personal details' });
  const lastName = form.getByRole('textbox', { name: 'Last name' });
  for (const [index, kind] of KINDS.entries()) {
    const typed = ['Visser', 'Smit', 'Meijer'][index] ?? 'Visser';
    await lastName.fill(typed);
    await failing(page, request, kind, [{ path: ME, method: 'PATCH' }], () => form.getByRole('button', { name: 'Save' }).click());
    await expect(form.getByRole('alert')).toHaveText('Your changes could not be saved. Please try again.');
    await expect(lastName).toHaveValue(typed);
    await form.getByRole('button', { name: 'Try again' }).click();
    await expect(form.getByRole('status')).toHaveText('Your personal details have been saved.');
  }
  await page.reload();
  await expect(lastName).toHaveValue('Meijer');
});

test('payment method: GET …/payment-methods and PUT …/preferred failing', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/settings/payment-method');
  // the page's own first load of the methods is over before a fault is set: it would meet the fault
  // first, and the reload's last retry would then get through
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeVisible();
  const choices = ['paypal', 'klarna', 'card'] as const;
  const names = { paypal: 'PayPal', klarna: 'Klarna', card: /^Credit or debit card/ } as const;
  for (const [index, kind] of KINDS.entries()) {
    await test.step(`${kind}: the methods`, async () => {
      await failing(page, request, kind, [{ path: `${ME}/payment-methods`, method: 'GET' }], () => page.reload());
      const methodsFailed = page.getByRole('alert').filter({ hasText: 'Your payment methods could not be loaded.' });
      await expect(methodsFailed).toBeVisible();
      await methodsFailed.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeVisible();
    });
    await test.step(`${kind}: the preferred method`, async () => {
      const choice = choices[index] ?? 'paypal';
      await page.getByRole('radio', { name: names[choice] }).check();
      await failing(page, request, kind, [{ path: `${ME}/payment-methods/preferred`, method: 'PUT' }], () =>
        page.getByRole('button', { name: 'Save' }).click(),
      );
      await expect(page.getByRole('alert')).toHaveText('Your changes could not be saved. Please try again.');
      await expect(page.getByRole('radio', { name: names[choice] })).toBeChecked();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('status')).toHaveText('Your preferred payment method has been saved.');
      await page.reload();
      await expect(page.getByRole('radio', { name: names[choice] })).toBeChecked();
    });
  }
});

test('FTP instructions: PUT /customers/me, GET and POST …/callback-deliveries failing', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/integration', true);
  const form = page.getByRole('form', { name: 'Callback settings' });
  const url = form.getByRole('textbox', { name: /^Callback URL/ });
  const tests = page.getByRole('region', { name: 'Test callbacks' });
  await expect(tests.getByText('No test callbacks sent yet.')).toBeVisible();
  for (const [index, kind] of KINDS.entries()) {
    await test.step(`${kind}: the callback settings`, async () => {
      const typed = `https://hooks.example.com/orders/${index}`;
      await url.fill(typed);
      await failing(page, request, kind, [{ path: ME, method: 'PUT' }], () => form.getByRole('button', { name: 'Save' }).click());
      await expect(form.getByRole('alert')).toHaveText('Your changes could not be saved. Please try again.');
      await expect(url).toHaveValue(typed);
      await form.getByRole('button', { name: 'Try again' }).click();
      await expect(form.getByRole('status')).toHaveText('Your callback settings have been saved.');
    });
    await test.step(`${kind}: the secret and deliveries`, async () => {
      await failing(page, request, kind, [{ path: `${ME}/callback-deliveries`, method: 'GET' }], () => page.reload());
      await expect(tests.getByRole('alert')).toContainText('Your signing secret and test callbacks could not be loaded.');
      await tryAgain(tests).click();
      await expect(tests.getByText(/^whsec_/)).toBeVisible();
    });
    await test.step(`${kind}: sending a test callback`, async () => {
      await failing(page, request, kind, [{ path: `${ME}/callback-deliveries`, method: 'POST' }], () =>
        tests.getByRole('button', { name: 'Send a test callback' }).click(),
      );
      await expect(tests.getByRole('alert')).toContainText('The test callback could not be sent. Please try again.');
      await tryAgain(tests).click();
      // hooks.example.com is not reachable from here: the delivery is listed with its error
      await expect(tests.getByRole('status')).toHaveText(/^Test callback not delivered: /);
    });
  }
});
