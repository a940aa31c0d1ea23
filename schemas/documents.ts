import * as z from 'zod/mini';
import { isoDateTime } from './common';
import { isoDate } from './orders';

/**
 * Documents service contracts (spec S0 §7 "Invoices and documents"; DECISIONS 7, 8). PDFs
 * themselves are answered as `application/pdf` with a `Content-Disposition: attachment` file name.
 * Listing invoice group files is ours: the spec shows only the file call.
 */

/** File purposes of a product (S0 §7): `product.pdf` means a product PDF exists, `map.pdf` a map PDF. */
export const FilePurpose = z.enum(['product.pdf', 'map.pdf']);
export type FilePurpose = z.infer<typeof FilePurpose>;

/** GET /v1/Products/:code?extend=none */
export const Product = z.object({
  code: z.string().check(z.minLength(1)),
  articleName: z.string(),
  files: z.array(z.object({ purpose: z.string(), fileName: z.string() })),
});
export type Product = z.infer<typeof Product>;

/** GET /v1/Pdfs/me: every product PDF of the customer (the downloads page's section). */
export const ProductPdf = z.object({
  productCode: z.string().check(z.minLength(1)),
  superOrderCode: z.string().check(z.minLength(1)),
  articleName: z.string(),
  purpose: FilePurpose,
  fileName: z.string(),
  createdAt: isoDateTime,
});
export type ProductPdf = z.infer<typeof ProductPdf>;
export const ProductPdfList = z.object({ pdfs: z.array(ProductPdf) });
export type ProductPdfList = z.infer<typeof ProductPdfList>;

/** GET /api/v1/InvoiceGroupFiles/me?skip&limit (ours); the file: GET /api/v1/InvoiceGroupFiles/me/:id */
export const InvoiceGroupFile = z.object({
  id: z.string().check(z.minLength(1)),
  invoiceNumber: z.string().check(z.minLength(1)),
  periodStart: isoDate,
  periodEnd: isoDate,
  totalAmount: z.number().check(z.int()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});
export type InvoiceGroupFile = z.infer<typeof InvoiceGroupFile>;
export const InvoiceGroupFilePage = z.object({
  invoiceGroupFiles: z.array(InvoiceGroupFile),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type InvoiceGroupFilePage = z.infer<typeof InvoiceGroupFilePage>;

/** GET /api/v1/HistoricalInvoice/me?skip&limit (S0 §3: `historicalInvoices` with a `total`). */
export const HistoricalInvoice = z.object({
  id: z.string().check(z.minLength(1)),
  invoiceNumber: z.string().check(z.minLength(1)),
  invoiceDate: isoDate,
  superOrderCode: z.nullable(z.string()),
  totalAmount: z.number().check(z.int()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** the brand channel it was issued under; part of its PDF's path */
  channel: z.string().check(z.minLength(1)),
});
export type HistoricalInvoice = z.infer<typeof HistoricalInvoice>;
export const HistoricalInvoicePage = z.object({
  historicalInvoices: z.array(HistoricalInvoice),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type HistoricalInvoicePage = z.infer<typeof HistoricalInvoicePage>;
