import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { isAddressChangeable, type SuperOrder } from '../../../schemas/orders';
import { getAsPage, newAccount, ordersOf, signIn } from '../support';
import { failing, KINDS } from './failing';

// Every orders call the app makes, failing with a 500, a timeout and a malformed body (S0 §7, §8):
// the page shows its message and Try again recovers. Each rule is for this test's own browser
// context (support.ts setFault); how a rule fails and for how long: ./failing.ts.

const O = '/api/orders';

/** A fresh account with the demo orders, signed in on a page whose clock the test may move on. */
async function signedIn(page: Page, request: APIRequestContext, start = '/') {
  const account = await newAccount(request, { orders: 'demo' });
  await page.clock.install();
  await signIn(page, account.email, { password: account.password, start });
  return ordersOf(page);
}

const tryAgain = (page: Page) => page.getByRole('alert').getByRole('button', { name: 'Try again' });
const cutoffBanner = (page: Page) => page.getByRole('status').filter({ hasText: /^Order before/ });

test('orders page: the list (GET /v2/superorders/me) and the cutoff (GET /v1/ArticleGroup, /v1/Campaign/:name) failing', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/orders');
  await expect(cutoffBanner(page)).toBeVisible();
  for (const kind of KINDS) {
    await test.step(`${kind}: the list and the article groups`, async () => {
      await failing(
        page,
        request,
        kind,
        [
          { path: `${O}/v2/superorders/me`, method: 'GET' },
          { path: `${O}/v1/ArticleGroup`, method: 'GET' },
        ],
        () => page.reload(),
      );
      await expect(page.getByRole('alert')).toContainText('An error occurred loading your orders.');
      // Decision: a cutoff that cannot be read shows no banner (a hint, not the page) and is not retried with the list
      await expect(cutoffBanner(page)).toHaveCount(0);
      await tryAgain(page).click();
      await expect(page.getByRole('tab', { name: /^In progress \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    });
    await test.step(`${kind}: a campaign`, async () => {
      // the campaign of the banner (the seed's other campaign has ended): a prefix rule would share its
      // three failures between both campaigns' requests and their retries, as they happen to arrive
      await failing(page, request, kind, [{ path: `${O}/v1/Campaign/christmas-delivery`, method: 'GET' }], () => page.reload());
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await expect(cutoffBanner(page)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
  await page.reload();
  await expect(cutoffBanner(page)).toBeVisible();
});

test('home: the latest orders (GET /orders/byAccount/:accountId) failing', async ({ page, request }) => {
  const orders = await signedIn(page, request, '/');
  const latest = page.getByRole('region', { name: 'Your latest orders' });
  const newest = latest.getByRole('link', { name: `Order ${orders[0]?.superOrderCode}` });
  // the page's own first load is over before a fault is set (it would meet the fault first)
  await expect(newest).toBeVisible();
  for (const kind of KINDS) {
    await failing(page, request, kind, [{ path: `${O}/orders/byAccount/*`, method: 'GET' }], () => page.reload());
    await expect(latest.getByRole('alert')).toHaveText(/An error occurred loading your latest orders\./);
    await latest.getByRole('button', { name: 'Try again' }).click();
    await expect(newest).toBeVisible();
  }
});

/** The demo order with a voucher that is found: its detail page asks for vouchers and delivery dates. */
async function voucherOrder(page: Page, orders: SuperOrder[]) {
  for (const order of orders.slice(0, 30)) {
    for (const line of order.orders) {
      if (!line.voucher) continue;
      const [answer] = await getAsPage(page, [`${O}/api/v1/campaigns/offers/${line.voucher.voucherOptionCode}`]);
      if (answer?.status === 200) return { order, voucher: line.voucher.voucherOptionCode, articleName: line.articleName };
    }
  }
  throw new Error('the demo set should have a recent order with a voucher that is found');
}

test('order detail: the order, its vouchers, its delivery dates and its reorder status failing', async ({ page, request }) => {
  test.setTimeout(60_000);
  const orders = await signedIn(page, request, '/orders');
  const { order, voucher, articleName } = await voucherOrder(page, orders);
  const code = order.superOrderCode;
  const detail = `/orders/${code}`;
  await page.goto(detail);
  const summary = page.getByRole('region', { name: `Order ${code}` });
  const voucherText = page.getByRole('article', { name: articleName, exact: true }).getByRole('region', { name: 'Voucher' });
  await expect(voucherText).not.toHaveText('Loading voucher details…');
  const extrasError = 'The voucher details and delivery dates of this order could not be loaded.';
  for (const kind of KINDS) {
    await test.step(`${kind}: the order`, async () => {
      await failing(page, request, kind, [{ path: `${O}/v1/superorders/${code}`, method: 'GET' }], () => page.reload());
      await expect(page.getByRole('alert')).toContainText('An error occurred loading this order, please contact us to report this issue.');
      await tryAgain(page).click();
      await expect(summary).toBeVisible();
      // the order's extras answered before the next step's faults: a late request of this page
      // would take one of their failures
      await expect(voucherText).toContainText(`(${voucher})`);
      await expect(page.getByRole('button', { name: 'Reorder' })).toBeEnabled();
    });
    await test.step(`${kind}: a voucher and the reorder status`, async () => {
      await failing(
        page,
        request,
        kind,
        [
          { path: `${O}/api/v1/campaigns/offers/${voucher}`, method: 'GET' },
          { path: `${O}/reorder/status/${code}`, method: 'GET' },
        ],
        () => page.reload(),
      );
      await expect(summary).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(extrasError);
      // Decision (machines/orders/reorder.machine.ts): a status check that failed leaves Reorder
      // disabled, as for an order that cannot be re-ordered; opening the order again asks again
      await expect(page.getByRole('button', { name: 'Reorder' })).toBeDisabled();
      await tryAgain(page).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(voucherText).toContainText(`(${voucher})`);
      await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('Expected delivery');
    });
    await test.step(`${kind}: the delivery dates`, async () => {
      await failing(page, request, kind, [{ path: `${O}/OrderDeliveryDates/${code}`, method: 'GET' }], () => page.reload());
      await expect(page.getByRole('alert')).toContainText(extrasError);
      await tryAgain(page).click();
      await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('Expected delivery');
      await expect(page.getByRole('button', { name: 'Reorder' })).toBeEnabled();
    });
  }
});

test('reorder: POST /reorder failing shows the error, and Reorder again lands on the storefront', async ({ page, request }) => {
  test.setTimeout(60_000);
  const orders = await signedIn(page, request, '/orders');
  const candidates = orders.slice(0, 20).map((order) => order.superOrderCode);
  const statuses = await getAsPage(
    page,
    candidates.map((code) => `${O}/reorder/status/${code}`),
  );
  const code = candidates.find((_, index) => Reflect.get(Object(statuses[index]?.body), 'isReorderPossible') === true);
  if (!code) throw new Error('the demo set should have an order that can be re-ordered');
  for (const kind of KINDS) {
    await page.goto(`/orders/${code}`);
    const reorder = page.getByRole('button', { name: 'Reorder' });
    await expect(reorder).toBeEnabled();
    await failing(page, request, kind, [{ path: `${O}/reorder`, method: 'POST' }], () => reorder.click());
    await expect(page.getByRole('alert')).toHaveText('This order could not be reordered. Please try again.');
    await reorder.click();
    await expect(page.getByTestId('reorder-code')).toHaveText(code);
  }
});

test('delivery address: PUT …/deliveryAddress failing keeps the typed address in the form, and saving again changes it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const orders = await signedIn(page, request, '/orders');
  const order = orders.find((candidate) => candidate.deliveryType === 'Home' && isAddressChangeable(candidate.status));
  if (!order) throw new Error('the demo set should have an order whose address can change');
  await page.goto(`/orders/${order.superOrderCode}`);
  const form = page.getByRole('form', { name: 'Change delivery address' });
  const street = form.getByLabel('Street', { exact: true });
  const address = page.getByRole('region', { name: 'Delivery', exact: true }).locator('address');
  const changed = page.getByRole('status').filter({ hasText: 'Your delivery address has been changed.' });
  for (const [index, kind] of KINDS.entries()) {
    const typed = ['Oudegracht', 'Neude', 'Lange Viestraat'][index] ?? 'Oudegracht';
    await page.getByRole('button', { name: 'Change delivery address' }).click();
    await street.fill(typed);
    await failing(page, request, kind, [{ path: `${O}/v1/superorders/${order.superOrderCode}/deliveryAddress`, method: 'PUT' }], () =>
      form.getByRole('button', { name: 'Save address' }).click(),
    );
    if (kind === 'malformed') {
      // Decision (machines/orders/deliveryAddressChange.machine.ts): an answer that cannot be read
      // is no answer; the order is read back, holds the address sent, so the change is confirmed
      await expect(changed).toBeVisible();
    } else {
      await expect(form.getByRole('alert')).toHaveText('Your delivery address could not be changed. Please try again.');
      await expect(street).toHaveValue(typed);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(changed).toBeVisible();
    }
    await expect(address).toContainText(`${typed} `);
  }
  await page.reload();
  await expect(address).toContainText('Lange Viestraat ');
});
