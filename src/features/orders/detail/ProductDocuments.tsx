import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderProduct } from '@schemas/orderModel';
import { DocumentDownloadButton } from '@/features/shared/documents/DocumentDownloadButton';
import { Button } from '@/ui/Button';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import styles from '../Orders.module.scss';
import { useProductFilesMachine } from '../wiring/productFiles';

/**
 * A product's document downloads on the order's page: a button for its product PDF and one for its
 * map PDF, each only when the product has that file (S0 §7). Nothing while the files are asked
 * for or when there are none; a short note with Try again when asking failed.
 */
export function ProductDocuments({ product }: { product: OrderProduct }) {
  const { t } = useTranslation();
  const actor = useFlowActor(useProductFilesMachine(product.code));
  useEffect(() => {
    if (actor.getSnapshot().matches('NotRequested')) actor.send({ type: 'productFiles.load' });
  }, [actor]);
  const failed = useSelector(actor, (snapshot) => snapshot.matches('Failed'));
  const files = useSelector(actor, (snapshot) => snapshot.context.data);

  if (failed) {
    return (
      <p className={styles.documents}>
        {t('orders.detail.documentsError')}{' '}
        <Button variant="secondary" onClick={() => actor.send({ type: 'productFiles.reload' })}>
          {t('orders.detail.retry')}
        </Button>
      </p>
    );
  }
  if (!files || (!files.productPdf && !files.mapPdf)) return null;
  return (
    <p className={styles.documents}>
      {files.productPdf ? (
        <DocumentDownloadButton
          document={{ kind: 'productPdf', productCode: product.code }}
          label={t('documents.productPdf')}
          accessibleLabel={`${t('documents.productPdf')}: ${product.articleName}`}
          variant="secondary"
        />
      ) : null}
      {files.mapPdf ? (
        <DocumentDownloadButton
          document={{ kind: 'mapPdf', productCode: product.code }}
          label={t('documents.mapPdf')}
          accessibleLabel={`${t('documents.mapPdf')}: ${product.articleName}`}
          variant="secondary"
        />
      ) : null}
    </p>
  );
}
