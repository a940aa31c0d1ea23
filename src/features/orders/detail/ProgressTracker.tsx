import { useTranslation } from 'react-i18next';
import type { ShownStatus } from '@schemas/orders';
import type { Order } from '@schemas/orderModel';
import { useOrderDates } from '@/features/shared/orders/useOrderDates';
import styles from '../Orders.module.scss';

type Step = 'Ordered' | 'InProduction' | 'Sent';
const STEPS: readonly Step[] = ['Ordered', 'InProduction', 'Sent'];

/** How far the order got: Awaiting payment sits before the first step. */
function reachedOf(status: ShownStatus): number {
  if (status === 'Sent') return 2;
  if (status === 'InProduction') return 1;
  if (status === 'Ordered') return 0;
  return -1;
}

/**
 * Ordered → In production → Sent, each with its date when known (created, production started,
 * dispatched). A cancelled order shows that it was cancelled instead of the steps.
 */
export function ProgressTracker({ order, status }: { order: Order; status: ShownStatus }) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  if (status === 'Cancelled') return <p>{t('orders.detail.progress.cancelled')}</p>;
  const reached = reachedOf(status);
  const dateOf: Record<Step, string | null> = {
    Ordered: order.createdAt,
    InProduction: order.productionStartedAt,
    Sent: order.dispatchedAt,
  };
  return (
    <ol className={styles.tracker} aria-label={t('orders.detail.progress.label')}>
      {STEPS.map((step, index) => {
        const date = dateOf[step];
        const done = index <= reached;
        return (
          <li
            key={step}
            className={[styles.step, done ? styles.stepDone : ''].join(' ')}
            {...(index === reached ? { 'aria-current': 'step' as const } : {})}
          >
            <span className={styles.stepName}>{t(`orders.status.${step}`)}</span>
            <span>{done ? (date ? dates.day(date) : t('orders.detail.progress.done')) : t('orders.detail.progress.notYet')}</span>
          </li>
        );
      })}
    </ol>
  );
}
