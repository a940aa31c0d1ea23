import { useMemo } from 'react';
import type { Order } from '@schemas/orderModel';
import type { CutoffCampaign } from '@schemas/orders';
import { useActorSelection } from '@/platform/hooks/useActorSelection';
import { useCutoffCampaigns, useHeldForCutoff, type CutoffActor } from './cutoff';
import type { OrdersListActor } from './ordersList';

/**
 * What the orders page draws, as one value that changes only when a part of it does: the page can
 * then draw it deferred (useDeferredValue), so that an answer's arrival is drawn in a background
 * render React slices and can interrupt, not all at once inside the actor's update. Its parts are
 * read with useActorSelection: an answer arriving while the page mounts does not make React draw
 * the page again in one task.
 */
export interface OrdersView {
  readonly orders: readonly Order[];
  /** the first page is on its way, or the list waits for the cutoff banner (useHeldForCutoff) */
  readonly loading: boolean;
  /** a later page is on its way */
  readonly loadingMore: boolean;
  /** the last load failed */
  readonly failed: boolean;
  /** the cutoff campaigns, running or not */
  readonly campaigns: readonly CutoffCampaign[];
}

/** The orders page's view of the orders list and cutoff actors. */
export function useOrdersView(actor: OrdersListActor, cutoff: CutoffActor): OrdersView {
  const orders = useActorSelection(actor, (snapshot) => snapshot.context.orders);
  const loading = useActorSelection(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadingMore = useActorSelection(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useActorSelection(actor, (snapshot) => snapshot.hasTag('error'));
  const held = useHeldForCutoff(cutoff, !loading);
  const campaigns = useCutoffCampaigns(cutoff);
  return useMemo(
    () => ({ orders, loading: loading || held, loadingMore, failed, campaigns }),
    [orders, loading, held, loadingMore, failed, campaigns],
  );
}
