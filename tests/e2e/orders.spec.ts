// The orders area end to end against the real sandbox (no stubs): the orders page (tabs, split,
// statuses, pager), an order's detail (vouchers, delivery dates, product PDF, reorder), "Order not
// found", the home overview's latest orders, and axe on the detail and its address form. The
// delivery address change is walked by its model paths (model-based/deliveryAddressChange). What a test
// expects is read from the orders service with the page's own session (support.ts ordersOf), so
// the tests follow the seed rather than copy it. Read-only checks share one signed-in page of the
// demo account; anything that changes data has a fresh account of its own.
import { expect, test, type Browser, type Page } from './fixtures';
import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DeliveryDates, VoucherOffer, isAddressChangeable, shownStatusOf, type ShownStatus, type SuperOrder } from '../../schemas/orders';
import { DISPATCHED_PAYMENT_DAYS, ORDER_IN_PROGRESS_DAYS, ORDER_PAGER_SIBLINGS, ORDERS_PER_PAGE } from '../../schemas/tunables';
import { expectNoSeriousAxeViolationsAtEveryWidth, getAsPage, newAccount, ordersOf, signIn } from './support';

// Calendar days are counted in the customer's time zone (DECISIONS 10): the browser's, here UTC,
// the zone the test counts in too. The seed places dated events at 11:00 UTC.
test.use({ timezoneId: 'UTC' });

const DAY = 86_400_000;
const daysAgo = (iso: string) => Math.floor(Date.now() / DAY) - Math.floor(Date.parse(iso) / DAY);
const shown = (status: string): ShownStatus => shownStatusOf(status) ?? 'Ordered';
const LABELS: Record<ShownStatus, string> = {
  AwaitingPayment: 'Awaiting payment',
  Ordered: 'Ordered',
  InProduction: 'In production',
  Sent: 'Sent',
  Cancelled: 'Cancelled',
};
const day = (iso: string) => format(parseISO(iso), 'dd MMM yyyy', { locale: enGB });

type Tab = 'inProgress' | 'history';
const TAB_NAMES: Record<Tab, RegExp> = { inProgress: /^In progress \((\d+)\)$/, history: /^History \((\d+)\)$/ };

/** One order as the orders page shows it. */
interface ListedOrder {
  code: string;
  label: string;
  /** the badge's computed text, background and border colours */
  colours: { text: string; background: string; border: string };
}

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of orders' });

/** The number in a tab's name, "History (96)". */
async function tabCount(page: Page, tab: Tab): Promise<number> {
  const name = (await page.getByRole('tab', { name: TAB_NAMES[tab] }).textContent()) ?? '';
  return Number(TAB_NAMES[tab].exec(name.trim())?.[1] ?? Number.NaN);
}

/** Waits until every order has arrived (the list loads in pages of 100) and is counted in a tab. */
async function waitForAllOrders(page: Page, total: number) {
  await expect
    .poll(async () => {
      const names = await page.getByRole('tab').allTextContents();
      return names.reduce((sum, name) => sum + Number(/\((\d+)\)/.exec(name)?.[1] ?? 0), 0);
    })
    .toBe(total);
}

/** The orders of the current page of the list, in order. */
async function listedOrders(page: Page): Promise<ListedOrder[]> {
  return page
    .getByRole('tabpanel')
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => {
        const badge = article.querySelector('[data-status]');
        const style = badge ? getComputedStyle(badge) : null;
        return {
          code: (article.querySelector('h2')?.textContent ?? '').replace(/^Order /, ''),
          label: badge?.textContent ?? '',
          colours: { text: style?.color ?? '', background: style?.backgroundColor ?? '', border: style?.borderTopColor ?? '' },
        };
      }),
    );
}

/** Every order a tab lists, page after page through the pager's Next. */
async function walkTab(page: Page, tab: Tab, total: number): Promise<ListedOrder[]> {
  await page.goto(`/orders?order_state=${tab}&page=1`);
  await waitForAllOrders(page, total);
  const listed: ListedOrder[] = [];
  for (let number = 1; ; number += 1) {
    if (number > 1) {
      await pager(page).getByRole('link', { name: 'Next' }).click();
      await expect(pager(page).getByRole('link', { name: `Page ${number}` })).toHaveAttribute('aria-current', 'page');
    }
    listed.push(...(await listedOrders(page)));
    if ((await pager(page).getByRole('link', { name: 'Next' }).count()) === 0) return listed;
  }
}

/** The page's query as an object. */
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The pager around `current` of `count` pages: Previous, up to 3 page links either side, Next; the current one marked. */
async function expectPager(page: Page, current: number, count: number) {
  const first = Math.max(1, current - ORDER_PAGER_SIBLINGS);
  const last = Math.min(count, current + ORDER_PAGER_SIBLINGS);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
  await expect(pager(page).getByRole('link', { name: /^Page \d+$/ })).toHaveText(numbers);
  await expect(pager(page).getByRole('link', { name: `Page ${current}` })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(current > 1 ? 1 : 0);
  await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(current < count ? 1 : 0);
}

/** The text of a PDF, page after page (pdfjs-dist legacy build, as the documents unit tests read it). */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** A signed-in page of its own in a fresh browser context (closed by the caller). */
async function signedInPage(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, email, password === undefined ? {} : { password });
  return page;
}

const orderPage = (page: Page, code: string) => page.getByRole('region', { name: `Order ${code}` });
const addressForm = (page: Page) => page.getByRole('form', { name: 'Change delivery address' });
const deliverySection = (page: Page) => page.getByRole('region', { name: 'Delivery', exact: true });

test.describe('the demo account’s orders (read only)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let orders: SuperOrder[];
  let tabs: Record<Tab, ListedOrder[]>;

  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'demo@example.com');
    orders = await ordersOf(page);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('in progress and history split at 30 days since the order and 14 days since a sent product’s payment', async () => {
    tabs = { inProgress: await walkTab(page, 'inProgress', orders.length), history: await walkTab(page, 'history', orders.length) };
    const codes = (tab: Tab) => tabs[tab].map((order) => order.code);
    // every order in exactly one tab, newest first, and the tabs count them
    expect([...codes('inProgress'), ...codes('history')].sort()).toEqual(orders.map((order) => order.superOrderCode).sort());
    for (const tab of ['inProgress', 'history'] as const) {
      expect(codes(tab)).toEqual(orders.map((order) => order.superOrderCode).filter((code) => codes(tab).includes(code)));
      expect(await tabCount(page, tab)).toBe(codes(tab).length);
    }

    const noSentProduct = (order: SuperOrder) => order.orders.every((line) => shown(line.status) !== 'Sent');
    const createdDaysAgo = (days: number) =>
      orders.filter((order) => daysAgo(order.createdAt) === days && noSentProduct(order)).map((order) => order.superOrderCode);
    const sentPaymentDaysAgo = (days: number) =>
      orders
        .filter((order) => daysAgo(order.createdAt) <= ORDER_IN_PROGRESS_DAYS)
        .filter((order) => {
          const paid = order.orders.flatMap((line) =>
            shown(line.status) === 'Sent' && line.paymentChangedDate ? [daysAgo(line.paymentChangedDate)] : [],
          );
          return paid.length > 0 && Math.max(...paid) === days;
        })
        .map((order) => order.superOrderCode);

    const edges = {
      createdOnTheEdge: createdDaysAgo(ORDER_IN_PROGRESS_DAYS),
      createdPastTheEdge: createdDaysAgo(ORDER_IN_PROGRESS_DAYS + 1),
      paidOnTheEdge: sentPaymentDaysAgo(DISPATCHED_PAYMENT_DAYS),
      paidPastTheEdge: sentPaymentDaysAgo(DISPATCHED_PAYMENT_DAYS + 1),
    };
    for (const [edge, found] of Object.entries(edges)) expect(found.length, `the seed has orders ${edge}`).toBeGreaterThan(0);
    for (const code of [...edges.createdOnTheEdge, ...edges.paidOnTheEdge]) expect(codes('inProgress')).toContain(code);
    for (const code of [...edges.createdPastTheEdge, ...edges.paidPastTheEdge]) expect(codes('history')).toContain(code);
  });

  test('each order shows its status: the label of DECISIONS 9, Cancelled in red, every other status in cyan', async () => {
    const listed = [...tabs.inProgress, ...tabs.history];
    const statusOf = new Map(orders.map((order) => [order.superOrderCode, shown(order.status)]));
    for (const order of listed) expect(order.label, order.code).toBe(LABELS[statusOf.get(order.code) ?? 'Ordered']);
    expect(new Set(listed.map((order) => order.label))).toEqual(new Set(Object.values(LABELS)));

    const colours = (cancelled: boolean) =>
      new Set(listed.filter((order) => (order.label === LABELS.Cancelled) === cancelled).map((order) => JSON.stringify(order.colours)));
    expect(colours(true).size).toBe(1);
    expect(colours(false).size).toBe(1);
    expect([...colours(true)][0]).not.toBe([...colours(false)][0]);
    // red: red above green and blue; cyan: green and blue above red
    const rgb = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const [redR = 0, redG = 0, redB = 0] = rgb(listed.find((order) => order.label === LABELS.Cancelled)?.colours.border ?? '');
    const [cyanR = 0, cyanG = 0, cyanB = 0] = rgb(listed.find((order) => order.label !== LABELS.Cancelled)?.colours.border ?? '');
    expect(redR > redG && redR > redB, 'Cancelled is red').toBe(true);
    expect(cyanG > cyanR && cyanB > cyanR, 'the other statuses are cyan').toBe(true);
  });

  test('the pager moves through the pages with page and order_state in the URL, keeping the rest of the query; Back and Forward follow', async () => {
    const history = tabs.history.map((order) => order.code);
    const count = Math.ceil(history.length / ORDERS_PER_PAGE);
    expect(count, 'the demo history fills enough pages to show 3 page links either side').toBeGreaterThanOrEqual(8);
    const firstOrder = (number: number) => history[(number - 1) * ORDERS_PER_PAGE];
    const expectPage = async (number: number) => {
      await expect.poll(() => queryOf(page)).toEqual({ utm_campaign: 'autumn', order_state: 'history', page: String(number) });
      await expectPager(page, number, count);
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toHaveAccessibleName(`Order ${firstOrder(number)}`);
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(
        Math.min(ORDERS_PER_PAGE, history.length - (number - 1) * ORDERS_PER_PAGE),
      );
    };

    await page.goto('/orders?utm_campaign=autumn');
    await waitForAllOrders(page, orders.length);
    await expect(page.getByRole('tab', { name: TAB_NAMES.inProgress })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: TAB_NAMES.history }).click();
    await expectPage(1);
    await pager(page).getByRole('link', { name: 'Page 4' }).click();
    await expectPage(4);
    await pager(page).getByRole('link', { name: 'Page 7' }).click();
    await expectPage(7);
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expectPage(8);
    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expectPage(7);
    await pager(page)
      .getByRole('link', { name: `Page ${Math.min(count, 10)}` })
      .click();
    await expectPage(Math.min(count, 10));
    await page.getByRole('link', { name: `Page ${count}` }).click();
    await expectPage(count);

    await page.goBack();
    await expectPage(Math.min(count, 10));
    await page.goBack();
    await expectPage(7);
    await page.goForward();
    await expectPage(Math.min(count, 10));
    // the tab is in the URL too: back to In progress, the page starts again at 1
    await page.getByRole('tab', { name: TAB_NAMES.inProgress }).click();
    await expect.poll(() => queryOf(page)).toEqual({ utm_campaign: 'autumn', order_state: 'inProgress', page: '1' });
    await page.goBack();
    await expectPage(Math.min(count, 10));
  });

  test('an order’s detail shows its vouchers (found and not found) and delivery dates, or that none are known', async () => {
    const voucherCodes = [
      ...new Set(orders.flatMap((order) => order.orders.flatMap((line) => (line.voucher ? [line.voucher.voucherOptionCode] : [])))),
    ];
    const answers = await getAsPage(
      page,
      voucherCodes.map((code) => `/api/orders/api/v1/campaigns/offers/${encodeURIComponent(code)}`),
    );
    const offers = new Map(voucherCodes.map((code, index) => [code, answers[index]]));
    const found = (code: string) => offers.get(code)?.status === 200;
    const withBoth = orders.find(
      (order) =>
        order.orders.some((line) => line.voucher && found(line.voucher.voucherOptionCode)) &&
        order.orders.some((line) => line.voucher && offers.get(line.voucher.voucherOptionCode)?.status === 404),
    );
    if (!withBoth) throw new Error('the demo set should have an order with a voucher found and one not found');
    const [datesAnswer] = await getAsPage(page, [`/api/orders/OrderDeliveryDates/${withBoth.superOrderCode}`]);
    expect(datesAnswer?.status).toBe(200);
    const dates = DeliveryDates.parse(datesAnswer?.body);

    await page.goto(`/orders/${withBoth.superOrderCode}`);
    await expect(orderPage(page, withBoth.superOrderCode)).toBeVisible();
    for (const line of withBoth.orders) {
      const product = page.getByRole('article', { name: line.articleName, exact: true });
      const voucher = product.getByRole('region', { name: 'Voucher' });
      if (!line.voucher) {
        await expect(voucher).toHaveCount(0);
      } else if (found(line.voucher.voucherOptionCode)) {
        const offer = VoucherOffer.parse(offers.get(line.voucher.voucherOptionCode)?.body);
        await expect(voucher).toContainText(`${offer.title} (${offer.code})`);
        if (offer.validUntil) await expect(voucher).toContainText(`Valid until ${day(offer.validUntil)}`);
      } else {
        await expect(voucher).toHaveText('Voucher not found');
      }
    }
    await expect(deliverySection(page)).toContainText(
      `Expected delivery${`Between ${day(dates.earliestDeliveryDate)} and ${day(dates.latestDeliveryDate)}`}`,
    );
    if (dates.dispatchDate) await expect(deliverySection(page)).toContainText(`Dispatch date${day(dates.dispatchDate)}`);

    // an order without delivery dates (the service answers 404): "Not known yet"
    const candidates = orders.slice(0, 30).map((order) => order.superOrderCode);
    const dateAnswers = await getAsPage(
      page,
      candidates.map((code) => `/api/orders/OrderDeliveryDates/${code}`),
    );
    const without = candidates.find((_, index) => dateAnswers[index]?.status === 404);
    if (!without) throw new Error('the demo set should have a recent order without delivery dates');
    await page.goto(`/orders/${without}`);
    await expect(orderPage(page, without)).toBeVisible();
    await expect(deliverySection(page)).toContainText('Expected deliveryNot known yet');
    await expect(deliverySection(page)).not.toContainText('Between');
  });

  test('a product PDF downloads from the order’s detail: a PDF naming the product and its order', async () => {
    const order = orders.find((candidate) => candidate.orders.length > 1 && daysAgo(candidate.createdAt) < 10);
    if (!order) throw new Error('the demo set should have a recent order of several products');
    await page.goto(`/orders/${order.superOrderCode}`);
    const button = page.getByRole('button', { name: /^Product PDF: / }).first();
    await expect(button).toBeVisible();
    const articleName = ((await button.getAttribute('aria-label')) ?? '').replace(/^Product PDF: /, '');
    const line = order.orders.find((candidate) => candidate.articleName === articleName);
    if (!line) throw new Error(`no product ${articleName} in ${order.superOrderCode}`);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = test.info().outputPath(download.suggestedFilename() || 'product.pdf');
    await download.saveAs(file);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(bytes);
    expect(text).toContain(`Product ${line.code}`);
    expect(text).toContain(`Order ${order.superOrderCode}`);
  });

  test('the home overview lists the latest orders, newest first, each linking to its detail', async () => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Your latest orders' });
    const newest = [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, 10);
    const links = latest.getByRole('link', { name: /^Order / });
    await expect(links).toHaveText(newest.map((order) => `Order ${order.superOrderCode}`));
    for (const [index, order] of newest.entries())
      await expect(links.nth(index)).toHaveAttribute('href', `/orders/${order.superOrderCode}`);
    const target = newest[1]?.superOrderCode ?? '';
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${target}$`));
    await expect(orderPage(page, target)).toBeVisible();
  });

  test('another account’s order is “Order not found”', async ({ browser, request }) => {
    const other = await newAccount(request, { orders: 'demo' });
    const otherPage = await signedInPage(browser, other.email, other.password);
    const otherCode = (await ordersOf(otherPage))[0]?.superOrderCode ?? '';
    await otherPage.context().close();
    expect(orders.map((order) => order.superOrderCode)).not.toContain(otherCode);

    await page.goto(`/orders/${otherCode}`);
    await expect(page.getByRole('alert')).toContainText('Order not found');
    await expect(orderPage(page, otherCode)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to my orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  // the orders page itself is swept in a11y.spec.ts
  test('an order’s detail and its address form pass axe at every width', async () => {
    // two states at four widths each: a slow test when both cores are busy
    test.slow();
    const changeable = orders.find((order) => order.deliveryType === 'Home' && isAddressChangeable(order.status));
    if (!changeable) throw new Error('the demo set should have an order whose address can change');
    await page.goto(`/orders/${changeable.superOrderCode}`);
    await expect(page.getByRole('button', { name: 'Reorder' })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEveryWidth(page, 'order detail');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Change delivery address' }).click();
    await expect(addressForm(page)).toBeVisible();
    await expectNoSeriousAxeViolationsAtEveryWidth(page, 'address form');
  });
});

test.describe('changes on a fresh account', () => {
  // the delivery address change is walked by its model paths (model-based/deliveryAddressChange.model.spec.ts)
  test('reorder lands on the storefront’s cart, which shows the order re-ordered', async ({ page, request }) => {
    const account = await newAccount(request, { orders: 'demo' });
    await signIn(page, account.email, { password: account.password });
    const candidates = (await ordersOf(page)).slice(0, 20).map((order) => order.superOrderCode);
    const statuses = await getAsPage(
      page,
      candidates.map((code) => `/api/orders/reorder/status/${code}`),
    );
    const code = candidates.find((_, index) => Reflect.get(Object(statuses[index]?.body), 'isReorderPossible') === true);
    if (!code) throw new Error('the demo set should have an order that can be re-ordered');
    await page.goto(`/orders/${code}`);
    const reorder = page.getByRole('button', { name: 'Reorder' });
    await expect(reorder).toBeEnabled();
    await reorder.click();
    await expect(page).toHaveURL(/\/__storefront\/cart\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByTestId('reorder-code')).toHaveText(code);
  });
});
