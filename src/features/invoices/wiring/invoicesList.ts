// Real actors of the invoices page's lists (machines/invoices/invoicesList.machine.ts): the
// documents API of the app's services, failures to the error reporter. The page runs one actor per
// list; it never sees the API. Tests give a fake documents API to <ServicesProvider>.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createInvoicesListMachine, type HistoricalInvoiceEntry } from '@machines/invoices/invoicesList.machine';
import type { NumberedPage, PageWindow } from '@machines/shared/pageNumberedList';
import type { InvoiceGroupFile } from '@schemas/documents';
import { useDocumentsApi } from '@/features/shared/wiring/documentDownload';

/** The list machine of each list, its pages read from the documents API. */
export function useInvoicesListMachines() {
  const api = useDocumentsApi();
  return useMemo(
    () => ({
      invoiceGroupFiles: createInvoicesListMachine<InvoiceGroupFile>().provide({
        actors: {
          loadPage: fromPromise<NumberedPage<InvoiceGroupFile>, PageWindow>(async ({ input, signal }) => {
            const answer = await api.getInvoiceGroupFiles(input, { signal });
            return { items: answer.invoiceGroupFiles, total: answer.total };
          }),
        },
      }),
      historicalInvoices: createInvoicesListMachine<HistoricalInvoiceEntry>().provide({
        actors: {
          loadPage: fromPromise<NumberedPage<HistoricalInvoiceEntry>, PageWindow>(async ({ input, signal }) => {
            const answer = await api.getHistoricalInvoices(input, { signal });
            return { items: answer.historicalInvoices, total: answer.total };
          }),
        },
      }),
    }),
    [api],
  );
}
