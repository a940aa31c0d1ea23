import type { HistoricalInvoiceEntry } from '@machines/invoices/invoicesList.machine';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import { InvoiceTable } from './InvoiceTable';

/** One page of historical invoices: number, date, total in its currency, and the PDF's download. */
export function HistoricalInvoicesTable({ items, labelledBy }: { items: readonly HistoricalInvoiceEntry[]; labelledBy: string }) {
  const format = useDocumentFormat();
  const rows = items.map((invoice) => ({
    ...invoice,
    when: format.date(invoice.invoiceDate),
    document: { kind: 'historicalInvoice', id: invoice.id, channel: invoice.channel } as const,
  }));
  return <InvoiceTable rows={rows} texts="invoices.historical" labelledBy={labelledBy} />;
}
