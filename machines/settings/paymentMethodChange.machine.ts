// The payment method page (S0 §2 paymentMethod; the fields are ours, schemas/paymentMethods.ts):
// loads the channel's methods with the preferred one and the stored card, lets the customer choose
// another preferred method and saves it (PUT …/payment-methods/preferred), in the spec's update
// states: Editing → RequestInProgress → SuccessfulUpdate, or RequestFailed (the choice stays).
import { assign, setup } from 'xstate';
import type { PaymentMethodCode, PaymentMethods } from '@schemas/paymentMethods';
import { notProvided } from '../shared/notProvided';

export interface PaymentMethodChangeContext {
  methods: PaymentMethods | null;
  /** the method the customer picked; null until they pick one */
  chosen: PaymentMethodCode | null;
}

export type PaymentMethodChangeEvent =
  | { type: 'paymentMethodChange.choose'; code: PaymentMethodCode }
  | { type: 'paymentMethodChange.submit' }
  | { type: 'paymentMethodChange.retry' };

export const paymentMethodChangeMachine = setup({
  types: {
    context: {} as PaymentMethodChangeContext,
    events: {} as PaymentMethodChangeEvent,
  },
  actors: {
    /** GET /customers/me/payment-methods */
    loadMethods: notProvided<PaymentMethods>('paymentMethodChange: the loadMethods actor'),
    /** PUT /customers/me/payment-methods/preferred */
    savePreferred: notProvided<PaymentMethods, { code: PaymentMethodCode }>('paymentMethodChange: the savePreferred actor'),
  },
  guards: {
    /** a method other than the saved preference is picked */
    isNewChoice: ({ context }) => context.chosen !== null && context.chosen !== context.methods?.preferred,
  },
  actions: {
    applyMethods: assign((_, params: { methods: PaymentMethods }) => ({ methods: params.methods, chosen: params.methods.preferred })),
    choose: assign((_, params: { code: PaymentMethodCode }) => ({ chosen: params.code })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'paymentMethodChange',
  description: 'Shows the stored payment method and changes the preferred one.',
  context: { methods: null, chosen: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The channel’s methods, the preferred one and the stored card are loading.',
      tags: ['loading'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: { target: 'Editing', actions: { type: 'applyMethods', params: ({ event }) => ({ methods: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: 'The methods could not be loaded: the error shows with Try again.',
      tags: ['error'],
      on: { 'paymentMethodChange.retry': 'loading' },
    },
    Editing: {
      description: 'The methods are shown with the preferred one picked; the customer may pick another and save it.',
      on: {
        'paymentMethodChange.choose': { actions: { type: 'choose', params: ({ event }) => ({ code: event.code }) } },
        'paymentMethodChange.submit': { guard: 'isNewChoice', target: 'RequestInProgress' },
      },
    },
    RequestInProgress: {
      description: 'The chosen method is on its way to the customer service.',
      tags: ['busy'],
      invoke: {
        id: 'savePreferred',
        src: 'savePreferred',
        input: ({ context }) => ({ code: context.chosen ?? 'card' }),
        onDone: { target: 'SuccessfulUpdate', actions: { type: 'applyMethods', params: ({ event }) => ({ methods: event.output }) } },
        onError: { target: 'RequestFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    SuccessfulUpdate: {
      description: 'The preferred method is saved and shown with a confirmation; picking another starts a new change.',
      on: {
        'paymentMethodChange.choose': { target: 'Editing', actions: { type: 'choose', params: ({ event }) => ({ code: event.code }) } },
      },
    },
    RequestFailed: {
      description: 'The change failed: the choice stays picked with the error; saving again tries again.',
      tags: ['error'],
      on: {
        'paymentMethodChange.choose': { target: 'Editing', actions: { type: 'choose', params: ({ event }) => ({ code: event.code }) } },
        'paymentMethodChange.submit': { guard: 'isNewChoice', target: 'RequestInProgress' },
      },
    },
  },
});

export type PaymentMethodChangeMachine = typeof paymentMethodChangeMachine;
