import { memo, useCallback, useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryDates, Order, OrderProduct } from '@schemas/orderModel';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { shownStatus } from '@/features/shared/orders/shownStatus';
import { useOrderDates } from '@/features/shared/orders/useOrderDates';
import { Alert } from '@/ui/Alert';
import { RetryAlert } from '@/ui/RetryAlert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { useOrderDetailMachine } from '../wiring/orderDetail';
import { useOrderDetailView, type OrderDetailActor, type OrderDetailViewState } from '../wiring/orderDetailView';
import { DeliveryAddressChange } from './DeliveryAddressChange';
import { OrderProducts } from './OrderProducts';
import { ProgressTracker } from './ProgressTracker';
import { OrderFacts } from '../OrderFacts';
import { ReorderButton } from './ReorderButton';
import { numberFormat } from '@/platform/i18n/intl';
import styles from '../Orders.module.scss';

export interface OrderDocumentSlots {
  /**
   * The spot for a product's document downloads (product PDF, map PDF): the download button of
   * src/features/shared/documents/ goes here, rendered under each product. Nothing until it is given.
   */
  productDocuments?: (product: OrderProduct, order: Order) => ReactNode;
}

/**
 * One order: summary, progress, reorder, delivery (dates, type, address and its change), products.
 * Drawn deferred: the order's arrival is drawn in a background render that React slices into short
 * tasks (docs/PERFORMANCE.md "Drawing an answer"); the actor's update itself runs only this component.
 */
export function OrderDetailView({ orderCode, productDocuments }: { orderCode: string } & OrderDocumentSlots) {
  const actor = useFlowActor(useOrderDetailMachine(), { input: { orderCode } });
  const state = useDeferredValue(useOrderDetailView(actor));
  return <OrderDetailContent actor={actor} state={state} productDocuments={productDocuments} />;
}

const OrderDetailContent = memo(function OrderDetailContent({
  actor,
  state: { order, extras, loading, notFound, failed, extrasFailed },
  productDocuments,
}: { actor: OrderDetailActor; state: OrderDetailViewState } & OrderDocumentSlots) {
  const { t } = useTranslation();
  const onChanged = useCallback((changed: Order) => actor.send({ type: 'orderDetail.orderChanged', order: changed }), [actor]);

  if (loading) return <Loader label={t('orders.detail.loading')} />;
  if (notFound) {
    return (
      <Alert tone="error" role="alert">
        <p>{t('orders.detail.notFound')}</p>
        <p>
          <Link to={href('orders')}>{t('orders.detail.backToOrders')}</Link>
        </p>
      </Alert>
    );
  }
  if (failed || !order) {
    return (
      <RetryAlert retryLabel={t('orders.detail.retry')} onRetry={() => actor.send({ type: 'orderDetail.retry' })}>
        <p>{t('orders.detail.loadError')}</p>
      </RetryAlert>
    );
  }
  return (
    <>
      <OrderSummary order={order} />
      {extrasFailed ? (
        <Alert tone="warning" role="alert" className={styles.block}>
          <p>{t('orders.detail.extrasError')}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'orderDetail.retryExtras' })}>
            {t('orders.detail.retry')}
          </Button>
        </Alert>
      ) : null}
      <DeliverySection order={order} deliveryDates={extras?.deliveryDates} onChanged={onChanged} />
      <Section title={t('orders.detail.productsTitle')}>
        <OrderProducts order={order} extras={extras} documents={productDocuments && ((product) => productDocuments(product, order))} />
      </Section>
    </>
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const status = shownStatus(order.status);
  const total = numberFormat(i18n.language, { style: 'currency', currency: order.currency }).format(order.totalAmount / 100);
  return (
    <Card
      as="section"
      aria-label={t('orders.order.code', { orderCode: order.orderCode })}
      className={[styles.block, styles.order].join(' ')}
    >
      <OrderFacts order={order} status={status}>
        <div>
          <dt>{t('orders.detail.total')}</dt>
          <dd>{total}</dd>
        </div>
      </OrderFacts>
      <ProgressTracker order={order} status={status} />
      <ReorderButton orderCode={order.orderCode} />
    </Card>
  );
}

function DeliverySection({
  order,
  deliveryDates,
  onChanged,
}: {
  order: Order;
  /** undefined while loading, null when none are known */
  deliveryDates: DeliveryDates | null | undefined;
  onChanged: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  return (
    <Section title={t('orders.detail.deliveryTitle')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.detail.deliveryType')}</dt>
          <dd>{t(`orders.detail.deliveryTypes.${order.deliveryType}`)}</dd>
        </div>
        {deliveryDates === undefined ? null : deliveryDates === null ? (
          <div>
            <dt>{t('orders.detail.deliveryDates')}</dt>
            <dd>{t('orders.detail.noDeliveryDates')}</dd>
          </div>
        ) : (
          <>
            {deliveryDates.dispatchDate ? (
              <div>
                <dt>{t('orders.detail.dispatchDate')}</dt>
                <dd>{dates.day(deliveryDates.dispatchDate)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('orders.detail.deliveryDates')}</dt>
              <dd>
                {t('orders.detail.deliveryBetween', {
                  earliest: dates.day(deliveryDates.earliestDeliveryDate),
                  latest: dates.day(deliveryDates.latestDeliveryDate),
                })}
              </dd>
            </div>
          </>
        )}
      </dl>
      {/* keyed by status: a change of status (e.g. into production) starts the change flow afresh */}
      <DeliveryAddressChange key={`${order.orderCode}:${order.status}`} order={order} onChanged={onChanged} />
    </Section>
  );
}
