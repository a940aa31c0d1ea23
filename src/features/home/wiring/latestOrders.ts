// The home overview's latest orders (S0 §7, §9; DECISIONS 11): GET /orders/byAccount/:accountId
// (limit 10; machines/orders/latestOrders.machine.ts), which needs the customer's id from the
// customer record. A part of the account scope,
// so a sign-out or an account change drops them; one resource per customer id.
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { latestOrdersMachine } from '@machines/orders/latestOrders.machine';
import type { RequestState } from '@schemas/common';
import type { OrderSummary, OrderSummaryPage } from '@schemas/orderModel';
import { ORDERS_BY_ACCOUNT_LIMIT } from '@schemas/tunables';
import { ordersApi } from '@/api/orders';
import { accountPart } from '@/platform/accountScope/accountScope';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { inspect } from '@/platform/inspection/inspect';

type LatestOrdersActor = ActorRefFrom<typeof latestOrdersMachine>;

export const latestOrdersPart = accountPart('latestOrders', ({ services }) => {
  const api = services.api(ordersApi);
  const actors = new Map<string, LatestOrdersActor>();
  return {
    /** the latest orders of this customer, loading from the first ask */
    of(customerId: string): LatestOrdersActor {
      let actor = actors.get(customerId);
      if (!actor) {
        const machine = latestOrdersMachine.provide({
          actors: {
            load: fromPromise<OrderSummaryPage>(({ signal }) =>
              api.listAccountOrders(customerId, { offset: 0, limit: ORDERS_BY_ACCOUNT_LIMIT }, { signal }),
            ),
          },
        });
        // the inspection observer reports a failed load (S0 §8)
        actor = createActor(machine, { id: machine.id, inspect }).start();
        actor.send({ type: 'latestOrders.load' });
        actors.set(customerId, actor);
      }
      return actor;
    },
    stop() {
      for (const actor of actors.values()) actor.stop();
      actors.clear();
    },
  };
});

export interface LatestOrders {
  requestState: RequestState;
  orders: readonly OrderSummary[];
  reload(): void;
}

const none: readonly OrderSummary[] = [];

/** The signed-in customer's latest orders; NotRequested until the customer record is there. */
export function useLatestOrders(): LatestOrders {
  const customerId = useCustomer().customer?.id ?? null;
  const part = useAccountPart(latestOrdersPart);
  const actor = part && customerId ? part.of(customerId) : undefined;
  const requestState = useSelector(actor, (snapshot): RequestState => snapshot?.value ?? 'NotRequested');
  const orders = useSelector(actor, (snapshot) => snapshot?.context.data?.orders ?? none);
  const reload = useCallback(() => actor?.send({ type: 'latestOrders.reload' }), [actor]);
  return { requestState, orders, reload };
}
