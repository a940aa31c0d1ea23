import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/app/navigation/Link';
import { href } from '@/app/router/href';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { useDocumentFormat } from '@/features/shared/documents/documentFormat';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import styles from './DownloadsPage.module.scss';
import { useProductPdfsMachine, type ProductPdfEntry } from './wiring/productPdfs';

/**
 * The product PDFs section (DECISIONS 8; S0 §7 GET /v1/Pdfs/me): each product or map PDF with its
 * article name, its order (a link to the order's page), its date and a download; newest first. A
 * loader until the answer, the empty state, or the load error with Try again.
 */
export function ProductPdfsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = useActorRef(useProductPdfsMachine());
  useEffect(() => {
    if (actor.getSnapshot().matches('NotRequested')) actor.send({ type: 'resource.load' });
  }, [actor]);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('NotRequested') || snapshot.matches('InProgress'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('Failed'));
  const pdfs = useSelector(actor, (snapshot) => snapshot.context.data);
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey);

  let body;
  if (failed) {
    body = (
      <Alert tone="error" role="alert">
        <p>{t(errorKey ?? 'downloads.productPdfs.loadError')}</p>
        <Button variant="secondary" onClick={() => actor.send({ type: 'resource.reload' })}>
          {t('downloads.productPdfs.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (loading || pdfs === null) {
    body = <Loader label={t('downloads.productPdfs.loading')} />;
  } else if (pdfs.length === 0) {
    body = <p className={styles.note}>{t('downloads.productPdfs.empty')}</p>;
  } else {
    body = <ProductPdfsTable pdfs={pdfs} labelledBy={headingId} />;
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('downloads.productPdfs.title')}</h2>
      {body}
    </Card>
  );
}

/** Newest first; the service's order is not promised. */
const newestFirst = (a: ProductPdfEntry, b: ProductPdfEntry) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

function ProductPdfsTable({ pdfs, labelledBy }: { pdfs: readonly ProductPdfEntry[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={labelledBy}>
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
          {[...pdfs].sort(newestFirst).map((pdf) => {
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
