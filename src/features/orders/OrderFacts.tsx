import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@schemas/orderModel';
import { OrderStatusBadge } from '@/features/shared/orders/OrderStatusBadge';
import type { ShownStatus } from '@schemas/orders';
import { useOrderDates } from '@/features/shared/orders/useOrderDates';
import styles from './Orders.module.scss';

/**
 * An order's heading with its shown status, then its facts: created date, product count, and any
 * further facts (the detail adds the total). The same on the orders list and the order's page.
 */
export function OrderFacts({
  order,
  status,
  headingId,
  children,
}: {
  order: Order;
  status: ShownStatus;
  headingId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  return (
    <>
      <div className={styles.orderHeader}>
        <h2 id={headingId}>{t('orders.order.code', { orderCode: order.orderCode })}</h2>
        <OrderStatusBadge status={status} />
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
        {children}
      </dl>
    </>
  );
}
