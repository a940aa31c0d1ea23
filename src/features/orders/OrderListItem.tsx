import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@schemas/orderModel';
import { Link } from '@/app/navigation/Link';
import { href } from '@/app/router/href';
import { OrderStatusBadge } from '@/features/shared/orders/OrderStatusBadge';
import { shownStatus } from '@/features/shared/orders/shownStatus';
import { useOrderDates } from '@/features/shared/orders/useOrderDates';
import { Card } from '@/ui/Card';
import styles from './Orders.module.scss';

/** One order of the orders page: code, created date, product count, shown status, its products, a link to its detail. */
export function OrderListItem({ order }: { order: Order }) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  const headingId = useId();
  return (
    <li>
      <Card as="article" aria-labelledby={headingId} className={styles.order}>
        <div className={styles.orderHeader}>
          <h2 id={headingId}>{t('orders.order.code', { orderCode: order.orderCode })}</h2>
          <OrderStatusBadge status={shownStatus(order.status)} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('orders.order.created')}</dt>
            <dd>{dates.created(order.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('orders.order.products')}</dt>
            <dd>{order.productCount}</dd>
          </div>
        </dl>
        <ul className={styles.products} aria-label={t('orders.order.productsLabel')}>
          {order.products.map((product) => (
            <li key={product.code}>
              {product.thumbnailUrl ? (
                <img src={product.thumbnailUrl} alt={product.articleName} className={styles.thumbnail} loading="lazy" />
              ) : (
                <span className={styles.productName}>{product.articleName}</span>
              )}
            </li>
          ))}
        </ul>
        <p>
          <Link to={href('orderDetails', { orderCode: order.orderCode })}>{t('orders.order.view', { orderCode: order.orderCode })}</Link>
        </p>
      </Card>
    </li>
  );
}
