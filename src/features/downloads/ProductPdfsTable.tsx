import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import { DataTable } from '@/ui/DataTable';
import type { ProductPdfEntry } from './wiring/productPdfs';

/**
 * One page of product PDFs: each product or map PDF with its article name, its order (a link to the
 * order's page), its date, its type and its download.
 */
export function ProductPdfsTable({ pdfs, labelledBy }: { pdfs: readonly ProductPdfEntry[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  const kind = (pdf: ProductPdfEntry) => t(pdf.purpose === 'map.pdf' ? 'documents.mapPdf' : 'documents.productPdf');
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={pdfs}
      rowKey={(pdf) => `${pdf.productCode}/${pdf.purpose}`}
      columns={[
        { id: 'article', header: t('downloads.productPdfs.article'), cell: (pdf) => pdf.articleName },
        {
          id: 'order',
          header: t('downloads.productPdfs.order'),
          cell: (pdf) => (
            <Link
              to={href('orderDetails', { orderCode: pdf.orderCode })}
              aria-label={t('downloads.productPdfs.orderLabel', { orderCode: pdf.orderCode })}
            >
              {pdf.orderCode}
            </Link>
          ),
        },
        { id: 'date', header: t('downloads.productPdfs.date'), cell: (pdf) => format.date(pdf.createdAt) },
        { id: 'kind', header: t('downloads.productPdfs.kind'), cell: kind },
        {
          id: 'actions',
          header: t('downloads.productPdfs.actions'),
          cell: (pdf) => (
            <DocumentDownloadButton
              document={
                pdf.purpose === 'map.pdf'
                  ? { kind: 'mapPdf', productCode: pdf.productCode }
                  : { kind: 'productPdf', productCode: pdf.productCode }
              }
              label={t('downloads.productPdfs.download')}
              accessibleLabel={t('downloads.productPdfs.downloadLabel', {
                kind: kind(pdf),
                article: pdf.articleName,
                orderCode: pdf.orderCode,
              })}
            />
          ),
        },
      ]}
    />
  );
}
