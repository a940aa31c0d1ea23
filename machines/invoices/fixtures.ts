// Fixtures of the invoices page: invoice group files and historical invoices as the documents
// service answers them (schemas/documents.ts), a list of 12 on two pages and one of 3 on one page.
import type { InvoiceGroupFile, InvoiceGroupFilePage } from '@schemas/documents';
import type { NumberedPage } from '../shared/pageNumberedList';
import type { HistoricalInvoiceEntries, HistoricalInvoiceEntry, InvoiceEntry } from './invoicesList.machine';

const two = (value: number) => String(value).padStart(2, '0');

/** The n-th monthly invoice group file of 2024 (n from 1), newest first on the service's pages. */
export function fixtureInvoiceGroupFile(n: number, overrides: Partial<InvoiceGroupFile> = {}): InvoiceGroupFile {
  const month = ((n - 1) % 12) + 1;
  return {
    id: `igf-${n}`,
    invoiceNumber: `INV-2024-${String(n).padStart(4, '0')}`,
    periodStart: `2024-${two(month)}-01`,
    periodEnd: `2024-${two(month)}-${month === 2 ? '29' : month === 4 || month === 6 || month === 9 || month === 11 ? '30' : '31'}`,
    totalAmount: 12_345 + n,
    currency: 'GBP',
    ...overrides,
  };
}

/** The n-th historical invoice (n from 1). */
export function fixtureHistoricalInvoice(n: number, overrides: Partial<HistoricalInvoiceEntry> = {}): HistoricalInvoiceEntry {
  return {
    id: `hi-${n}`,
    invoiceNumber: `H-${1000 + n}`,
    invoiceDate: `2019-${two(((n - 1) % 12) + 1)}-15`,
    orderCode: `SO-${5000 + n}`,
    totalAmount: 4_995 * n,
    currency: 'GBP',
    channel: 'bonusprint-uk',
    ...overrides,
  };
}

const groupFiles = Array.from({ length: 12 }, (_, index) => fixtureInvoiceGroupFile(index + 1));

/** Page 1 of 12 invoice group files. */
export const fixtureGroupFilesPage1: InvoiceGroupFilePage = { invoiceGroupFiles: groupFiles.slice(0, 10), total: 12 };
/** Page 2 of 12 invoice group files. */
export const fixtureGroupFilesPage2: InvoiceGroupFilePage = { invoiceGroupFiles: groupFiles.slice(10), total: 12 };
/** No invoice group files at all. */
export const fixtureNoGroupFiles: InvoiceGroupFilePage = { invoiceGroupFiles: [], total: 0 };

/** The one page of 3 historical invoices. */
export const fixtureHistoricalPage: HistoricalInvoiceEntries = {
  historicalInvoices: [1, 2, 3].map((n) => fixtureHistoricalInvoice(n)),
  total: 3,
};
/** No historical invoices at all. */
export const fixtureNoHistoricalInvoices: HistoricalInvoiceEntries = { historicalInvoices: [], total: 0 };

/** A load that failed with no response ('Request failure'), shaped like the edge's NetworkError. */
export const fixtureInvoicesNetworkError = Object.assign(new Error('GET /api/documents/api/v1/HistoricalInvoice/me failed: no response'), {
  userMessageKey: 'errors.requestFailure',
});
/** A load the service refused. */
export const fixtureInvoicesServerError = new Error('GET /api/documents/api/v1/InvoiceGroupFiles/me failed with 500');

/** The pages above as the list machine is answered them (the wiring reads the service's pages so). */
export const fixtureGroupFilesList1: NumberedPage<InvoiceEntry> = { items: fixtureGroupFilesPage1.invoiceGroupFiles, total: 12 };
export const fixtureGroupFilesList2: NumberedPage<InvoiceEntry> = { items: fixtureGroupFilesPage2.invoiceGroupFiles, total: 12 };
export const fixtureEmptyInvoicesList: NumberedPage<InvoiceEntry> = { items: [], total: 0 };
