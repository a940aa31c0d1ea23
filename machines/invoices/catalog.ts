// Catalogue entry of the invoices page's lists (S0 §3, §7 Invoices and documents, §9; DECISIONS 7, 12).
import { fromPromise } from 'xstate';
import type { InvoiceGroupFilePage } from '@schemas/documents';
import type { HistoricalInvoiceEntries } from './invoicesList.machine';
import { entry, type CatalogEntry } from '../catalogEntry';
import {
  fixtureGroupFilesPage1,
  fixtureGroupFilesPage2,
  fixtureHistoricalPage,
  fixtureInvoicesNetworkError,
  fixtureInvoicesServerError,
  fixtureNoHistoricalInvoices,
} from './fixtures';
import { invoicesListMachine, type InvoicePageWindow } from './invoicesList.machine';

const invoicesList = entry({
  id: 'invoicesList',
  title: 'Invoices lists',
  description:
    'The invoices page of a business account shows two lists: invoice group files and historical invoices. Each loads one page of 10 from the documents service on its own, and shows the page, an empty state when there are none, or an error with Try again when the load failed. Choosing another page of a list loads that page while the last one stays on screen; the other list is not touched.',
  specSection: 'S0 §3 Historical invoices, §7 Invoices and documents, §9; DECISIONS 7, 12',
  machine: invoicesListMachine,
  fixtures: {
    actors: {
      loadInvoiceGroupFiles: fromPromise<InvoiceGroupFilePage, InvoicePageWindow>(async ({ input }) =>
        input.skip === 0 ? fixtureGroupFilesPage1 : fixtureGroupFilesPage2,
      ),
      loadHistoricalInvoices: fromPromise<HistoricalInvoiceEntries, InvoicePageWindow>(async () => fixtureHistoricalPage),
    },
    events: [
      { type: 'invoiceGroupFiles.showPage', page: 2 },
      { type: 'invoiceGroupFiles.retry' },
      { type: 'historicalInvoices.showPage', page: 1 },
      { type: 'historicalInvoices.retry' },
      { type: 'xstate.done.actor.loadInvoiceGroupFiles', output: fixtureGroupFilesPage1 },
      { type: 'xstate.done.actor.loadInvoiceGroupFiles', output: fixtureGroupFilesPage2 },
      { type: 'xstate.error.actor.loadInvoiceGroupFiles', error: fixtureInvoicesServerError },
      { type: 'xstate.done.actor.loadHistoricalInvoices', output: fixtureHistoricalPage },
      { type: 'xstate.done.actor.loadHistoricalInvoices', output: fixtureNoHistoricalInvoices },
      { type: 'xstate.error.actor.loadHistoricalInvoices', error: fixtureInvoicesNetworkError },
    ],
    input: {},
    variants: [
      {
        name: 'opened on page 2',
        description: 'The page opens with ?invoices_page=2 in its URL.',
        input: { invoiceGroupFilesPage: 2 },
      },
    ],
  },
});

export const invoicesEntries: readonly CatalogEntry[] = [invoicesList];
