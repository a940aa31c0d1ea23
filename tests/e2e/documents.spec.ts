// Invoices, product PDFs and their downloads end to end against the real sandbox (no stubs), with
// the seeded accounts (read only): business@example.com has 30 invoice group files and 18
// historical invoices, demo@example.com the orders with product and map PDFs (DECISIONS 7, 8, 12).
// Downloads are what the browser saves: a real PDF under the name the service gave, whose text
// holds the invoice number, or the order and product codes.
import { expect, test, type Locator, type Page } from './fixtures';
import { savedPdf } from './pdf';
import { signIn } from './support';

const BUSINESS = 'business@example.com';
const CONSUMER = 'demo@example.com';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The first cell (the row header) of each body row of a section's table. */
const rowHeaders = (list: Locator) => list.getByRole('table').getByRole('rowheader');

async function expectCurrentPage(pager: Locator, page: number) {
  await expect(pager.getByRole('link', { name: `Page ${page}`, exact: true })).toHaveAttribute('aria-current', 'page');
}

test('a consumer opening /invoices is sent to /, keeping the query', async ({ page }) => {
  await signIn(page, CONSUMER, { start: '/invoices?campaign=spring' });
  await expect(page).toHaveURL(/\/\?campaign=spring$/);
  // opened again once signed in: the same
  await page.goto('/invoices?campaign=spring');
  await expect(page).toHaveURL(/\/\?campaign=spring$/);
  await expect(page.getByRole('region', { name: 'Historical invoices' })).toHaveCount(0);
});

test('a business account pages through both invoice lists, 10 to a page, with the pages in the URL', async ({ page }) => {
  await signIn(page, BUSINESS, { start: '/invoices?campaign=spring' });
  const invoices = section(page, 'Invoices');
  const historical = section(page, 'Historical invoices');
  const invoicePager = invoices.getByRole('navigation', { name: 'Pages of invoices' });
  const historicalPager = historical.getByRole('navigation', { name: 'Pages of historical invoices' });

  // 30 invoice group files: 3 pages; 18 historical invoices: 2 pages
  await expect(rowHeaders(invoices)).toHaveCount(10);
  await expect(rowHeaders(historical)).toHaveCount(10);
  await expectCurrentPage(invoicePager, 1);
  await expect(invoicePager.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
  await expect(historicalPager.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2']);
  const invoicesPage1 = await rowHeaders(invoices).allTextContents();
  const historicalPage1 = await rowHeaders(historical).allTextContents();

  await invoicePager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/invoices\?campaign=spring&invoices_page=2$/);
  await expectCurrentPage(invoicePager, 2);
  await expect(rowHeaders(invoices).first()).not.toHaveText(invoicesPage1[0] ?? '');
  await expect(rowHeaders(invoices)).toHaveCount(10);
  const invoicesPage2 = await rowHeaders(invoices).allTextContents();
  expect(invoicesPage2.filter((number) => invoicesPage1.includes(number))).toEqual([]);

  await invoicePager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/invoices_page=3$/);
  await expectCurrentPage(invoicePager, 3);
  await expect(invoicePager.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  // the other list pages on its own, the first keeping its page
  await historicalPager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/invoices\?campaign=spring&invoices_page=3&historical_page=2$/);
  await expectCurrentPage(historicalPager, 2);
  await expect(rowHeaders(historical)).toHaveCount(8);
  await expectCurrentPage(invoicePager, 3);
  expect((await rowHeaders(historical).allTextContents()).filter((number) => historicalPage1.includes(number))).toEqual([]);

  // Back goes to the page before
  await page.goBack();
  await expect(page).toHaveURL(/\/invoices\?campaign=spring&invoices_page=3$/);
  await expectCurrentPage(historicalPager, 1);
  await expect(rowHeaders(historical)).toHaveText(historicalPage1);

  // a page's URL opened directly
  await page.goto('/invoices?invoices_page=2&historical_page=2');
  await expectCurrentPage(invoicePager, 2);
  await expectCurrentPage(historicalPager, 2);
  await expect(rowHeaders(invoices)).toHaveText(invoicesPage2);
  await expect(rowHeaders(historical)).toHaveCount(8);
});

test('an invoice group file and a historical invoice download as PDFs holding their invoice numbers', async ({ page }, testInfo) => {
  await signIn(page, BUSINESS, { start: '/invoices' });
  const invoices = section(page, 'Invoices');
  const historical = section(page, 'Historical invoices');
  await expect(rowHeaders(invoices)).toHaveCount(10);
  await expect(rowHeaders(historical)).toHaveCount(10);

  const invoiceNumber = (await rowHeaders(invoices).nth(2).textContent()) ?? '';
  const [groupFile] = await Promise.all([
    page.waitForEvent('download'),
    invoices.getByRole('button', { name: `Download invoice ${invoiceNumber}`, exact: true }).click(),
  ]);
  const groupPdf = await savedPdf(groupFile, testInfo);
  expect(groupPdf.magic).toBe('%PDF-');
  expect(groupPdf.fileName).toBe(`${invoiceNumber}.pdf`);
  expect(groupPdf.text).toContain(invoiceNumber);

  const historicalNumber = (await rowHeaders(historical).nth(4).textContent()) ?? '';
  const [historicalFile] = await Promise.all([
    page.waitForEvent('download'),
    historical.getByRole('button', { name: `Download historical invoice ${historicalNumber}`, exact: true }).click(),
  ]);
  const historicalPdf = await savedPdf(historicalFile, testInfo);
  expect(historicalPdf.magic).toBe('%PDF-');
  expect(historicalPdf.fileName).toBe(`${historicalNumber}.pdf`);
  expect(historicalPdf.text).toContain(historicalNumber);
  // nothing went wrong on the way
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('the downloads page', () => {
  test('shows the photo archives section and the product PDFs, 10 to a page, each row linking to its order', async ({ page }) => {
    await signIn(page, CONSUMER, { start: '/downloads?campaign=spring' });
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    const archives = section(page, 'Photo archives');
    // the demo account has made no archive (tests/e2e/photos-archive.spec.ts lists one)
    await expect(archives).toContainText('You have no photo archives yet. Select photos in My photos and download them to make one.');
    await expect(archives.getByRole('table')).toHaveCount(0);

    const pdfs = section(page, 'Product PDFs');
    const pager = pdfs.getByRole('navigation', { name: 'Pages of product PDFs' });
    await expect(rowHeaders(pdfs)).toHaveCount(10);
    await expectCurrentPage(pager, 1);
    // the demo account has well over 100 product and map PDFs
    const last = Number(
      await pager
        .getByRole('link', { name: /^Page \d+$/ })
        .last()
        .textContent(),
    );
    expect(last).toBeGreaterThan(10);
    const firstOrders = await pdfs.getByRole('link', { name: /^Order / }).allTextContents();
    expect(firstOrders).toHaveLength(10);

    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/downloads\?campaign=spring&pdfs_page=2$/);
    await expectCurrentPage(pager, 2);
    await expect(rowHeaders(pdfs)).toHaveCount(10);
    const secondOrders = await pdfs.getByRole('link', { name: /^Order / }).allTextContents();

    await pager.getByRole('link', { name: `Page ${last}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`pdfs_page=${last}$`));
    await expectCurrentPage(pager, last);
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    const lastRows = await rowHeaders(pdfs).count();
    expect(lastRows).toBeGreaterThanOrEqual(1);
    expect(lastRows).toBeLessThanOrEqual(10);

    // a page's URL opened directly
    await page.goto('/downloads?pdfs_page=2');
    await expectCurrentPage(pager, 2);
    await expect(pdfs.getByRole('link', { name: /^Order / })).toHaveText(secondOrders);

    // an order code opens that order's page
    const orderCode = secondOrders[0] ?? '';
    await pdfs
      .getByRole('link', { name: `Order ${orderCode}`, exact: true })
      .first()
      .click();
    // (the app keeps the query string on every navigation, S0 §1)
    await expect(page).toHaveURL(new RegExp(`/orders/${orderCode}\\?pdfs_page=2$`));
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orderCode}` })).toBeVisible();
  });

  test('a product PDF and a map PDF download as PDFs holding their order and product codes', async ({ page }, testInfo) => {
    await signIn(page, CONSUMER, { start: '/downloads' });
    const pdfs = section(page, 'Product PDFs');
    await expect(rowHeaders(pdfs)).toHaveCount(10);

    for (const kind of ['Product PDF', 'Map PDF'] as const) {
      // a row of that kind, on whichever page has one first
      const pager = pdfs.getByRole('navigation', { name: 'Pages of product PDFs' });
      let button = pdfs.getByRole('button', { name: new RegExp(`^Download ${kind} of `) }).first();
      for (let next = 2; (await button.count()) === 0 && next <= 20; next += 1) {
        await pager.getByRole('link', { name: 'Next page' }).click();
        await expectCurrentPage(pager, next);
        button = pdfs.getByRole('button', { name: new RegExp(`^Download ${kind} of `) }).first();
      }
      const name = (await button.getAttribute('aria-label')) ?? '';
      const orderCode = /, order (\S+)$/.exec(name)?.[1] ?? '';
      expect(orderCode).not.toBe('');

      // the file name the service gives, seen on its answer
      const answer = page.waitForResponse((response) => response.url().includes('/api/documents/v1/pdf/me/'));
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const response = await answer;
      const productCode = decodeURIComponent(new URL(response.url()).pathname.split('/').at(-1) ?? '');
      expect(response.headers()['content-disposition']).toContain(`filename="${download.suggestedFilename()}"`);

      const pdf = await savedPdf(download, testInfo);
      expect(pdf.magic).toBe('%PDF-');
      expect(pdf.fileName).toBe(kind === 'Map PDF' ? `${productCode}-map.pdf` : `${productCode}.pdf`);
      expect(pdf.text).toContain(`Order ${orderCode}`);
      expect(pdf.text).toContain(`Product ${productCode}`);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
