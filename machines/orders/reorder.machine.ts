// Reorder (S0 §7; DECISIONS 13): GET /reorder/status/:code says whether the order can be ordered
// again and enables the button; POST /reorder?OrderCode=… answers the shop URL with the order in
// the cart, and the browser goes there. The machine emits `reorder.redirect` with that URL; the
// wiring does the navigation (machines touch no window). A status check that fails leaves the
// button disabled, like an order that cannot be reordered: offering an action the service could
// not confirm would only lead to a second failure; the failure is reported.
import { setup, emit } from 'xstate';
import { notProvided } from '../shared/notProvided';

export interface ReorderInput {
  orderCode: string;
}

export interface ReorderContext {
  orderCode: string;
}

export type ReorderEvent = { type: 'reorder.start' };
export type ReorderEmitted = { type: 'reorder.redirect'; shopUrl: string };

export const reorderMachine = setup({
  types: {
    context: {} as ReorderContext,
    events: {} as ReorderEvent,
    input: {} as ReorderInput,
    emitted: {} as ReorderEmitted,
  },
  actors: {
    /** GET /reorder/status/:code → isReorderPossible */
    checkStatus: notProvided<boolean, { orderCode: string }>('reorder: the checkStatus actor'),
    /** POST /reorder?OrderCode=… → the shop URL */
    requestReorder: notProvided<{ shopUrl: string }, { orderCode: string }>('reorder: the requestReorder actor'),
  },
  guards: {
    isPossible: (_, params: { possible: boolean }) => params.possible,
  },
  actions: {
    redirect: emit((_, params: { shopUrl: string }) => ({ type: 'reorder.redirect' as const, shopUrl: params.shopUrl })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'reorder',
  description: 'Checks whether an order can be ordered again and hands it to the shop.',
  context: ({ input }) => ({ orderCode: input.orderCode }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Asking the service whether this order can be ordered again; the button waits, disabled.',
      tags: ['busy'],
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ orderCode: context.orderCode }),
        onDone: [
          { guard: { type: 'isPossible', params: ({ event }) => ({ possible: event.output }) }, target: 'available' },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    available: {
      description: 'The order can be ordered again: the button is enabled.',
      on: { 'reorder.start': 'requesting' },
    },
    unavailable: {
      description: 'The order cannot be ordered again (or the check failed): the button is disabled.',
    },
    requesting: {
      description: 'The reorder is on its way; the button shows it is busy.',
      tags: ['busy'],
      invoke: {
        id: 'requestReorder',
        src: 'requestReorder',
        input: ({ context }) => ({ orderCode: context.orderCode }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => ({ shopUrl: event.output.shopUrl }) } },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    redirecting: {
      description: 'The shop URL was emitted; the browser is leaving for the shop.',
      tags: ['busy'],
    },
    failed: {
      description: 'The reorder failed: an error shows beside the button, which tries again.',
      tags: ['error'],
      on: { 'reorder.start': 'requesting' },
    },
  },
});

export type ReorderMachine = typeof reorderMachine;
