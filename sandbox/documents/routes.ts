import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HistoricalInvoicePage, InvoiceGroupFilePage, Product, ProductPdfList } from '@schemas/documents';
import { INVOICES_PER_PAGE } from '@schemas/tunables';
import { findCustomer } from '../customer/customers';
import { findAccountById } from '../db/accounts';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { CodeParams, wholeNumber } from '../orders/params';
import { formatDay } from './amounts';
import type { InvoiceCustomer } from './invoice-pdf';
import type { PdfCache } from './pdf-cache';
import {
  findHistoricalInvoice,
  findInvoiceGroupFile,
  findProductFiles,
  historicalInvoicePage,
  invoiceGroupFilePage,
  listProductPdfs,
  productPdfName,
} from './store';

const ProductQuery = z.object({ extend: z.literal('none', { error: 'extend must be none' }).optional() });
/** Decision: the spec's one PDF call gives the product PDF; `?purpose=map.pdf` gives the map PDF. */
const PdfQuery = z.object({
  purpose: z
    .enum(['product.pdf', 'map.pdf'], { error: 'purpose must be product.pdf or map.pdf' })
    .optional()
    .transform((value) => value ?? 'product.pdf'),
});
const PageQuery = z.object({
  skip: wholeNumber('skip', { fallback: 0, min: 0, max: 1_000_000 }),
  limit: wholeNumber('limit', { fallback: INVOICES_PER_PAGE, min: 1, max: 100 }),
});
const IdParams = z.object({ id: pathSegment });
const HistoricalPdfParams = z.object({ id: pathSegment, channel: pathSegment });

const productNotFound = { message: 'Product not found' };
const invoiceNotFound = { message: 'Invoice not found' };

/** A PDF answer: the bytes as a download with its file name. */
function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(Buffer.from(bytes));
}

/**
 * Documents service (spec S0 §7 "Invoices and documents"; DECISIONS 7, 8), mounted under
 * /api/documents. Every route needs a bearer token and works on the token's own account: another
 * account's product or invoice answers 404. Invoices (group files and historical ones) are for
 * business accounts only: a consumer gets 404 on every invoice route, as if it had none to find.
 * PDFs are made from the stored data in a worker thread and kept (pdf-cache.ts: the same data gives
 * the same file), after the route has found the document by the caller's own account.
 */
export async function documentRoutes(app: FastifyInstance, options: { db: Db; pdfs: PdfCache }): Promise<void> {
  const { db, pdfs } = options;
  app.addHook('preHandler', app.authenticate);

  const customerName = async (accountId: string): Promise<InvoiceCustomer> => {
    const [customer, account] = await Promise.all([findCustomer(db, accountId), findAccountById(db, accountId)]);
    return {
      name: customer ? `${customer.firstName} ${customer.lastName}` : (account?.email ?? ''),
      companyName: customer?.companyName ?? null,
      vatNumber: customer?.vatNumber ?? null,
      email: account?.email ?? '',
    };
  };

  /**
   * The business account asking, or null after answering 404 for anyone else. Checked before the
   * parameters: to a consumer every invoice address is simply not there, well-formed or not.
   */
  const businessOnly = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const accountId = accountIdOf(request);
    const account = await findAccountById(db, accountId);
    if (account?.accountType === 'business') return accountId;
    void reply.code(404).send(invoiceNotFound);
    return null;
  };

  app.get('/v1/Products/:code', async (request, reply) => {
    const params = parseOrReject(reply, CodeParams, request.params);
    if (!params) return reply;
    const query = parseOrReject(reply, ProductQuery, request.query);
    if (!query) return reply;
    const product = await findProductFiles(db, accountIdOf(request), params.code);
    if (!product) return reply.code(404).send(productNotFound);
    const files = [
      ...(product.hasProductPdf ? [{ purpose: 'product.pdf', fileName: productPdfName(product.code, 'product.pdf') }] : []),
      ...(product.hasMapPdf ? [{ purpose: 'map.pdf', fileName: productPdfName(product.code, 'map.pdf') }] : []),
    ];
    return sendValid(reply, Product, { code: product.code, articleName: product.articleName, files });
  });

  app.get('/v1/pdf/me/:code', async (request, reply) => {
    const params = parseOrReject(reply, CodeParams, request.params);
    if (!params) return reply;
    const query = parseOrReject(reply, PdfQuery, request.query);
    if (!query) return reply;
    const accountId = accountIdOf(request);
    const product = await findProductFiles(db, accountId, params.code);
    const exists = query.purpose === 'map.pdf' ? product?.hasMapPdf : product?.hasProductPdf;
    if (!product || !exists) return reply.code(404).send({ message: 'PDF not found' });
    const bytes = await pdfs.get({
      document: 'product',
      purpose: query.purpose,
      product,
      customerName: (await customerName(accountId)).name,
    });
    return sendPdf(reply, bytes, productPdfName(product.code, query.purpose));
  });

  app.get('/v1/Pdfs/me', async (request, reply) =>
    sendValid(reply, ProductPdfList, { pdfs: await listProductPdfs(db, accountIdOf(request)) }),
  );

  app.get('/api/v1/InvoiceGroupFiles/me', async (request, reply) => {
    const accountId = await businessOnly(request, reply);
    if (!accountId) return reply;
    const query = parseOrReject(reply, PageQuery, request.query);
    if (!query) return reply;
    return sendValid(reply, InvoiceGroupFilePage, await invoiceGroupFilePage(db, accountId, query));
  });

  app.get('/api/v1/InvoiceGroupFiles/me/:id', async (request, reply) => {
    const accountId = await businessOnly(request, reply);
    if (!accountId) return reply;
    const params = parseOrReject(reply, IdParams, request.params);
    if (!params) return reply;
    const file = await findInvoiceGroupFile(db, accountId, params.id);
    if (!file) return reply.code(404).send(invoiceNotFound);
    const bytes = await pdfs.get({
      document: 'invoice',
      invoice: {
        invoiceNumber: file.invoiceNumber,
        date: file.periodEnd,
        reference: `Period ${formatDay(file.periodStart)} – ${formatDay(file.periodEnd)}`,
        currency: file.currency,
        channel: file.channel,
        lines: file.lines,
      },
      customer: await customerName(accountId),
    });
    return sendPdf(reply, bytes, `${file.invoiceNumber}.pdf`);
  });

  app.get('/api/v1/HistoricalInvoice/me', async (request, reply) => {
    const accountId = await businessOnly(request, reply);
    if (!accountId) return reply;
    const query = parseOrReject(reply, PageQuery, request.query);
    if (!query) return reply;
    return sendValid(reply, HistoricalInvoicePage, await historicalInvoicePage(db, accountId, query));
  });

  app.get('/api/v1/HistoricalInvoice/me/pdf/:id/:channel', async (request, reply) => {
    const accountId = await businessOnly(request, reply);
    if (!accountId) return reply;
    const params = parseOrReject(reply, HistoricalPdfParams, request.params);
    if (!params) return reply;
    const invoice = await findHistoricalInvoice(db, accountId, params.id);
    // The channel is part of the file's address: another channel's path names no file.
    if (!invoice || invoice.channel !== params.channel) return reply.code(404).send(invoiceNotFound);
    const bytes = await pdfs.get({
      document: 'invoice',
      invoice: {
        invoiceNumber: invoice.invoiceNumber,
        date: invoice.invoiceDate,
        reference: invoice.superOrderCode ? `Order ${invoice.superOrderCode}` : 'Order (before online ordering)',
        currency: invoice.currency,
        channel: invoice.channel,
        lines: invoice.lines,
      },
      customer: await customerName(accountId),
    });
    return sendPdf(reply, bytes, `${invoice.invoiceNumber}.pdf`);
  });
}
