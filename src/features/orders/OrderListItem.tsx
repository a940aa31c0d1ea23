import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@schemas/orderModel';
import { Link } from '@/platform/navigation/Link';
import { href } from '@/platform/routing/href';
import { shownStatus } from '@/features/shared/orders/shownStatus';
import { Card } from '@/ui/Card';
import { OrderFacts } from './OrderFacts';
import styles from './Orders.module.scss';

/**
 * One order of the orders page: code, created date, product count, shown status, its products, a
 * link to its detail. Drawn again only when its order changes (a later page keeps the earlier orders).
 */
export const OrderListItem = memo(function OrderListItem({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <li>
      <Card as="article" aria-labelledby={headingId} className={styles.order}>
        <OrderFacts order={order} status={shownStatus(order.status)} headingId={headingId} />
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
});
