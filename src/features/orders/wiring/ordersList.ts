// The customer's orders as a part of the account scope (src/platform/accountScope): loaded for the
// signed-in account on first use, kept while the customer moves between the orders page and an
// order's detail, and stopped with everything else of the account on sign-out or account change.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { ordersListMachine, type FetchPageInput } from '@machines/orders/ordersList.machine';
import type { OrderPage } from '@schemas/orderModel';
import { ordersApi } from '@/api/orders';
import { accountPart } from '@/platform/accountScope/accountScope';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';
import { inspect } from '@/platform/inspection/inspect';

export type OrdersListActor = ActorRefFrom<typeof ordersListMachine>;

export const ordersListPart = accountPart('ordersList', ({ services }) => {
  const api = services.api(ordersApi);
  const machine = ordersListMachine.provide({
    actors: { fetchPage: fromPromise<OrderPage, FetchPageInput>(({ input, signal }) => api.listOrdersPage(input, { signal })) },
  });
  // the inspection observer reports its failed fetches (S0 §8), as for every long-lived actor
  const actor = createActor(machine, { id: 'ordersList', inspect }).start();
  return { actor, stop: () => actor.stop() };
});

/** The signed-in account's orders list actor; null while nobody is signed in. */
export function useOrdersList(): OrdersListActor | null {
  return useAccountPart(ordersListPart)?.actor ?? null;
}
