// One order's detail page (S0 §2 orderDetails, §3, §7, §8): the order (GET /v1/superorders/:code),
// then beside it its products' voucher details and its delivery dates. An unknown order, or one of
// another account (the service answers 404 to both), is "Order not found"; any other failure is the
// spec's load error with Try again. The order shown is replaced when the delivery address change
// answers with the updated order.
import { assign, setup } from 'xstate';
import type { Order, OrderExtras } from '@schemas/orderModel';
import { httpStatusOf, messageOf } from '../shared/failure';
import { notProvided } from '../shared/notProvided';

export interface OrderDetailInput {
  orderCode: string;
}

export interface OrderDetailContext {
  orderCode: string;
  order: Order | null;
  extras: OrderExtras | null;
  /** message of the last failure, for logs */
  error: string | null;
}

export type OrderDetailEvent =
  { type: 'orderDetail.retry' } | { type: 'orderDetail.retryExtras' } | { type: 'orderDetail.orderChanged'; order: Order };

export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    input: {} as OrderDetailInput,
  },
  actors: {
    /** GET /v1/superorders/:code, adapted */
    loadOrder: notProvided<Order, { orderCode: string }>('orderDetail: the loadOrder actor'),
    /** the products' voucher details and the delivery dates (404s are answers there, not failures) */
    loadExtras: notProvided<OrderExtras, { order: Order }>('orderDetail: the loadExtras actor'),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => httpStatusOf(params.error) === 404,
  },
  actions: {
    setOrder: assign((_, params: { order: Order }) => ({ order: params.order, error: null })),
    setExtras: assign((_, params: { extras: OrderExtras }) => ({ extras: params.extras })),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'orderDetail',
  description: 'Loads one order with its voucher details and delivery dates.',
  context: ({ input }) => ({ orderCode: input.orderCode, order: null, extras: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The order is on its way.',
      tags: ['loading'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderCode: context.orderCode }),
        onDone: { target: 'loaded', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          {
            target: 'failed',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    loaded: {
      description: 'The order is shown; its voucher details and delivery dates load beside it.',
      initial: 'loadingExtras',
      on: { 'orderDetail.orderChanged': { actions: { type: 'setOrder', params: ({ event }) => ({ order: event.order }) } } },
      states: {
        loadingExtras: {
          description: 'Voucher details and delivery dates are on their way.',
          tags: ['busy'],
          invoke: {
            id: 'loadExtras',
            src: 'loadExtras',
            input: ({ context }) => {
              if (!context.order) throw new Error('orderDetail: extras without an order');
              return { order: context.order };
            },
            onDone: { target: 'extrasLoaded', actions: { type: 'setExtras', params: ({ event }) => ({ extras: event.output }) } },
            onError: {
              target: 'extrasFailed',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        extrasLoaded: { description: 'Voucher details (found or not) and delivery dates (or none known) are shown.' },
        extrasFailed: {
          description: 'Voucher details or delivery dates could not be loaded; the order stays shown. orderDetail.retryExtras asks again.',
          tags: ['error'],
          on: { 'orderDetail.retryExtras': 'loadingExtras' },
        },
      },
    },
    notFound: {
      description: '"Order not found": no such order for this account (404).',
    },
    failed: {
      description: '"An error occurred loading this order, please contact us to report this issue." orderDetail.retry tries again.',
      tags: ['error'],
      on: { 'orderDetail.retry': 'loading' },
    },
  },
});

export type OrderDetailMachine = typeof orderDetailMachine;
