// The invoices page's two lists (spec S0 §3 "Historical invoices", §7 "Invoices and documents", §9
// constant 10; DECISIONS 7, 12): invoice group files and historical invoices, side by side, each
// paged on the server (skip = (page - 1) × 10, limit 10) with its own loading, error and retry.
// The page shown comes from the view (the URL query); the machine loads it and keeps the last
// answer while the next page is on its way, so the table and pager do not jump.
import { assign, fromPromise, setup } from 'xstate';
import type { HistoricalInvoice, InvoiceGroupFile, InvoiceGroupFilePage } from '@schemas/documents';
import { INVOICES_PER_PAGE } from '@schemas/tunables';
import { messageOf, userMessageKeyOf } from '../shared/failure';

/** A historical invoice as the API edge hands it over: the server's superOrderCode is its orderCode. */
export type HistoricalInvoiceEntry = Omit<HistoricalInvoice, 'superOrderCode'> & { orderCode: string | null };

/** A page of historical invoices and how many there are in all (the edge's answer). */
export interface HistoricalInvoiceEntries {
  historicalInvoices: HistoricalInvoiceEntry[];
  total: number;
}

/** One page of a list as the API asks for it. */
export interface InvoicePageWindow {
  skip: number;
  limit: number;
}

export interface InvoiceList<TItem> {
  /** the page asked for, from 1 */
  page: number;
  /** the last page loaded (kept while another page loads) */
  items: readonly TItem[];
  /** every item of the list, on all pages; null until the first answer */
  total: number | null;
  /** the last failure's message, for logs */
  error: string | null;
  /** the i18n key the error names for the customer ('Request failure'), if any */
  errorKey: string | null;
}

export interface InvoicesListContext {
  invoiceGroupFiles: InvoiceList<InvoiceGroupFile>;
  historicalInvoices: InvoiceList<HistoricalInvoiceEntry>;
}

export interface InvoicesListInput {
  /** the invoice group files' page to show first (the URL's), from 1 */
  invoiceGroupFilesPage?: number;
  /** the historical invoices' page to show first (the URL's), from 1 */
  historicalInvoicesPage?: number;
}

export type InvoicesListEvent =
  | { type: 'invoiceGroupFiles.showPage'; page: number }
  | { type: 'invoiceGroupFiles.retry' }
  | { type: 'historicalInvoices.showPage'; page: number }
  | { type: 'historicalInvoices.retry' };

/** The API's window of a page (pages count from 1; anything below is page 1). */
export function pageWindow(page: number): InvoicePageWindow {
  return { skip: (validPage(page) - 1) * INVOICES_PER_PAGE, limit: INVOICES_PER_PAGE };
}

/** Pages of a list of `total` items (at least 1, so an empty list still has its one page). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / INVOICES_PER_PAGE));
}

function validPage(page: number | undefined): number {
  return page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1;
}

const emptyList = <TItem>(page: number | undefined): InvoiceList<TItem> => ({
  page: validPage(page),
  items: [],
  total: null,
  error: null,
  errorKey: null,
});

export const invoicesListMachine = setup({
  types: {
    context: {} as InvoicesListContext,
    events: {} as InvoicesListEvent,
    input: {} as InvoicesListInput | undefined,
  },
  actors: {
    /** GET /api/v1/InvoiceGroupFiles/me?skip&limit */
    loadInvoiceGroupFiles: fromPromise<InvoiceGroupFilePage, InvoicePageWindow>(async () => {
      throw new Error('invoicesList: the loadInvoiceGroupFiles actor is not provided');
    }),
    /** GET /api/v1/HistoricalInvoice/me?skip&limit */
    loadHistoricalInvoices: fromPromise<HistoricalInvoiceEntries, InvoicePageWindow>(async () => {
      throw new Error('invoicesList: the loadHistoricalInvoices actor is not provided');
    }),
  },
  actions: {
    showInvoiceGroupFilesPage: assign(({ context }, params: { page: number }) => ({
      invoiceGroupFiles: { ...context.invoiceGroupFiles, page: validPage(params.page) },
    })),
    storeInvoiceGroupFiles: assign(({ context }, params: { answer: InvoiceGroupFilePage }) => ({
      invoiceGroupFiles: {
        ...context.invoiceGroupFiles,
        items: params.answer.invoiceGroupFiles,
        total: params.answer.total,
        error: null,
        errorKey: null,
      },
    })),
    storeInvoiceGroupFilesError: assign(({ context }, params: { error: unknown }) => ({
      invoiceGroupFiles: { ...context.invoiceGroupFiles, error: messageOf(params.error), errorKey: userMessageKeyOf(params.error) },
    })),
    showHistoricalInvoicesPage: assign(({ context }, params: { page: number }) => ({
      historicalInvoices: { ...context.historicalInvoices, page: validPage(params.page) },
    })),
    storeHistoricalInvoices: assign(({ context }, params: { answer: HistoricalInvoiceEntries }) => ({
      historicalInvoices: {
        ...context.historicalInvoices,
        items: params.answer.historicalInvoices,
        total: params.answer.total,
        error: null,
        errorKey: null,
      },
    })),
    storeHistoricalInvoicesError: assign(({ context }, params: { error: unknown }) => ({
      historicalInvoices: { ...context.historicalInvoices, error: messageOf(params.error), errorKey: userMessageKeyOf(params.error) },
    })),
    /** logged to the console and sent to the error reporter (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOtherInvoiceGroupFilesPage: ({ context }, params: { page: number }) => validPage(params.page) !== context.invoiceGroupFiles.page,
    isOtherHistoricalInvoicesPage: ({ context }, params: { page: number }) => validPage(params.page) !== context.historicalInvoices.page,
  },
}).createMachine({
  id: 'invoicesList',
  description: 'Loads the invoice group files and the historical invoices, each one page of 10 at a time.',
  context: ({ input }) => ({
    invoiceGroupFiles: emptyList(input?.invoiceGroupFilesPage),
    historicalInvoices: emptyList(input?.historicalInvoicesPage),
  }),
  // A parallel state under the root rather than a parallel root: the flow atlas's Mermaid export
  // draws parallel regions only inside a state.
  initial: 'lists',
  states: {
    lists: {
      type: 'parallel',
      description: 'The page is open: its two lists load and change page each on its own.',
      states: {
        invoiceGroupFiles: {
          description: 'The invoice group files section.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The page asked for is on its way; the last page loaded, if any, stays until the answer.',
              invoke: {
                id: 'loadInvoiceGroupFiles',
                src: 'loadInvoiceGroupFiles',
                input: ({ context }) => pageWindow(context.invoiceGroupFiles.page),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'storeInvoiceGroupFiles', params: ({ event }) => ({ answer: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: [
                    { type: 'storeInvoiceGroupFilesError', params: ({ event }) => ({ error: event.error }) },
                    { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
              on: {
                'invoiceGroupFiles.showPage': {
                  guard: { type: 'isOtherInvoiceGroupFilesPage', params: ({ event }) => ({ page: event.page }) },
                  target: 'loading',
                  reenter: true,
                  actions: { type: 'showInvoiceGroupFilesPage', params: ({ event }) => ({ page: event.page }) },
                },
              },
            },
            loaded: {
              description: 'The page is shown: its invoice group files and the total for the pager (none: the empty state).',
              on: {
                'invoiceGroupFiles.showPage': {
                  guard: { type: 'isOtherInvoiceGroupFilesPage', params: ({ event }) => ({ page: event.page }) },
                  target: 'loading',
                  actions: { type: 'showInvoiceGroupFilesPage', params: ({ event }) => ({ page: event.page }) },
                },
              },
            },
            failed: {
              description: 'The page could not be loaded: an error with Try again, which loads it again.',
              on: {
                'invoiceGroupFiles.retry': 'loading',
                'invoiceGroupFiles.showPage': {
                  target: 'loading',
                  actions: { type: 'showInvoiceGroupFilesPage', params: ({ event }) => ({ page: event.page }) },
                },
              },
            },
          },
        },
        historicalInvoices: {
          description: 'The historical invoices section.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The page asked for is on its way; the last page loaded, if any, stays until the answer.',
              invoke: {
                id: 'loadHistoricalInvoices',
                src: 'loadHistoricalInvoices',
                input: ({ context }) => pageWindow(context.historicalInvoices.page),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'storeHistoricalInvoices', params: ({ event }) => ({ answer: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: [
                    { type: 'storeHistoricalInvoicesError', params: ({ event }) => ({ error: event.error }) },
                    { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
              on: {
                'historicalInvoices.showPage': {
                  guard: { type: 'isOtherHistoricalInvoicesPage', params: ({ event }) => ({ page: event.page }) },
                  target: 'loading',
                  reenter: true,
                  actions: { type: 'showHistoricalInvoicesPage', params: ({ event }) => ({ page: event.page }) },
                },
              },
            },
            loaded: {
              description: 'The page is shown: its historical invoices and the total for the pager (none: the empty state).',
              on: {
                'historicalInvoices.showPage': {
                  guard: { type: 'isOtherHistoricalInvoicesPage', params: ({ event }) => ({ page: event.page }) },
                  target: 'loading',
                  actions: { type: 'showHistoricalInvoicesPage', params: ({ event }) => ({ page: event.page }) },
                },
              },
            },
            failed: {
              description: 'The page could not be loaded: an error with Try again, which loads it again.',
              on: {
                'historicalInvoices.retry': 'loading',
                'historicalInvoices.showPage': {
                  target: 'loading',
                  actions: { type: 'showHistoricalInvoicesPage', params: ({ event }) => ({ page: event.page }) },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type InvoicesListMachine = typeof invoicesListMachine;
