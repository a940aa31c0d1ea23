import { useTranslation } from 'react-i18next';
import { DocumentDownloadButton, type DocumentRef } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import { DataTable } from '@/ui/DataTable';

/** One invoice as a row of a table: its number, its date (or period) as shown, its total and its PDF. */
export interface InvoiceRow {
  id: string;
  invoiceNumber: string;
  when: string;
  totalAmount: number;
  currency: string;
  document: DocumentRef;
}

/**
 * One page of invoices: number, date or period, total in its currency, and the PDF's download.
 * `texts` is the i18n key of the list (`invoices.groupFiles`, `invoices.historical`), whose
 * `number`, `when`, `total`, `actions` and `downloadLabel` name the columns and the buttons. The
 * list's section frames it (InvoiceListSection).
 */
export function InvoiceTable({ rows, texts, labelledBy }: { rows: readonly InvoiceRow[]; texts: string; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  return (
    <DataTable
      labelledBy={labelledBy}
      framed={false}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { id: 'number', header: t(`${texts}.number`), cell: (row) => row.invoiceNumber },
        { id: 'when', header: t(`${texts}.when`), cell: (row) => row.when },
        {
          id: 'total',
          header: t(`${texts}.total`),
          align: 'end',
          cell: (row) => format.money(row.totalAmount, row.currency),
        },
        {
          id: 'actions',
          header: t(`${texts}.actions`),
          cell: (row) => (
            <DocumentDownloadButton
              document={row.document}
              label={t('invoices.download')}
              accessibleLabel={t(`${texts}.downloadLabel`, { number: row.invoiceNumber })}
            />
          ),
        },
      ]}
    />
  );
}
