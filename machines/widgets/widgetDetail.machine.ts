// One online product's page (S0 §2 widgetShare, §7 Widgets): loads the widget of a product code
// with its order's hold status (GET /v1/widget/:productCode and GET /v1/blockedorders/:orderCode).
// A product that is not online (404) offers to put it online (POST /v1/widget/:productCode).
import { assign, setup } from 'xstate';
import type { WidgetItem } from '@schemas/widgets';
import { notProvided } from '../shared/notProvided';

export interface WidgetDetail {
  widget: WidgetItem;
  /** why the shop holds the widget's order for review; null when it does not */
  blockReason: string | null;
}

export interface WidgetDetailInput {
  productCode: string;
}

export interface WidgetDetailContext {
  productCode: string;
  detail: WidgetDetail | null;
}

export type WidgetDetailEvent = { type: 'widgetDetail.retry' } | { type: 'widgetDetail.create' };

export const widgetDetailMachine = setup({
  types: {
    context: {} as WidgetDetailContext,
    events: {} as WidgetDetailEvent,
    input: {} as WidgetDetailInput,
  },
  actors: {
    /** the widget and its order's hold status; null when the product is not online */
    loadWidget: notProvided<WidgetDetail | null, { productCode: string }>('widgetDetail: the loadWidget actor'),
    /** puts the product online, then reads its hold status */
    createWidget: notProvided<WidgetDetail, { productCode: string }>('widgetDetail: the createWidget actor'),
  },
  guards: {
    isOnline: (_, params: { detail: WidgetDetail | null }) => params.detail !== null,
  },
  actions: {
    store: assign((_, params: { detail: WidgetDetail | null }) => ({ detail: params.detail })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'widgetDetail',
  description: 'Loads one online product with its order’s hold status.',
  context: ({ input }) => ({ productCode: input.productCode, detail: null }),
  initial: 'InProgress',
  states: {
    InProgress: {
      description: 'The widget and its order’s hold status are on their way.',
      tags: ['busy'],
      invoke: {
        id: 'loadWidget',
        src: 'loadWidget',
        input: ({ context }) => ({ productCode: context.productCode }),
        onDone: [
          {
            guard: { type: 'isOnline', params: ({ event }) => ({ detail: event.output }) },
            target: 'Finished',
            actions: { type: 'store', params: ({ event }) => ({ detail: event.output }) },
          },
          { target: 'NotOnline' },
        ],
        onError: { target: 'Failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    Finished: {
      description: 'The widget is shown with its share, delete and gallery sections.',
    },
    NotOnline: {
      description: 'The product is not online (or not the customer’s): the page says so and offers to put it online.',
      on: { 'widgetDetail.create': 'Creating' },
    },
    Creating: {
      description: 'The product is being put online.',
      tags: ['busy'],
      invoke: {
        id: 'createWidget',
        src: 'createWidget',
        input: ({ context }) => ({ productCode: context.productCode }),
        onDone: { target: 'Finished', actions: { type: 'store', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'CreateFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    CreateFailed: {
      description: 'Putting the product online failed: an error with Try again.',
      tags: ['error'],
      on: { 'widgetDetail.create': 'Creating' },
    },
    Failed: {
      description: 'The load failed: the page shows its error with Try again.',
      tags: ['error'],
      on: { 'widgetDetail.retry': 'InProgress' },
    },
  },
});

export type WidgetDetailMachine = typeof widgetDetailMachine;
