// Catalogue entry of the invoices page's lists (S0 §3, §7 Invoices and documents, §9; DECISIONS 7, 12).
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../catalogEntry';
import type { NumberedPage, PageWindow } from '../shared/pageNumberedList';
import {
  fixtureEmptyInvoicesList,
  fixtureGroupFilesList1,
  fixtureGroupFilesList2,
  fixtureInvoicesNetworkError,
  fixtureInvoicesServerError,
} from './fixtures';
import { invoicesListMachine, type InvoiceEntry } from './invoicesList.machine';

const invoicesList = entry({
  id: 'invoicesList',
  title: 'Invoices lists',
  description:
    'The invoices page of a business account shows two lists, invoice group files and historical invoices, each its own run of this machine. A list loads one page of 10 from the documents service, and shows the page, an empty state when there are none, or an error with Try again when the load failed. Choosing another page loads that page while the last one stays on screen; the other list is not touched.',
  specSection: 'S0 §3 Historical invoices, §7 Invoices and documents, §9; DECISIONS 7, 12',
  machine: invoicesListMachine,
  fixtures: {
    actors: {
      loadPage: fromPromise<NumberedPage<InvoiceEntry>, PageWindow>(async ({ input }) =>
        input.skip === 0 ? fixtureGroupFilesList1 : fixtureGroupFilesList2,
      ),
    },
    events: [
      { type: 'invoicesList.showPage', page: 2 },
      { type: 'invoicesList.showPage', page: 1 },
      { type: 'invoicesList.retry' },
      { type: 'invoicesList.reload' },
      { type: 'xstate.done.actor.loadPage', output: fixtureGroupFilesList1 },
      { type: 'xstate.done.actor.loadPage', output: fixtureGroupFilesList2 },
      { type: 'xstate.done.actor.loadPage', output: fixtureEmptyInvoicesList },
      { type: 'xstate.error.actor.loadPage', error: fixtureInvoicesServerError },
      { type: 'xstate.error.actor.loadPage', error: fixtureInvoicesNetworkError },
    ],
    input: {},
    variants: [
      {
        name: 'opened on page 2',
        description: 'The page opens with ?invoices_page=2 in its URL.',
        input: { page: 2 },
      },
    ],
  },
});

export const invoicesEntries: readonly CatalogEntry[] = [invoicesList];
