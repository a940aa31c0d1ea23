import type { HistoricalInvoice, InvoiceGroupFile, ProductPdf } from '@schemas/documents';
import type { DeliveryAddress } from '@schemas/orders';
import type { Db } from '../db/db';
import type { InvoiceLine } from './amounts';

/**
 * The documents service's store: product files (from the orders service's products) and invoices
 * (tables invoice_group_files, historical_invoices; migration 111). Every query is scoped by the
 * owner's account id.
 */

export interface ProductFiles {
  code: string;
  superOrderCode: string;
  articleName: string;
  quantity: number;
  channel: string;
  createdAt: string;
  deliveryAddress: DeliveryAddress;
  hasProductPdf: boolean;
  hasMapPdf: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const day = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));

/** The file names of a product's PDFs. */
export const productPdfName = (code: string, purpose: 'product.pdf' | 'map.pdf') =>
  purpose === 'map.pdf' ? `${code}-map.pdf` : `${code}.pdf`;

export async function findProductFiles(db: Db, accountId: string, code: string): Promise<ProductFiles | null> {
  const { rows } = await db.query<{
    code: string;
    super_order_code: string;
    article_name: string;
    quantity: number;
    channel: string;
    created_at: Date | string;
    delivery_address: DeliveryAddress;
    has_product_pdf: boolean;
    has_map_pdf: boolean;
  }>(
    `SELECT l.code, l.super_order_code, l.article_name, l.quantity, s.channel, s.created_at, s.delivery_address, l.has_product_pdf, l.has_map_pdf
       FROM order_lines l JOIN super_orders s ON s.code = l.super_order_code
      WHERE l.account_id = $1 AND l.code = $2`,
    [accountId, code],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    code: row.code,
    superOrderCode: row.super_order_code,
    articleName: row.article_name,
    quantity: row.quantity,
    channel: row.channel,
    createdAt: iso(row.created_at),
    deliveryAddress: row.delivery_address,
    hasProductPdf: row.has_product_pdf,
    hasMapPdf: row.has_map_pdf,
  };
}

/** Every product PDF and map PDF of the account, newest order first. */
export async function listProductPdfs(db: Db, accountId: string): Promise<ProductPdf[]> {
  const { rows } = await db.query<{
    code: string;
    super_order_code: string;
    article_name: string;
    created_at: Date | string;
    has_product_pdf: boolean;
    has_map_pdf: boolean;
  }>(
    `SELECT l.code, l.super_order_code, l.article_name, s.created_at, l.has_product_pdf, l.has_map_pdf
       FROM order_lines l JOIN super_orders s ON s.code = l.super_order_code
      WHERE l.account_id = $1 AND (l.has_product_pdf OR l.has_map_pdf)
      ORDER BY s.created_at DESC, s.code DESC, l.position`,
    [accountId],
  );
  return rows.flatMap((row) =>
    (['product.pdf', 'map.pdf'] as const)
      .filter((purpose) => (purpose === 'product.pdf' ? row.has_product_pdf : row.has_map_pdf))
      .map((purpose) => ({
        productCode: row.code,
        superOrderCode: row.super_order_code,
        articleName: row.article_name,
        purpose,
        fileName: productPdfName(row.code, purpose),
        createdAt: iso(row.created_at),
      })),
  );
}

interface InvoiceGroupRow {
  id: string;
  invoice_number: string;
  period_start: string;
  period_end: string;
  total_amount: number;
  currency: string;
  channel: string;
  lines: InvoiceLine[];
}

const toInvoiceGroupFile = (row: InvoiceGroupRow): InvoiceGroupFile => ({
  id: row.id,
  invoiceNumber: row.invoice_number,
  periodStart: day(row.period_start),
  periodEnd: day(row.period_end),
  totalAmount: row.total_amount,
  currency: row.currency,
});

const groupColumns = 'id, invoice_number, period_start::text, period_end::text, total_amount, currency, channel, lines';

export async function invoiceGroupFilePage(
  db: Db,
  accountId: string,
  page: { skip: number; limit: number },
): Promise<{ invoiceGroupFiles: InvoiceGroupFile[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<InvoiceGroupRow>(
      `SELECT ${groupColumns} FROM invoice_group_files WHERE account_id = $1 ORDER BY period_start DESC, id DESC OFFSET $2 LIMIT $3`,
      [accountId, page.skip, page.limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoice_group_files WHERE account_id = $1', [accountId]),
  ]);
  return { invoiceGroupFiles: rows.map(toInvoiceGroupFile), total: counted[0]?.n ?? 0 };
}

export async function findInvoiceGroupFile(
  db: Db,
  accountId: string,
  id: string,
): Promise<(InvoiceGroupFile & { channel: string; lines: InvoiceLine[] }) | null> {
  const { rows } = await db.query<InvoiceGroupRow>(`SELECT ${groupColumns} FROM invoice_group_files WHERE account_id = $1 AND id = $2`, [
    accountId,
    id,
  ]);
  const row = rows[0];
  return row ? { ...toInvoiceGroupFile(row), channel: row.channel, lines: row.lines } : null;
}

interface HistoricalRow {
  id: string;
  invoice_number: string;
  invoice_date: string;
  super_order_code: string | null;
  total_amount: number;
  currency: string;
  channel: string;
  lines: InvoiceLine[];
}

const toHistorical = (row: HistoricalRow): HistoricalInvoice => ({
  id: row.id,
  invoiceNumber: row.invoice_number,
  invoiceDate: day(row.invoice_date),
  superOrderCode: row.super_order_code,
  totalAmount: row.total_amount,
  currency: row.currency,
  channel: row.channel,
});

const historicalColumns = 'id, invoice_number, invoice_date::text, super_order_code, total_amount, currency, channel, lines';

export async function historicalInvoicePage(
  db: Db,
  accountId: string,
  page: { skip: number; limit: number },
): Promise<{ historicalInvoices: HistoricalInvoice[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<HistoricalRow>(
      `SELECT ${historicalColumns} FROM historical_invoices WHERE account_id = $1 ORDER BY invoice_date DESC, id DESC OFFSET $2 LIMIT $3`,
      [accountId, page.skip, page.limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM historical_invoices WHERE account_id = $1', [accountId]),
  ]);
  return { historicalInvoices: rows.map(toHistorical), total: counted[0]?.n ?? 0 };
}

export async function findHistoricalInvoice(
  db: Db,
  accountId: string,
  id: string,
): Promise<(HistoricalInvoice & { lines: InvoiceLine[] }) | null> {
  const { rows } = await db.query<HistoricalRow>(`SELECT ${historicalColumns} FROM historical_invoices WHERE account_id = $1 AND id = $2`, [
    accountId,
    id,
  ]);
  const row = rows[0];
  return row ? { ...toHistorical(row), lines: row.lines } : null;
}

export interface NewInvoice {
  id: string;
  accountId: string;
  invoiceNumber: string;
  currency: string;
  channel: string;
  lines: InvoiceLine[];
  totalAmount: number;
}

export async function insertInvoiceGroupFiles(
  db: Db,
  files: readonly (NewInvoice & { periodStart: string; periodEnd: string })[],
): Promise<void> {
  if (files.length === 0) return;
  await db.query(
    `INSERT INTO invoice_group_files (id, account_id, invoice_number, period_start, period_end, currency, channel, lines, total_amount)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::date[], $5::date[], $6::text[], $7::text[], $8::jsonb[], $9::int[])`,
    [
      files.map((f) => f.id),
      files.map((f) => f.accountId),
      files.map((f) => f.invoiceNumber),
      files.map((f) => f.periodStart),
      files.map((f) => f.periodEnd),
      files.map((f) => f.currency),
      files.map((f) => f.channel),
      files.map((f) => JSON.stringify(f.lines)),
      files.map((f) => f.totalAmount),
    ],
  );
}

export async function insertHistoricalInvoices(
  db: Db,
  invoices: readonly (NewInvoice & { invoiceDate: string; superOrderCode: string | null })[],
): Promise<void> {
  if (invoices.length === 0) return;
  await db.query(
    `INSERT INTO historical_invoices (id, account_id, invoice_number, invoice_date, super_order_code, currency, channel, lines, total_amount)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::date[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::int[])`,
    [
      invoices.map((f) => f.id),
      invoices.map((f) => f.accountId),
      invoices.map((f) => f.invoiceNumber),
      invoices.map((f) => f.invoiceDate),
      invoices.map((f) => f.superOrderCode),
      invoices.map((f) => f.currency),
      invoices.map((f) => f.channel),
      invoices.map((f) => JSON.stringify(f.lines)),
      invoices.map((f) => f.totalAmount),
    ],
  );
}
