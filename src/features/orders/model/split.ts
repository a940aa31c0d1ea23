// In progress vs history (S0 §4, §9; DECISIONS 10): calendar days in the customer's time zone, bounds
// inclusive. An order is in progress when it was created at most 30 days ago and none of its
// dispatched products (shown Sent) had its payment changed more than 14 days ago; everything else
// is history. A dispatched product with no payment change known does not send its order to history.
import type { ShownStatus } from '@schemas/orders';
import type { Order } from '@schemas/orderModel';
import { DISPATCHED_PAYMENT_DAYS, ORDER_IN_PROGRESS_DAYS } from '@schemas/tunables';
import { calendarDaysAgo } from '@/features/shared/orders/orderDates';

export type OrderTab = 'inProgress' | 'history';

export interface SplitOptions {
  now: Date;
  timeZone: string;
  shownStatus: (status: string) => ShownStatus;
}

export function isInProgress(order: Order, { now, timeZone, shownStatus }: SplitOptions): boolean {
  if (calendarDaysAgo(order.createdAt, now, timeZone) > ORDER_IN_PROGRESS_DAYS) return false;
  return order.products.every(
    (product) =>
      shownStatus(product.status) !== 'Sent' ||
      product.paymentChangedDate === null ||
      calendarDaysAgo(product.paymentChangedDate, now, timeZone) <= DISPATCHED_PAYMENT_DAYS,
  );
}

/** The orders of each tab, in the order given (newest first). */
export function splitOrders(orders: readonly Order[], options: SplitOptions): Record<OrderTab, Order[]> {
  const inProgress: Order[] = [];
  const history: Order[] = [];
  for (const order of orders) (isInProgress(order, options) ? inProgress : history).push(order);
  return { inProgress, history };
}
