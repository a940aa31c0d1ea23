import { useTranslation } from 'react-i18next';
import { DocumentDownloadButton, type DocumentRef } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import table from '@/ui/DataTable.module.scss';

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
 * `number`, `when`, `total`, `actions` and `downloadLabel` name the columns and the buttons.
 */
export function InvoiceTable({ rows, texts, labelledBy }: { rows: readonly InvoiceRow[]; texts: string; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  return (
    <table className={table.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t(`${texts}.number`)}</th>
          <th scope="col">{t(`${texts}.when`)}</th>
          <th scope="col" className={table.amount}>
            {t(`${texts}.total`)}
          </th>
          <th scope="col">{t(`${texts}.actions`)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.invoiceNumber}</th>
            <td>{row.when}</td>
            <td className={table.amount}>{format.money(row.totalAmount, row.currency)}</td>
            <td>
              <DocumentDownloadButton
                document={row.document}
                label={t('invoices.download')}
                accessibleLabel={t(`${texts}.downloadLabel`, { number: row.invoiceNumber })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
