// The documents edge against a real local HTTP server: the paths and queries of every call, the
// answers parsed with the contract, a PDF's file name from Content-Disposition (with a fallback),
// the Content-Type check, and what a 404 means for a product (none) and for a PDF (not found).
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDocumentsApi,
  DocumentNotFoundError,
  fileNameFromContentDisposition,
  NotAPdfError,
  pdfPurposesOf,
  safePdfFileName,
} from '@/api/documents';
import { createServiceClient, HttpError, ParseError } from '@/api/http';
import { fixtureHistoricalPage, fixtureGroupFilesPage1 } from '@machines/invoices/fixtures';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function api(handler: Handler) {
  server = await startServer(handler);
  const client = createServiceClient({ baseUrl: '/api/documents', origin: server.origin, timeoutMs: 2_000, retryLimit: 0 });
  return { api: createDocumentsApi(client), server };
}

const pdfBody = '%PDF-1.7\n%test\n';
const pdf = (headers: Record<string, string> = {}) => ({
  status: 200,
  text: pdfBody,
  headers: { 'content-type': 'application/pdf', ...headers },
});

describe('file names from Content-Disposition', () => {
  it.each([
    ['attachment; filename="invoice INV-1.pdf"', 'invoice INV-1.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Rechnung%20M%C3%A4rz.pdf', 'Rechnung März.pdf'],
    ['attachment; filename="with \\"quotes\\".pdf"', 'with "quotes".pdf'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.pdf; filename="broken.pdf"', 'broken.pdf'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it('names nothing without a filename parameter', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
  });

  it('makes a name safe to save: no folders or reserved characters, ending in .pdf, else the fallback', () => {
    expect(safePdfFileName('../../etc/passwd', 'x.pdf')).toBe('passwd.pdf');
    expect(safePdfFileName('a:b*c?.PDF', 'x.pdf')).toBe('a_b_c_.PDF');
    expect(safePdfFileName('', 'invoice-1.pdf')).toBe('invoice-1.pdf');
    expect(safePdfFileName('???', 'invoice-1.pdf')).toBe('invoice-1.pdf');
    expect(safePdfFileName('..', 'product-P/1.pdf')).toBe('1.pdf');
  });
});

describe('pdfPurposesOf', () => {
  it('tells which of a product’s PDFs exist from its files’ purposes', () => {
    const file = (purpose: string) => ({ purpose, fileName: `${purpose}.bin` });
    expect(pdfPurposesOf({ files: [file('product.pdf')] })).toEqual({ productPdf: true, mapPdf: false });
    expect(pdfPurposesOf({ files: [file('map.pdf'), file('product.pdf')] })).toEqual({ productPdf: true, mapPdf: true });
    expect(pdfPurposesOf({ files: [file('cover.jpg')] })).toEqual({ productPdf: false, mapPdf: false });
    expect(pdfPurposesOf(null)).toEqual({ productPdf: false, mapPdf: false });
  });
});

describe('documents API', () => {
  it('gets a product with extend=none, and null when the service does not know it (404)', async () => {
    const product = { code: 'P-1', articleName: 'Photo book', files: [{ purpose: 'product.pdf', fileName: 'P-1.pdf' }] };
    const { api: documents, server } = await api((request) =>
      request.url.startsWith('/api/documents/v1/Products/P-1')
        ? { status: 200, json: product }
        : { status: 404, json: { message: 'Not found' } },
    );
    await expect(documents.getProduct('P-1')).resolves.toEqual(product);
    expect(server.requests[0]?.url).toBe('/api/documents/v1/Products/P-1?extend=none');
    await expect(documents.getProduct('P-404')).resolves.toBeNull();
  });

  it('downloads a product PDF with the name the service gives', async () => {
    const { api: documents, server } = await api(() => pdf({ 'content-disposition': 'attachment; filename="Photo book P-1.pdf"' }));
    const file = await documents.getProductPdf('P-1');
    expect(file.fileName).toBe('Photo book P-1.pdf');
    expect(await file.blob.text()).toBe(pdfBody);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/documents/v1/pdf/me/P-1' });
    expect(server.requests[0]?.headers.accept).toBe('application/pdf');
  });

  it('downloads a map PDF with purpose=map.pdf, named after the product when the service names nothing', async () => {
    const { api: documents, server } = await api(() => pdf());
    const file = await documents.getMapPdf('P 1');
    expect(server.requests[0]?.url).toBe('/api/documents/v1/pdf/me/P%201?purpose=map.pdf');
    expect(file.fileName).toBe('map-P 1.pdf');
  });

  it('refuses an answer that is not a PDF with a clear error', async () => {
    const { api: documents } = await api(() => ({ status: 200, text: '<html>Sign in</html>', headers: { 'content-type': 'text/html' } }));
    const error = await documents.getInvoiceGroupFilePdf('igf-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAPdfError);
    if (!(error instanceof NotAPdfError)) return;
    expect(error.message).toBe('GET /api/documents/api/v1/InvoiceGroupFiles/me/igf-1 answered text/html instead of application/pdf');
    expect(error.contentType).toBe('text/html');
    expect(error.userMessageKey).toBe('documents.errors.notPdf');
  });

  it('accepts application/pdf with parameters and in any case', async () => {
    const { api: documents } = await api(() => pdf({ 'content-type': 'Application/PDF; charset=binary' }));
    await expect(documents.getInvoiceGroupFilePdf('igf-1')).resolves.toMatchObject({ fileName: 'invoice-igf-1.pdf' });
  });

  it('turns a PDF’s 404 into DocumentNotFoundError, and leaves other failures as HttpError', async () => {
    const { api: documents } = await api((request) =>
      request.url.includes('/pdf/hi-404/') ? { status: 404, json: { message: 'Not found' } } : { status: 500, text: 'boom' },
    );
    const missing = await documents.getHistoricalInvoicePdf('hi-404', 'bonusprint-uk').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(DocumentNotFoundError);
    expect(missing instanceof DocumentNotFoundError && missing.userMessageKey).toBe('documents.errors.notFound');
    expect(missing instanceof Error && missing.message).toBe(
      'GET /api/documents/api/v1/HistoricalInvoice/me/pdf/hi-404/bonusprint-uk: no such document (404)',
    );
    const broken = await documents.getHistoricalInvoicePdf('hi-1', 'bonusprint-uk').catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(HttpError);
    expect(broken instanceof HttpError && broken.status).toBe(500);
  });

  it('pages invoice group files and historical invoices with skip and limit, superOrderCode read as orderCode', async () => {
    // the historical invoices as the server names them
    const served = {
      historicalInvoices: fixtureHistoricalPage.historicalInvoices.map(({ orderCode, ...invoice }) => ({
        ...invoice,
        superOrderCode: orderCode,
      })),
      total: fixtureHistoricalPage.total,
    };
    const { api: documents, server } = await api((request) =>
      request.url.includes('InvoiceGroupFiles') ? { status: 200, json: fixtureGroupFilesPage1 } : { status: 200, json: served },
    );
    await expect(documents.getInvoiceGroupFiles({ skip: 10, limit: 10 })).resolves.toEqual(fixtureGroupFilesPage1);
    await expect(documents.getHistoricalInvoices({ skip: 0, limit: 10 })).resolves.toEqual(fixtureHistoricalPage);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/documents/api/v1/InvoiceGroupFiles/me?skip=10&limit=10',
      '/api/documents/api/v1/HistoricalInvoice/me?skip=0&limit=10',
    ]);
  });

  it('lists the customer’s product PDFs with superOrderCode read as orderCode, and rejects a list the contract does not allow', async () => {
    const pdfs = [
      {
        productCode: 'P-1',
        superOrderCode: 'SO-1',
        articleName: 'Photo book',
        purpose: 'product.pdf',
        fileName: 'P-1.pdf',
        createdAt: '2024-03-01T10:00:00.000Z',
      },
    ];
    let answer: unknown = { pdfs };
    const { api: documents } = await api(() => ({ status: 200, json: answer }));
    const { superOrderCode, ...rest } = pdfs[0] ?? { superOrderCode: '' };
    await expect(documents.getProductPdfs()).resolves.toEqual([{ ...rest, orderCode: superOrderCode }]);
    answer = { pdfs: [{ ...pdfs[0], purpose: 'cover.jpg' }] };
    await expect(documents.getProductPdfs()).rejects.toBeInstanceOf(ParseError);
  });
});
