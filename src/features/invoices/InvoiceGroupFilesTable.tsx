import { useTranslation } from 'react-i18next';
import type { InvoiceGroupFile } from '@schemas/documents';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import styles from './InvoicesPage.module.scss';

/** One page of invoice group files: number, period, total in its currency, and the PDF's download. */
export function InvoiceGroupFilesTable({ items, labelledBy }: { items: readonly InvoiceGroupFile[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('invoices.groupFiles.number')}</th>
          <th scope="col">{t('invoices.groupFiles.period')}</th>
          <th scope="col" className={styles.amount}>
            {t('invoices.groupFiles.total')}
          </th>
          <th scope="col">{t('invoices.groupFiles.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((file) => (
          <tr key={file.id}>
            <th scope="row">{file.invoiceNumber}</th>
            <td>{t('invoices.groupFiles.periodRange', { start: format.date(file.periodStart), end: format.date(file.periodEnd) })}</td>
            <td className={styles.amount}>{format.money(file.totalAmount, file.currency)}</td>
            <td>
              <DocumentDownloadButton
                document={{ kind: 'invoiceGroupFile', id: file.id }}
                label={t('invoices.download')}
                accessibleLabel={t('invoices.groupFiles.downloadLabel', { number: file.invoiceNumber })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
