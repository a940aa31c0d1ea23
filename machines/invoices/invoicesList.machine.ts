// A list of the invoices page (spec S0 §3 "Historical invoices", §7 "Invoices and documents", §9
// constant 10; DECISIONS 7, 12): the invoice group files or the historical invoices, each one actor
// of this machine with its own load actor, paged on the server (skip = (page - 1) × 10, limit 10)
// with its own loading, error and retry (../shared/pageNumberedList.ts). The page shown comes from
// the view (the URL query); every page change asks the service again, since invoices appear at any
// time, and the page shown before stays until the answer so the table and pager do not jump.
import type { HistoricalInvoice, InvoiceGroupFile } from '@schemas/documents';
import { INVOICES_PER_PAGE } from '@schemas/tunables';
import { createPageNumberedListMachine, type PageNumberedListContext } from '../shared/pageNumberedList';

/** A historical invoice as the API edge hands it over: the server's superOrderCode is its orderCode. */
export type HistoricalInvoiceEntry = Omit<HistoricalInvoice, 'superOrderCode'> & { orderCode: string | null };

/** A page of historical invoices and how many there are in all (the edge's answer). */
export interface HistoricalInvoiceEntries {
  historicalInvoices: HistoricalInvoiceEntry[];
  total: number;
}

/** An item of either list. */
export type InvoiceEntry = InvoiceGroupFile | HistoricalInvoiceEntry;

export type InvoiceList<TItem extends InvoiceEntry> = PageNumberedListContext<TItem>;

/** The list machine for one kind of invoice (the page runs one actor per list). */
export function createInvoicesListMachine<TItem extends InvoiceEntry>() {
  return createPageNumberedListMachine<TItem, 'invoicesList'>({
    id: 'invoicesList',
    description: 'Loads one list of the invoices page, one page of 10 at a time.',
    pageSize: INVOICES_PER_PAGE,
    keyOf: (item) => item.id,
    keepPages: false,
    toLastPage: false,
  });
}

/** The catalogued machine (either kind of invoice). */
export const invoicesListMachine = createInvoicesListMachine<InvoiceEntry>();

export type InvoicesListMachine<TItem extends InvoiceEntry> = ReturnType<typeof createInvoicesListMachine<TItem>>;
