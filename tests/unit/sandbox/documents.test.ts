import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoricalInvoicePage, InvoiceGroupFilePage, Product, ProductPdfList } from '@schemas/documents';
import { SuperOrderPage } from '@schemas/orders';
import { TestAccount } from '@schemas/sandbox';
import { INVOICES_PER_PAGE } from '@schemas/tunables';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
let pdfs: ProductPdfList['pdfs'];
beforeAll(async () => {
  app = await startSandbox();
  const { body } = await call(app, { method: 'GET', url: `${base}/v1/Pdfs/me`, headers: bearer(SEED_IDS.demo) });
  pdfs = ProductPdfList.parse(body).pdfs;
});
afterAll(async () => {
  await app.close();
});

const base = '/api/documents';

/** The text of every page of a PDF, as a reader extracts it. */
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

async function getPdf(url: string, accountId: string) {
  const response = await app.inject({ method: 'GET', url, headers: bearer(accountId) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { response, bytes: response.rawPayload, text: await pdfText(response.rawPayload) };
}

const productWith = (purpose: 'product.pdf' | 'map.pdf') => {
  const found = pdfs.find((pdf) => pdf.purpose === purpose);
  if (!found) throw new Error(`no ${purpose} in the demo seed`);
  return found;
};

describe('product PDFs', () => {
  it('lists every product PDF and map PDF of the customer', () => {
    expect(pdfs.some((pdf) => pdf.purpose === 'product.pdf')).toBe(true);
    expect(pdfs.some((pdf) => pdf.purpose === 'map.pdf')).toBe(true);
    expect(pdfs.every((pdf) => pdf.fileName.endsWith('.pdf'))).toBe(true);
  });

  it('GET /v1/Products/:code?extend=none names the files a product has, and none for a product without', async () => {
    const map = productWith('map.pdf');
    const { status, body } = await call(app, {
      method: 'GET',
      url: `${base}/v1/Products/${map.productCode}?extend=none`,
      headers: bearer(SEED_IDS.demo),
    });
    expect(status).toBe(200);
    const product = Product.parse(body);
    expect(product.files.map((file) => file.purpose).sort()).toEqual(['map.pdf', 'product.pdf']);

    const orders = SuperOrderPage.parse(
      (await call(app, { method: 'GET', url: '/api/orders/v2/superorders/me', headers: bearer(SEED_IDS.demo) })).body,
    ).superOrders;
    const withPdf = new Set(pdfs.map((pdf) => pdf.productCode));
    const plain = orders.flatMap((o) => o.orders).find((line) => !withPdf.has(line.code));
    const none = await call(app, { method: 'GET', url: `${base}/v1/Products/${plain?.code}`, headers: bearer(SEED_IDS.demo) });
    expect(Product.parse(none.body).files).toEqual([]);
    const noPdf = await call(app, { method: 'GET', url: `${base}/v1/pdf/me/${plain?.code}`, headers: bearer(SEED_IDS.demo) });
    expect(noPdf.status).toBe(404);
  });

  it('GET /v1/pdf/me/:code is a real PDF download holding the brand, the order code and the product code', async () => {
    const pdf = productWith('product.pdf');
    const { response, bytes, text } = await getPdf(`${base}/v1/pdf/me/${pdf.productCode}`, SEED_IDS.demo);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${pdf.fileName}"`);
    expect(text).toContain(pdf.superOrderCode);
    expect(text).toContain(pdf.productCode);
    expect(text).toContain('albelli');
    expect(text).toContain('Sanne de Vries');
    expect(bytes.length).toBeLessThan(60_000);
    // The same data gives the same file.
    const again = await app.inject({ method: 'GET', url: `${base}/v1/pdf/me/${pdf.productCode}`, headers: bearer(SEED_IDS.demo) });
    expect(again.rawPayload.equals(bytes)).toBe(true);
  });

  it('?purpose=map.pdf gives the map PDF; a product without a map answers 404', async () => {
    const map = productWith('map.pdf');
    const { response, text } = await getPdf(`${base}/v1/pdf/me/${map.productCode}?purpose=map.pdf`, SEED_IDS.demo);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${map.productCode}-map.pdf"`);
    expect(text).toContain('Map');
    expect(text).toContain(map.productCode);
    const mapless = pdfs.find(
      (pdf) => pdf.purpose === 'product.pdf' && !pdfs.some((other) => other.productCode === pdf.productCode && other.purpose === 'map.pdf'),
    );
    const missing = await call(app, {
      method: 'GET',
      url: `${base}/v1/pdf/me/${mapless?.productCode}?purpose=map.pdf`,
      headers: bearer(SEED_IDS.demo),
    });
    expect(missing.status).toBe(404);
  });

  it('writes letters the standard PDF fonts cannot (Ł)', async () => {
    const created = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { orders: 'demo' } })).body);
    const patched = await call(app, {
      method: 'PATCH',
      url: '/api/customer/customers/me',
      headers: bearer(created.id),
      payload: { firstName: 'Łucja', lastName: 'Źdźbło' },
    });
    expect(patched.status).toBe(200);
    const list = ProductPdfList.parse(
      (await call(app, { method: 'GET', url: `${base}/v1/Pdfs/me`, headers: bearer(created.id) })).body,
    ).pdfs;
    const { text } = await getPdf(`${base}/v1/pdf/me/${list[0]?.productCode}`, created.id);
    expect(text).toContain('Łucja Źdźbło');
  });

  it.each([
    ['/v1/Products/X?extend=all', /extend must be none/],
    ['/v1/pdf/me/X?purpose=cover.pdf', /purpose must be product.pdf or map.pdf/],
  ])('answers 400 {message} for %s', async (url, message) => {
    const { status, body } = await call(app, { method: 'GET', url: `${base}${url}`, headers: bearer(SEED_IDS.demo) });
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.stringMatching(message) });
  });
});

describe('invoices (business accounts only)', () => {
  it('lists invoice group files 10 to a page, newest first, more than 10 in all', async () => {
    const first = InvoiceGroupFilePage.parse(
      (await call(app, { method: 'GET', url: `${base}/api/v1/InvoiceGroupFiles/me`, headers: bearer(SEED_IDS.business) })).body,
    );
    expect(first.invoiceGroupFiles).toHaveLength(INVOICES_PER_PAGE);
    expect(first.total).toBeGreaterThan(10);
    const starts = first.invoiceGroupFiles.map((file) => file.periodStart);
    expect(starts).toEqual([...starts].sort().reverse());
    const second = InvoiceGroupFilePage.parse(
      (await call(app, { method: 'GET', url: `${base}/api/v1/InvoiceGroupFiles/me?skip=10&limit=10`, headers: bearer(SEED_IDS.business) }))
        .body,
    );
    expect((second.invoiceGroupFiles[0]?.periodStart ?? '') < (starts.at(-1) ?? '')).toBe(true);
    const years = new Set([...first.invoiceGroupFiles, ...second.invoiceGroupFiles].map((file) => file.periodStart.slice(0, 4)));
    expect(years.size).toBeGreaterThan(1);
  });

  it('GET /api/v1/InvoiceGroupFiles/me/:id is the invoice PDF: brand, company, VAT, lines and the invoice number', async () => {
    const [file] = InvoiceGroupFilePage.parse(
      (await call(app, { method: 'GET', url: `${base}/api/v1/InvoiceGroupFiles/me?limit=1`, headers: bearer(SEED_IDS.business) })).body,
    ).invoiceGroupFiles;
    if (!file) throw new Error('no invoice group file');
    const { response, text } = await getPdf(`${base}/api/v1/InvoiceGroupFiles/me/${file.id}`, SEED_IDS.business);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${file.invoiceNumber}.pdf"`);
    expect(text).toContain(file.invoiceNumber);
    expect(text).toContain('albelli');
    expect(text).toContain('Studio Lichtval B.V.');
    expect(text).toContain('NL859123456B01');
    expect(text).toMatch(/VAT 21%/);
    // Written as the channel's locale writes money (its no-break space read as a plain one).
    const total = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: file.currency }).format(file.totalAmount / 100);
    expect(text.replace(/\s/g, ' ')).toContain(`Total\n \n${total}`.replace(/\s/g, ' '));
  });

  it('lists historical invoices over several years and serves each PDF only under its own channel', async () => {
    const page = HistoricalInvoicePage.parse(
      (await call(app, { method: 'GET', url: `${base}/api/v1/HistoricalInvoice/me?skip=0&limit=100`, headers: bearer(SEED_IDS.business) }))
        .body,
    );
    expect(page.total).toBeGreaterThan(10);
    expect(page.historicalInvoices).toHaveLength(page.total);
    expect(new Set(page.historicalInvoices.map((invoice) => invoice.invoiceDate.slice(0, 4))).size).toBeGreaterThan(1);
    const invoice = page.historicalInvoices.find((item) => item.channel === 'albelli-be') ?? page.historicalInvoices[0];
    if (!invoice) throw new Error('no historical invoice');
    const { text } = await getPdf(`${base}/api/v1/HistoricalInvoice/me/pdf/${invoice.id}/${invoice.channel}`, SEED_IDS.business);
    expect(text).toContain(invoice.invoiceNumber);
    const wrong = await call(app, {
      method: 'GET',
      url: `${base}/api/v1/HistoricalInvoice/me/pdf/${invoice.id}/bonusprint-uk`,
      headers: bearer(SEED_IDS.business),
    });
    expect(wrong.status).toBe(404);
  });

  it('answers 404 to a consumer on every invoice route', async () => {
    for (const url of [
      '/api/v1/InvoiceGroupFiles/me',
      `/api/v1/InvoiceGroupFiles/me/igf-33446324-0001`,
      '/api/v1/HistoricalInvoice/me',
      '/api/v1/HistoricalInvoice/me/pdf/hi-33446324-0001/albelli-nl',
      '/api/v1/HistoricalInvoice/me?limit=0',
    ]) {
      const { status, body } = await call(app, { method: 'GET', url: `${base}${url}`, headers: bearer(SEED_IDS.demo) });
      expect(`${url} → ${status}`).toBe(`${url} → 404`);
      expect(body).toEqual({ message: expect.any(String) });
    }
  });

  it.each(['skip=-1', 'limit=0', 'limit=101', 'skip=ten'])('answers 400 {message} for %s', async (query) => {
    for (const path of ['/api/v1/InvoiceGroupFiles/me', '/api/v1/HistoricalInvoice/me']) {
      const { status, body } = await call(app, { method: 'GET', url: `${base}${path}?${query}`, headers: bearer(SEED_IDS.business) });
      expect(status).toBe(400);
      expect(body).toEqual({ message: expect.stringMatching(/skip|limit/) });
    }
  });
});
