import { expect, test, type APIRequestContext, type Locator, type Page } from '../fixtures';
import { newAccount, signIn } from '../support';
import { failing, KINDS, type Kind } from './failing';

// Every widgets call the app makes, failing with a 500, a timeout and a malformed body (S0 §7, §8):
// the page shows its message, Try again recovers, and nothing typed is lost. Each test has a fresh
// account with the demo widget set (./failing.ts says how the rules apply). A call whose success
// has no body (DELETE, 204) has nothing to malform: with a malformed-body rule it simply succeeds.

const W = '/api/widgets/v1';

/** A fresh account with online products, signed in on the list, on a page whose clock the test may move on. */
async function signedIn(page: Page, request: APIRequestContext) {
  const account = await newAccount(request, { orders: 'demo', widgets: 'demo' });
  await page.clock.install();
  await signIn(page, account.email, { password: account.password, start: '/online-products' });
  await expect(products(page)).toHaveCount(4);
}

const products = (page: Page) => page.getByRole('region', { name: 'Your online products' }).getByRole('article');
const tryAgain = (scope: Page | Locator) => scope.getByRole('alert').getByRole('button', { name: 'Try again' });
/** A load that timed out says 'Request failure' where the page passes the error model's text on (DECISIONS 27). */
const loadMessage = (kind: Kind, text: string) => (kind === 'timeout' ? 'Request failure' : text);

/** Opens the newest online product's page; answers its product code and order code. */
async function openFirst(page: Page) {
  await page.goto('/online-products');
  await products(page)
    .first()
    .getByRole('link', { name: /^Share or manage/ })
    .click();
  await expect(page.getByRole('region', { name: 'Share by e-mail' })).toBeVisible();
  const productCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const orderCode =
    (
      await page
        .getByRole('link', { name: /^Order / })
        .first()
        .textContent()
    )?.replace(/^Order /, '') ?? '';
  return { productCode, orderCode };
}

test('the list (orders’ codes, then GET /v1/widget/all) failing', async ({ page, request }) => {
  await signedIn(page, request);
  const list = page.getByRole('region', { name: 'Your online products' });
  for (const kind of KINDS) {
    await failing(page, request, kind, [{ path: `${W}/widget/all`, method: 'GET' }], () => page.reload());
    await expect(list.getByRole('alert')).toContainText(loadMessage(kind, 'Your online products could not be loaded.'));
    await tryAgain(list).click();
    await expect(products(page)).toHaveCount(4);
  }
});

test('a product’s page (GET /v1/widget/:productCode, GET /v1/blockedorders/:id) failing', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request);
  const { productCode, orderCode } = await openFirst(page);
  for (const kind of KINDS) {
    for (const path of [`${W}/widget/${productCode}`, `${W}/blockedorders/${orderCode}`]) {
      await failing(page, request, kind, [{ path, method: 'GET' }], () => page.reload());
      await expect(page.getByRole('alert')).toContainText('This product could not be loaded.');
      await tryAgain(page).click();
      await expect(page.getByRole('region', { name: 'Share by e-mail' })).toBeVisible();
    }
  }
});

test('the share (PUT /v1/widget/:id/share) failing keeps what was typed, and Try again shares', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request);
  await openFirst(page);
  const share = page.getByRole('region', { name: 'Share by e-mail' });
  for (const [index, kind] of KINDS.entries()) {
    const to = `friend${index}.${Date.now()}@example.com`;
    await share.getByLabel('Recipient’s e-mail address').fill(to);
    await share.getByLabel('Personal message (optional)').fill(`Message ${kind}`);
    await failing(page, request, kind, [{ path: `${W}/widget/*`, method: 'PUT' }], () =>
      share.getByRole('button', { name: 'Share' }).click(),
    );
    await expect(share.getByRole('alert')).toHaveText('Your product could not be shared. Please try again.');
    await expect(share.getByLabel('Recipient’s e-mail address')).toHaveValue(to);
    await expect(share.getByLabel('Personal message (optional)')).toHaveValue(`Message ${kind}`);
    await share.getByRole('button', { name: 'Try again' }).click();
    await expect(share.getByRole('status')).toHaveText(`Your product was shared with ${to}.`);
    await share.getByRole('button', { name: 'Share with someone else' }).click();
  }
});

test('the gallery entry: read, create, update and delete failing, each kept and tried again', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request);
  const { productCode } = await openFirst(page);
  const gallery = page.getByRole('region', { name: 'Gallery' });
  const title = gallery.getByLabel('Title');
  for (const kind of KINDS) {
    await test.step(`${kind}: create`, async () => {
      await gallery.getByLabel('Category').selectOption({ label: 'Travel' });
      await title.fill(`Created ${kind}`);
      await failing(page, request, kind, [{ path: `${W}/galleryentries/`, method: 'POST' }], () =>
        gallery.getByRole('button', { name: 'Publish' }).click(),
      );
      await expect(gallery.getByRole('alert')).toHaveText('The product could not be published.');
      await expect(title).toHaveValue(`Created ${kind}`);
      await gallery.getByRole('button', { name: 'Publish' }).click();
      await expect(gallery.getByRole('status')).toHaveText('The product is now in the gallery.');
    });
    await test.step(`${kind}: update`, async () => {
      await title.fill(`Updated ${kind}`);
      await failing(page, request, kind, [{ path: `${W}/galleryentries/*`, method: 'PUT' }], () =>
        gallery.getByRole('button', { name: 'Save changes' }).click(),
      );
      await expect(gallery.getByRole('alert')).toHaveText('The gallery entry could not be changed.');
      await expect(title).toHaveValue(`Updated ${kind}`);
      await gallery.getByRole('button', { name: 'Save changes' }).click();
      await expect(gallery.getByRole('status')).toHaveText('The gallery entry was changed.');
    });
    await test.step(`${kind}: read, while published (the entry, then the categories)`, async () => {
      for (const path of [`${W}/galleryentries/*`, `${W}/categories`]) {
        await failing(page, request, kind, [{ path, method: 'GET' }], () => page.reload());
        await expect(gallery.getByRole('alert')).toContainText('The gallery entry could not be loaded.');
        await tryAgain(gallery).click();
        await expect(title).toHaveValue(`Updated ${kind}`);
      }
    });
    await test.step(`${kind}: delete`, async () => {
      await failing(page, request, kind, [{ path: `${W}/galleryentries/*`, method: 'DELETE' }], () =>
        gallery.getByRole('button', { name: 'Take out of the gallery' }).click(),
      );
      if (kind !== 'malformed') {
        await expect(gallery.getByRole('alert')).toHaveText('The product could not be taken out of the gallery.');
        await expect(title).toHaveValue(`Updated ${kind}`);
        await gallery.getByRole('button', { name: 'Take out of the gallery' }).click();
      }
      await expect(gallery.getByRole('status')).toHaveText('The product was taken out of the gallery.');
    });
  }
  await page.goto(`/online-products/${productCode}`);
  await expect(gallery.getByText('Publish this product in our public gallery.')).toBeVisible();
});

test('taking offline (DELETE /v1/widget/:productCode) and putting online (POST) failing, then tried again', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request);
  const { productCode } = await openFirst(page);
  const dialog = page.getByRole('dialog', { name: 'Take this product offline?' });
  for (const kind of KINDS) {
    await page.goto(`/online-products/${productCode}`);
    await page.getByRole('button', { name: 'Take offline' }).click();
    await failing(page, request, kind, [{ path: `${W}/widget/${productCode}`, method: 'DELETE' }], () =>
      dialog.getByRole('button', { name: 'Take offline' }).click(),
    );
    if (kind !== 'malformed') {
      await expect(dialog.getByRole('alert')).toHaveText('The product could not be taken offline. Please try again.');
      await dialog.getByRole('button', { name: 'Take offline' }).click();
    }
    await expect(page).toHaveURL(/\/online-products$/);
    await expect(products(page)).toHaveCount(3);

    await page.goto(`/online-products/${productCode}`);
    await expect(page.getByText('This product is not online.')).toBeVisible();
    await failing(page, request, kind, [{ path: `${W}/widget/${productCode}`, method: 'POST' }], () =>
      page.getByRole('button', { name: 'Put it online' }).click(),
    );
    await expect(page.getByRole('alert')).toHaveText('The product could not be put online.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Share by e-mail' })).toBeVisible();
  }
});
