// Online products (widgets) end to end against the real sandbox (no stubs), each test with a fresh
// account of its own holding the demo order set and the demo widget set (four online products,
// newest first; the oldest one's order on hold for review). What a customer sees: the list, a share
// arriving in the sandbox mailbox with the decoded recipient, the account's name and the message
// (typed markup stays text on the page and in the mailbox), the gallery entry kept across reloads,
// a product taken offline, the held order, and consumers only.
import { expect, test, type Page } from './fixtures';
import { Mailbox } from '../../schemas/sandbox';
import { expectNoSeriousAxeViolations, newAccount, signIn } from './support';
import { consentCookies } from './consentState';

const XSS = '<img src=x onerror=alert(1)>';

/** Signs a fresh account with online products in, on the list. */
async function withWidgets(page: Page, request: Parameters<typeof newAccount>[0]) {
  const account = await newAccount(request, { orders: 'demo', widgets: 'demo' });
  // a dialog would mean typed markup ran as code
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await signIn(page, account.email, { start: '/online-products', password: account.password });
  return account;
}

const products = (page: Page) => page.getByRole('region', { name: 'Your online products' }).getByRole('article');

test('the list shows each online product with its picture, name and order; axe-clean at three widths', async ({ page, request }) => {
  // a sign-in, the arranged widgets and three axe sweeps: a slow test when both cores are busy
  test.slow();
  await withWidgets(page, request);
  await expect(products(page)).toHaveCount(4);
  const first = products(page).first();
  await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(first.getByRole('link', { name: /^Order / })).toBeVisible();
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `online products at ${width}px`);
  }
});

test('an online product’s page offers share, gallery and take offline; axe-clean at three widths', async ({ page, request }) => {
  await withWidgets(page, request);
  await products(page)
    .first()
    .getByRole('link', { name: /^Share or manage/ })
    .click();
  await expect(page).toHaveURL(/\/online-products\/[^/]+$/);
  await expect(page.getByRole('region', { name: 'Share by e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take offline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gallery' }).getByLabel('Category')).toBeVisible();
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `online product at ${width}px`);
  }
});

test('a share lands in the mailbox with the decoded recipient, in the account’s own name, with the message as text', async ({
  page,
  request,
}) => {
  await withWidgets(page, request);
  await products(page)
    .first()
    .getByRole('link', { name: /^Share or manage/ })
    .click();
  const share = page.getByRole('region', { name: 'Share by e-mail' });
  // the mail goes out in the account's own name (no name to type), the message is empty by default
  await expect(share.getByText('From: Test Customer')).toBeVisible();
  await expect(share.getByLabel('Your name')).toHaveCount(0);
  await expect(share.getByLabel('Personal message (optional)')).toHaveValue('');
  await share.getByLabel('Recipient’s e-mail address').fill('friend@');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByText('Enter a valid e-mail address')).toBeVisible();

  const to = `friend+${Date.now()}@example.com`;
  await share.getByLabel('Recipient’s e-mail address').fill(to);
  await share.getByLabel('Personal message (optional)').fill(`Look! ${XSS} at www.example.com`);
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByText('Links are not allowed in the message')).toBeVisible();
  await share.getByLabel('Personal message (optional)').fill(`Look! ${XSS}`);
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByRole('status')).toHaveText(`Your product was shared with ${to}.`);

  const { mails } = Mailbox.parse(await (await request.get('/__sandbox/mailbox.json')).json());
  const mail = mails.find((candidate) => candidate.to === to);
  expect(mail).toMatchObject({ kind: 'widgetShare', subject: 'Test Customer shared a product with you' });
  await page.goto('/__sandbox/mailbox');
  const article = page.getByRole('article').filter({ hasText: to });
  await expect(article.getByRole('heading')).toHaveText('Test Customer shared a product with you');
  await expect(article.getByText(`Look! ${XSS}`)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('a gallery entry is created, updated and deleted, and stays so after a reload', async ({ page, request }) => {
  await withWidgets(page, request);
  await products(page)
    .first()
    .getByRole('link', { name: /^Share or manage/ })
    .click();
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByText('Publish this product in our public gallery.')).toBeVisible();
  await gallery.getByRole('button', { name: 'Publish' }).click();
  await expect(gallery.getByText('Choose a category', { exact: true }).last()).toBeVisible();
  await expect(gallery.getByText('Enter a title')).toBeVisible();

  await gallery.getByLabel('Category').selectOption({ label: 'Travel' });
  await gallery.getByLabel('Title').fill(`Rome ${XSS}`);
  await gallery.getByLabel('Description (optional)').fill('Spring in Rome');
  await gallery.getByRole('button', { name: 'Publish' }).click();
  await expect(gallery.getByRole('status')).toHaveText('The product is now in the gallery.');

  await page.reload();
  await expect(gallery.getByText('This product is in the gallery.')).toBeVisible();
  await expect(gallery.getByLabel('Title')).toHaveValue(`Rome ${XSS}`);
  await expect(gallery.getByLabel('Category')).toHaveValue('travel');
  await gallery.getByLabel('Category').selectOption({ label: 'Family' });
  await gallery.getByLabel('Title').fill('Rome in spring');
  await gallery.getByRole('button', { name: 'Save changes' }).click();
  await expect(gallery.getByRole('status')).toHaveText('The gallery entry was changed.');

  await page.reload();
  await expect(gallery.getByLabel('Title')).toHaveValue('Rome in spring');
  await expect(gallery.getByLabel('Category')).toHaveValue('family');
  await gallery.getByRole('button', { name: 'Take out of the gallery' }).click();
  await expect(gallery.getByRole('status')).toHaveText('The product was taken out of the gallery.');

  await page.reload();
  await expect(gallery.getByText('Publish this product in our public gallery.')).toBeVisible();
  await expect(gallery.getByLabel('Title')).toHaveValue('');
});

test('an order on hold offers no share and no publishing; a product taken offline leaves the list', async ({ page, request }) => {
  await withWidgets(page, request);
  await products(page)
    .last()
    .getByRole('link', { name: /^Share or manage/ })
    .click();
  await expect(page.getByText('This order is on hold for review', { exact: false })).toBeVisible();
  await expect(page.getByText('Your order is being checked by our customer care team.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Share by e-mail' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Gallery' }).getByLabel('Title')).toHaveCount(0);

  // taken offline after confirming: back on the list, one product fewer, still so after a reload
  await page.getByRole('button', { name: 'Take offline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take this product offline?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Take offline' }).click();
  await dialog.getByRole('button', { name: 'Take offline' }).click();
  await expect(page).toHaveURL(/\/online-products$/);
  await expect(products(page)).toHaveCount(3);
  await page.reload();
  await expect(products(page)).toHaveCount(3);
});

test('a customer without online products sees the empty state; a business account cannot reach /online-products', async ({
  page,
  request,
}) => {
  const consumer = await newAccount(request, { orders: 'demo' });
  await signIn(page, consumer.email, { start: '/online-products', password: consumer.password });
  await expect(page.getByText('You have no online products yet.')).toBeVisible();

  const business = await newAccount(request, { accountType: 'business', orders: 'demo' });
  // signed out by dropping the session's cookies; the consent choice stays, as it would for a visitor
  await page.context().clearCookies();
  await page.context().addCookies(consentCookies('00'));
  await signIn(page, business.email, { start: '/online-products', password: business.password });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/online-products/anything');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Widgets' })).toHaveCount(0);
});
