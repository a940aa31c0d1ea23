import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Actor } from 'xstate';
import type { orderDetailMachine } from '@machines/orders/orderDetail.machine';
import type { Order, OrderExtras } from '@schemas/orderModel';

export type OrderDetailActor = Actor<typeof orderDetailMachine>;

/**
 * What an order's page draws, as one value that changes only when a part of it does: the page
 * draws it deferred (useDeferredValue), as the orders list draws its OrdersView (ordersView.ts).
 */
export interface OrderDetailViewState {
  readonly order: Order | null;
  readonly extras: OrderExtras | null;
  readonly loading: boolean;
  readonly notFound: boolean;
  readonly failed: boolean;
  /** the order is shown, its delivery dates or voucher details could not be loaded */
  readonly extrasFailed: boolean;
}

/** An order's page's view of its order detail actor. */
export function useOrderDetailView(actor: OrderDetailActor): OrderDetailViewState {
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const extras = useSelector(actor, (snapshot) => snapshot.context.extras);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const notFound = useSelector(actor, (snapshot) => snapshot.matches('notFound'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const extrasFailed = useSelector(actor, (snapshot) => snapshot.matches({ loaded: 'extrasFailed' }));
  return useMemo(
    () => ({ order, extras, loading, notFound, failed, extrasFailed }),
    [order, extras, loading, notFound, failed, extrasFailed],
  );
}
