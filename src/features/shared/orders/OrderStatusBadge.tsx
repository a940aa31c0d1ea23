import { useTranslation } from 'react-i18next';
import type { ShownStatus } from '@schemas/orders';
import styles from './OrderStatusBadge.module.scss';

/** The shown status of an order or a product (S0 §4): Cancelled red, all others cyan. */
export function OrderStatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation();
  return (
    <span className={[styles.badge, status === 'Cancelled' ? styles.red : styles.cyan].join(' ')} data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
