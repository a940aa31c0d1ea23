// The customer's orders for the orders page (S0 §7, §9; DECISIONS 11): the whole of
// GET /v2/superorders/me, fetched in pages of SUPER_ORDERS_FETCH_LIMIT. The first page is shown as
// soon as it arrives and the next ones are appended while the customer reads; the page splits them
// into in progress and history. A failed first page can be tried again; a failed later page keeps
// what was loaded and tries again from where it stopped.
import { assign, setup } from 'xstate';
import type { Order, OrderPage } from '@schemas/orderModel';
import { SUPER_ORDERS_FETCH_LIMIT } from '@schemas/tunables';
import { messageOf } from '../shared/failure';
import { notProvided } from '../shared/notProvided';

export interface OrdersListContext {
  /** loaded orders, newest first */
  orders: Order[];
  /** all of the customer's orders, as the last page said; null before the first page */
  total: number | null;
  /** message of the last failure, for logs; the view shows its own text */
  error: string | null;
}

export type OrdersListEvent = { type: 'ordersList.retry' } | { type: 'ordersList.reload' };

export interface FetchPageInput {
  offset: number;
  limit: number;
}

export const ordersListMachine = setup({
  types: {
    context: {} as OrdersListContext,
    events: {} as OrdersListEvent,
  },
  actors: {
    /** GET /v2/superorders/me?Offset&Limit&OrderState=notExpired, adapted (src/api/orders.ts) */
    fetchPage: notProvided<OrderPage, FetchPageInput>('ordersList: the fetchPage actor'),
  },
  guards: {
    /** more orders follow the loaded ones (an empty page ends the fetch whatever the total says) */
    hasMore: ({ context }, params: { page: OrderPage }) =>
      params.page.orders.length > 0 && context.orders.length + params.page.orders.length < params.page.total,
  },
  actions: {
    append: assign(({ context }, params: { page: OrderPage }) => ({
      orders: [...context.orders, ...params.page.orders],
      total: params.page.total,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clear: assign({ orders: [], total: null, error: null }),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'ordersList',
  description: 'Fetches all of the customer’s orders in pages, showing the first page at once.',
  context: { orders: [], total: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The first page is on its way; nothing to show yet.',
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: () => ({ offset: 0, limit: SUPER_ORDERS_FETCH_LIMIT }),
        onDone: [
          {
            guard: { type: 'hasMore', params: ({ event }) => ({ page: event.output }) },
            target: 'loadingMore',
            actions: { type: 'append', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'loaded', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loadingMore: {
      description: 'The loaded orders are shown; the next page is on its way and will be appended.',
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ offset: context.orders.length, limit: SUPER_ORDERS_FETCH_LIMIT }),
        onDone: [
          {
            guard: { type: 'hasMore', params: ({ event }) => ({ page: event.output }) },
            target: 'loadingMore',
            reenter: true,
            actions: { type: 'append', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'loaded', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: {
          target: 'moreFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loaded: {
      description: 'Every order is loaded. ordersList.reload fetches them all again (after a change made elsewhere).',
      on: { 'ordersList.reload': { target: 'loading', actions: 'clear' } },
    },
    failed: {
      description: 'The first page failed: nothing to show; ordersList.retry asks again.',
      tags: ['error'],
      on: { 'ordersList.retry': 'loading', 'ordersList.reload': { target: 'loading', actions: 'clear' } },
    },
    moreFailed: {
      description: 'A later page failed: the loaded orders stay shown; ordersList.retry goes on from the first missing order.',
      tags: ['error'],
      on: { 'ordersList.retry': 'loadingMore', 'ordersList.reload': { target: 'loading', actions: 'clear' } },
    },
  },
});

export type OrdersListMachine = typeof ordersListMachine;
