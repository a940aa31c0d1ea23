// Real actors of the invoices page's lists (machines/invoices/invoicesList.machine.ts): the
// documents API of the app's services, failures to the error reporter. The page runs the machine;
// it never sees the API. Tests give a fake documents API to <ServicesProvider>.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { invoicesListMachine, type HistoricalInvoiceEntries, type InvoicePageWindow } from '@machines/invoices/invoicesList.machine';
import type { InvoiceGroupFilePage } from '@schemas/documents';
import { useDocumentsApi } from '@/features/shared/wiring/documentDownload';

export function useInvoicesListMachine() {
  const api = useDocumentsApi();
  return useMemo(
    () =>
      invoicesListMachine.provide({
        actors: {
          loadInvoiceGroupFiles: fromPromise<InvoiceGroupFilePage, InvoicePageWindow>(({ input, signal }) =>
            api.getInvoiceGroupFiles(input, { signal }),
          ),
          loadHistoricalInvoices: fromPromise<HistoricalInvoiceEntries, InvoicePageWindow>(({ input, signal }) =>
            api.getHistoricalInvoices(input, { signal }),
          ),
        },
      }),
    [api],
  );
}
