import { useTranslation } from 'react-i18next';
import type { HistoricalInvoiceEntry } from '@machines/invoices/invoicesList.machine';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import styles from './InvoicesPage.module.scss';

/** One page of historical invoices: number, date, total in its currency, and the PDF's download. */
export function HistoricalInvoicesTable({ items, labelledBy }: { items: readonly HistoricalInvoiceEntry[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('invoices.historical.number')}</th>
          <th scope="col">{t('invoices.historical.date')}</th>
          <th scope="col" className={styles.amount}>
            {t('invoices.historical.total')}
          </th>
          <th scope="col">{t('invoices.historical.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">{invoice.invoiceNumber}</th>
            <td>{format.date(invoice.invoiceDate)}</td>
            <td className={styles.amount}>{format.money(invoice.totalAmount, invoice.currency)}</td>
            <td>
              <DocumentDownloadButton
                document={{ kind: 'historicalInvoice', id: invoice.id, channel: invoice.channel }}
                label={t('invoices.download')}
                accessibleLabel={t('invoices.historical.downloadLabel', { number: invoice.invoiceNumber })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
