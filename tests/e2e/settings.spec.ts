// The settings area end to end against the real sandbox (no stubs), apart from the address book:
// personal details, newsletter and payment method changed and still so after a reload, with a name
// holding markup shown as text; a Default business completing its company details; the FTP
// callback (ftp: and javascript: refused on the field, an https one saved), a signed test callback
// arriving at the sandbox's receiver with a valid signature and a failing one listed with its
// error. Axe on every settings screen: a11y.spec.ts. Each test has a fresh account of its own.
import { expect, test, type Page } from './fixtures';
import { newAccount, signIn } from './support';

const XSS = '<img src=x onerror=alert(1)>';

/** Fails the test when the page ever runs script from text the customer typed. */
function refuseDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

test('personal details, newsletter and payment method are saved and still so after a reload', async ({ page, request }) => {
  const account = await newAccount(request);
  refuseDialogs(page);
  await signIn(page, account.email, { password: account.password, start: '/settings/personal-details' });
  const form = page.getByRole('form', { name: 'Personal details' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Marieke');
  await form.getByRole('textbox', { name: 'Last name' }).fill(XSS);
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('+31 20 555 0142');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your personal details have been saved.');
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue(XSS);
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Marieke');

  await page.getByRole('link', { name: 'Back to settings' }).click();
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details).toContainText(`Marieke ${XSS}`);
  await expect(details).toContainText('+31 20 555 0142');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  const newsletter = page.getByRole('checkbox', { name: 'Send me the newsletter' });
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await expect(page.getByRole('region', { name: 'Newsletter' }).getByText('Saving…')).toHaveCount(0);
  await page.reload();
  await expect(newsletter).toBeChecked();

  const payment = page.getByRole('region', { name: 'Payment method' });
  await expect(payment).toContainText('iDEAL');
  await expect(payment).toContainText(/Visa ending in 4242, expires 08\/\d{4}/);
  await payment.getByRole('link', { name: 'Change payment method' }).click();
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
  // the Dutch channel's methods (schemas/paymentMethods.ts): no Bancontact
  await expect(page.getByRole('radio')).toHaveCount(4);
  await page.getByRole('radio', { name: 'Klarna' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Your preferred payment method has been saved.');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Klarna' })).toBeChecked();
});

test('a Default business completes its company details from the banner and becomes pending validation', async ({ page, request }) => {
  const account = await newAccount(request, { accountType: 'business', b2bStatus: 'Default' });
  await signIn(page, account.email, { password: account.password, start: '/' });
  await page.getByRole('link', { name: 'Go to company settings' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  const company = page.getByRole('region', { name: 'Company details' });
  await expect(company).toContainText('Details missing');
  await company.getByRole('link', { name: 'Complete company details' }).click();
  const form = page.getByRole('form', { name: 'Personal details' });
  await form.getByRole('textbox', { name: 'Company name' }).fill('Studio Noorderlicht B.V.');
  await form.getByRole('textbox', { name: 'VAT number' }).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: 'VAT number' })).toHaveAccessibleDescription('This field is required');
  await form.getByRole('textbox', { name: 'VAT number' }).fill('NL123456789B01');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your personal details have been saved.');
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(company).toContainText('Studio Noorderlicht B.V.');
  await expect(company).toContainText('Pending account validation');
  await expect(page.getByRole('status').filter({ hasText: 'Pending account validation' }).first()).toBeVisible();
});

test('FTP callback: ftp:, javascript: and a loopback address refused, https saved; a signed test callback arrives and a failing one is listed', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { accountType: 'business' });
  await signIn(page, account.email, { password: account.password, start: '/integration' });
  const form = page.getByRole('form', { name: 'Callback settings' });
  const url = form.getByRole('textbox', { name: /^Callback URL/ });
  for (const refused of ['ftp://files.example.com/in', 'javascript:alert(1)']) {
    await url.fill(refused);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(url).toHaveAccessibleDescription(/Enter a link that starts with https:\/\/ or http:\/\//);
  }
  await url.fill('https://hooks.example.com/orders');
  await form.getByRole('radio', { name: 'XML' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your callback settings have been saved.');
  await page.reload();
  await expect(url).toHaveValue('https://hooks.example.com/orders');
  await expect(form.getByRole('radio', { name: 'XML' })).toBeChecked();

  // the sandbox's own receiver, as the page suggests it
  const test = page.getByRole('region', { name: 'Test callbacks' });
  await test.getByRole('button', { name: 'Use the test receiver' }).click();
  await expect(url).toHaveValue(/\/__sandbox\/callback-receiver\/[0-9a-f]{8}$/);
  const receiverUrl = await url.inputValue();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your callback settings have been saved.');
  await test.getByRole('button', { name: 'Send a test callback' }).click();
  await expect(test.getByRole('status')).toHaveText('Test callback delivered: HTTP 204.');
  const deliveries = test.getByRole('list', { name: 'Last test callbacks' }).getByRole('listitem');
  await expect(deliveries.first()).toContainText('Delivered (HTTP 204)');
  await expect(deliveries.first()).toContainText(receiverUrl);

  const receiver = await page.context().newPage();
  await receiver.goto('/__sandbox/callback-receiver');
  const arrived = receiver
    .getByRole('article')
    .filter({ hasText: receiverUrl.split('/').at(-1) ?? '' })
    .first();
  await expect(arrived).toContainText('Signature valid');
  await expect(arrived).toContainText('<accountId>');
  await expect(arrived).toContainText(/x-callback-signature: sha256=[0-9a-f]{64}/);
  await receiver.close();

  // a loopback address other than the own receiver is refused when saved (no request forgery)
  await url.fill('http://127.0.0.1:65535/hook');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('The details could not be saved: please check them and try again.');
  await expect(url).toHaveAccessibleDescription(
    /We cannot send callbacks to this address\. Use the public internet address of your server \(not localhost, a private network or a reserved address\)\./,
  );
  await expect(url).toHaveValue('http://127.0.0.1:65535/hook');

  // the receiver refuses a name with a dot (400): the delivery is listed as not delivered, with that status
  await url.fill(receiverUrl.replace(/[0-9a-f]{8}$/, 'not.valid'));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your callback settings have been saved.');
  await test.getByRole('button', { name: 'Send a test callback' }).click();
  await expect(test.getByRole('status')).toHaveText('Test callback not delivered: HTTP 400.');
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.first()).toContainText('HTTP 400');
  await page.reload();
  await expect(deliveries).toHaveCount(2);
});
