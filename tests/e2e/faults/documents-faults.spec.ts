import { expect, test } from '../fixtures';
import { savedPdf } from '../pdf';
import { signIn } from '../support';
import { failing, KINDS, type Kind, type Rule } from './failing';

// Every documents call the app makes, failing three ways (S0 §7, §8; DECISIONS 27): a 500, no answer
// in time, and a malformed body. Each shows its page's message with Try again, and Try again
// recovers. The seeded accounts are only read; each fault is set for the requests one action causes,
// for this test's own browser context, and cleared at once (failing.ts). A malformed list is JSON the
// schema rejects; a malformed PDF is that JSON in place of the file.

const DOCUMENTS = '/api/documents';
const GROUP_FILES = `${DOCUMENTS}/api/v1/InvoiceGroupFiles/me`;
const HISTORICAL = `${DOCUMENTS}/api/v1/HistoricalInvoice/me`;
const PRODUCT_PDFS = `${DOCUMENTS}/v1/Pdfs/me`;
const PRODUCTS = `${DOCUMENTS}/v1/Products/`;
const PDF = `${DOCUMENTS}/v1/pdf/me/`;

/** A rule for each path's GET (every documents call is one). */
const gets = (...paths: string[]): Rule[] => paths.map((path) => ({ path, method: 'GET' }));

/** The text the page shows for a failed load of a list: 'Request failure' when nothing came back. */
const loadMessage = (kind: Kind, listMessage: string) => (kind === 'timeout' ? 'Request failure' : listMessage);

/** The text beside a download button that failed. */
const downloadMessage = (kind: Kind) =>
  kind === '500'
    ? 'The document could not be downloaded.'
    : kind === 'timeout'
      ? 'Request failure'
      : 'The file received is not a PDF, so it was not saved.';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('the invoices page: both lists failing to load show their messages, and Try again loads each', async ({ page, request }) => {
  await signIn(page, 'business@example.com', { start: '/invoices' });
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  const historical = page.getByRole('region', { name: 'Historical invoices', exact: true });
  await expect(invoices.getByRole('table')).toBeVisible();

  for (const kind of KINDS) {
    await test.step(kind, async () => {
      await failing(page, request, kind, gets(GROUP_FILES, HISTORICAL), () => page.reload());
      await expect(invoices.getByRole('alert')).toContainText(loadMessage(kind, 'Your invoices could not be loaded.'));
      await expect(historical.getByRole('alert')).toContainText(loadMessage(kind, 'Your historical invoices could not be loaded.'));
      await invoices.getByRole('button', { name: 'Try again' }).click();
      await expect(invoices.getByRole('table').getByRole('rowheader')).toHaveCount(10);
      await expect(historical.getByRole('alert')).toBeVisible();
      await historical.getByRole('button', { name: 'Try again' }).click();
      await expect(historical.getByRole('table').getByRole('rowheader')).toHaveCount(10);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test('the downloads page: the product PDF list failing to load shows its message, and Try again loads it', async ({ page, request }) => {
  await signIn(page, 'demo@example.com', { start: '/downloads' });
  const pdfs = page.getByRole('region', { name: 'Product PDFs' });
  await expect(pdfs.getByRole('table')).toBeVisible();

  for (const kind of KINDS) {
    await test.step(kind, async () => {
      await failing(page, request, kind, gets(PRODUCT_PDFS), () => page.reload());
      await expect(pdfs.getByRole('alert')).toContainText(loadMessage(kind, 'Your product PDFs could not be loaded.'));
      // the rest of the page is there
      await expect(page.getByRole('region', { name: 'Photo archives' })).toBeVisible();
      await pdfs.getByRole('button', { name: 'Try again' }).click();
      await expect(pdfs.getByRole('table').getByRole('rowheader')).toHaveCount(10);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test('the order detail: asking which PDFs a product has failing shows its note, and Try again asks again', async ({ page, request }) => {
  await signIn(page, 'demo@example.com', { start: '/downloads' });
  const firstOrder = page
    .getByRole('region', { name: 'Product PDFs' })
    .getByRole('link', { name: /^Order / })
    .first();
  const orderCode = ((await firstOrder.textContent()) ?? '').trim();
  // the product paths this order's page asks for, in the order it asks
  const asked: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith(PRODUCTS) && !asked.includes(path)) asked.push(path);
  });
  await firstOrder.click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${orderCode}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Product|Map) PDF: / }).first()).toBeVisible();
  const productPath = asked[0] ?? '';
  expect(productPath).not.toBe('');
  const note = page.getByText('Whether this product has PDFs could not be checked.');

  for (const kind of KINDS) {
    await test.step(kind, async () => {
      await failing(page, request, kind, gets(productPath), () => page.reload());
      // one product's note (its own Try again beside it); the order itself is shown
      await expect(note).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: `Order ${orderCode}` })).toBeVisible();
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === productPath);
      await note.getByRole('button', { name: 'Try again' }).click();
      expect((await answer).status()).toBe(200);
      await expect(note).toHaveCount(0);
    });
  }
});

test('invoice PDFs: a group file and a historical invoice failing show their messages, and Try again downloads each', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, 'business@example.com', { start: '/invoices' });
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  const historical = page.getByRole('region', { name: 'Historical invoices', exact: true });
  const invoiceNumber = ((await invoices.getByRole('rowheader').first().textContent()) ?? '').trim();
  const historicalNumber = ((await historical.getByRole('rowheader').first().textContent()) ?? '').trim();
  const groupName = `Download invoice ${invoiceNumber}`;
  const historicalName = `Download historical invoice ${historicalNumber}`;

  for (const kind of KINDS) {
    await test.step(kind, async () => {
      await failing(page, request, kind, gets(`${GROUP_FILES}/*`, `${HISTORICAL}/pdf/*`), async () => {
        await invoices.getByRole('button', { name: groupName, exact: true }).click();
        await historical.getByRole('button', { name: historicalName, exact: true }).click();
      });
      await expect(invoices.getByRole('alert')).toHaveText(downloadMessage(kind));
      await expect(historical.getByRole('alert')).toHaveText(downloadMessage(kind));

      for (const [list, name, number] of [
        [invoices, groupName, invoiceNumber],
        [historical, historicalName, historicalNumber],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          list.getByRole('button', { name: `Try again: ${name}` }).click(),
        ]);
        const pdf = await savedPdf(download, testInfo);
        expect(pdf.magic).toBe('%PDF-');
        expect(pdf.text).toContain(number);
        await expect(list.getByRole('alert')).toHaveCount(0);
        // saved, and the button ready again: a click while it is still busy is ignored, and the next
        // step's click must start a download of its own
        await expect(list.getByRole('button', { name, exact: true })).not.toHaveAttribute('aria-busy', 'true');
      }
    });
  }
});

test('product and map PDFs failing show their messages, and Try again downloads each', async ({ page, request }, testInfo) => {
  await signIn(page, 'demo@example.com', { start: '/downloads' });
  const pdfs = page.getByRole('region', { name: 'Product PDFs' });
  await expect(pdfs.getByRole('table')).toBeVisible();
  // the demo account's newest PDFs are of a product with both files (a first page with both kinds)
  const buttons = {
    'Product PDF': pdfs.getByRole('button', { name: /^Download Product PDF of / }).first(),
    'Map PDF': pdfs.getByRole('button', { name: /^Download Map PDF of / }).first(),
  };

  for (const kind of KINDS) {
    for (const [label, button] of Object.entries(buttons)) {
      await test.step(`${label}, ${kind}`, async () => {
        const name = (await button.getAttribute('aria-label')) ?? '';
        // one product PDF path each time: the rule is set and used up for this button alone
        await failing(page, request, kind, gets(`${PDF}*`), () => button.click());
        const row = pdfs.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
        await expect(row.getByRole('alert')).toHaveText(downloadMessage(kind));
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          row.getByRole('button', { name: `Try again: ${name}` }).click(),
        ]);
        const pdf = await savedPdf(download, testInfo);
        expect(pdf.magic).toBe('%PDF-');
        expect(pdf.fileName).toMatch(label === 'Map PDF' ? /-map\.pdf$/ : /^(?!.*-map\.pdf$).+\.pdf$/);
        expect(pdf.text).toContain(`Order ${/, order (\S+)$/.exec(name)?.[1] ?? '?'}`);
        await expect(row.getByRole('alert')).toHaveCount(0);
      });
    }
  }
});
