import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { OrderStatusBadge } from '@/features/shared/orders/OrderStatusBadge';
import { shownStatus } from '@/features/shared/orders/shownStatus';
import { useOrderDates } from '@/features/shared/orders/useOrderDates';
import { RetryAlert } from '@/ui/RetryAlert';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { useLatestOrders } from './wiring/latestOrders';
import styles from './HomePage.module.scss';

/**
 * The home overview's latest orders (up to 10), each linking to its detail; a link to all orders.
 * Nothing loads (and no second loader shows) until the customer record, whose id the call needs, is there.
 */
export function LatestOrders() {
  const { t } = useTranslation();
  const dates = useOrderDates();
  const { requestState, orders, reload } = useLatestOrders();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.block}>
      <h2 id={titleId}>{t('home.latestOrders.title')}</h2>
      {requestState === 'Failed' ? (
        <RetryAlert retryLabel={t('home.retry')} onRetry={reload}>
          <p>{t('home.latestOrders.loadError')}</p>
        </RetryAlert>
      ) : requestState === 'Finished' ? (
        orders.length === 0 ? (
          <p>{t('home.latestOrders.empty')}</p>
        ) : (
          <ul className={styles.latestOrders}>
            {orders.map((order) => (
              <li key={order.orderCode} className={styles.latestOrder}>
                <Link to={href('orderDetails', { orderCode: order.orderCode })}>
                  {t('orders.order.code', { orderCode: order.orderCode })}
                </Link>
                <span>{dates.created(order.createdAt)}</span>
                <span>{t('home.latestOrders.products', { count: order.productCount })}</span>
                <OrderStatusBadge status={shownStatus(order.status)} />
              </li>
            ))}
          </ul>
        )
      ) : requestState === 'InProgress' ? (
        <Loader label={t('home.latestOrders.loading')} />
      ) : null}
      <p>
        <Link to={href('orders')}>{t('home.latestOrders.all')}</Link>
      </p>
    </Card>
  );
}
