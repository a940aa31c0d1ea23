import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import table from '@/ui/DataTable.module.scss';
import type { ProductPdfEntry } from './wiring/productPdfs';

/**
 * One page of product PDFs: each product or map PDF with its article name, its order (a link to the
 * order's page), its date, its type and its download.
 */
export function ProductPdfsTable({ pdfs, labelledBy }: { pdfs: readonly ProductPdfEntry[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  return (
    <div className={table.wrap}>
      <table className={table.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('downloads.productPdfs.article')}</th>
            <th scope="col">{t('downloads.productPdfs.order')}</th>
            <th scope="col">{t('downloads.productPdfs.date')}</th>
            <th scope="col">{t('downloads.productPdfs.kind')}</th>
            <th scope="col">{t('downloads.productPdfs.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {pdfs.map((pdf) => {
            const kind = t(pdf.purpose === 'map.pdf' ? 'documents.mapPdf' : 'documents.productPdf');
            return (
              <tr key={`${pdf.productCode}/${pdf.purpose}`}>
                <th scope="row">{pdf.articleName}</th>
                <td>
                  <Link
                    to={href('orderDetails', { orderCode: pdf.orderCode })}
                    aria-label={t('downloads.productPdfs.orderLabel', { orderCode: pdf.orderCode })}
                  >
                    {pdf.orderCode}
                  </Link>
                </td>
                <td>{format.date(pdf.createdAt)}</td>
                <td>{kind}</td>
                <td>
                  <DocumentDownloadButton
                    document={
                      pdf.purpose === 'map.pdf'
                        ? { kind: 'mapPdf', productCode: pdf.productCode }
                        : { kind: 'productPdf', productCode: pdf.productCode }
                    }
                    label={t('downloads.productPdfs.download')}
                    accessibleLabel={t('downloads.productPdfs.downloadLabel', {
                      kind,
                      article: pdf.articleName,
                      orderCode: pdf.orderCode,
                    })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
