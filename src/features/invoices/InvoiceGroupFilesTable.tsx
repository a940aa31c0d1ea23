import { useTranslation } from 'react-i18next';
import type { InvoiceGroupFile } from '@schemas/documents';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import { InvoiceTable } from './InvoiceTable';

/** One page of invoice group files: number, period, total in its currency, and the PDF's download. */
export function InvoiceGroupFilesTable({ items, labelledBy }: { items: readonly InvoiceGroupFile[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  const rows = items.map((file) => ({
    ...file,
    when: t('invoices.groupFiles.periodRange', { start: format.date(file.periodStart), end: format.date(file.periodEnd) }),
    document: { kind: 'invoiceGroupFile', id: file.id } as const,
  }));
  return <InvoiceTable rows={rows} texts="invoices.groupFiles" labelledBy={labelledBy} />;
}
