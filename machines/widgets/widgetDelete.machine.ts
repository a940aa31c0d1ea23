// Taking a widget offline (S0 §7 Widgets: DELETE /v1/widget/:productCode) behind a confirm dialog.
// On success the machine emits `widgetDelete.deleted` and the wiring goes back to the list; a
// failure shows in the dialog, which stays open for another try (DECISIONS 27).
import { emit, fromPromise, setup } from 'xstate';

export interface WidgetDeleteInput {
  productCode: string;
}

export interface WidgetDeleteContext {
  productCode: string;
}

export type WidgetDeleteEvent = { type: 'widgetDelete.start' } | { type: 'widgetDelete.confirm' } | { type: 'widgetDelete.cancel' };
export type WidgetDeleteEmitted = { type: 'widgetDelete.deleted'; productCode: string };

export const widgetDeleteMachine = setup({
  types: {
    context: {} as WidgetDeleteContext,
    events: {} as WidgetDeleteEvent,
    input: {} as WidgetDeleteInput,
    emitted: {} as WidgetDeleteEmitted,
  },
  actors: {
    /** DELETE /v1/widget/:productCode */
    deleteWidget: fromPromise<undefined, { productCode: string }>(async () => {
      throw new Error('widgetDelete: the deleteWidget actor is not provided');
    }),
  },
  actions: {
    announce: emit(({ context }) => ({ type: 'widgetDelete.deleted' as const, productCode: context.productCode })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'widgetDelete',
  description: 'Takes one widget offline after the customer confirms.',
  context: ({ input }) => ({ productCode: input.productCode }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The delete button is offered; no dialog is open.',
      on: { 'widgetDelete.start': 'confirming' },
    },
    confirming: {
      description: 'The confirm dialog asks whether to take the product offline.',
      on: { 'widgetDelete.confirm': 'InProgress', 'widgetDelete.cancel': 'closed' },
    },
    InProgress: {
      description: 'The delete is on its way; the dialog cannot be dismissed.',
      tags: ['busy'],
      invoke: {
        id: 'deleteWidget',
        src: 'deleteWidget',
        input: ({ context }) => ({ productCode: context.productCode }),
        onDone: { target: 'Finished', actions: 'announce' },
        onError: { target: 'Failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    Finished: {
      description: 'The widget is offline; the page goes back to the list.',
      type: 'final',
    },
    Failed: {
      description: 'The delete failed: the dialog shows why and stays open; confirm tries again, cancel closes it.',
      tags: ['error'],
      on: { 'widgetDelete.confirm': 'InProgress', 'widgetDelete.cancel': 'closed' },
    },
  },
});

export type WidgetDeleteMachine = typeof widgetDeleteMachine;
