// The FTP integration's test callback (beyond the spec, as webhook settings pages offer it;
// decisions in schemas/callbacks.ts): loads the account's signing secret and last deliveries,
// and on request has the service send a signed sample to the saved callback URL. A delivery the
// receiver refused or never answered is still a delivery: it is listed with its status or error;
// only a failed request to the service itself is this machine's failure.
import { assign, setup } from 'xstate';
import type { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import { CALLBACK_DELIVERIES_SHOWN } from '@schemas/tunables';
import { notProvided } from '../shared/notProvided';

export interface TestCallbackContext {
  signingSecret: string | null;
  /** newest first */
  deliveries: CallbackDelivery[];
  /** the delivery sent last from this page */
  last: CallbackDelivery | null;
  /** a receiver the service offers for trying callbacks out, if any */
  testReceiverUrl: string | null;
}

export type TestCallbackEvent = { type: 'testCallback.send' } | { type: 'testCallback.reload' };

export const testCallbackMachine = setup({
  types: {
    context: {} as TestCallbackContext,
    events: {} as TestCallbackEvent,
  },
  actors: {
    /** GET /customers/me/callback-deliveries */
    loadDeliveries: notProvided<CallbackDeliveries>('testCallback: the loadDeliveries actor'),
    /** POST /customers/me/callback-deliveries */
    sendCallback: notProvided<CallbackDelivery>('testCallback: the sendCallback actor'),
  },
  actions: {
    applyDeliveries: assign((_, params: { loaded: CallbackDeliveries }) => ({
      signingSecret: params.loaded.signingSecret,
      deliveries: params.loaded.deliveries,
      testReceiverUrl: params.loaded.testReceiverUrl,
    })),
    addDelivery: assign(({ context }, params: { delivery: CallbackDelivery }) => ({
      last: params.delivery,
      deliveries: [params.delivery, ...context.deliveries.filter((item) => item.id !== params.delivery.id)].slice(
        0,
        CALLBACK_DELIVERIES_SHOWN,
      ),
    })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'testCallback',
  description: 'Sends a signed test callback to the saved URL and lists the last deliveries.',
  context: { signingSecret: null, deliveries: [], last: null, testReceiverUrl: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The signing secret and the last deliveries are loading.',
      tags: ['loading'],
      invoke: {
        id: 'loadDeliveries',
        src: 'loadDeliveries',
        onDone: { target: 'ready', actions: { type: 'applyDeliveries', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: 'The secret and deliveries could not be loaded: the error shows with Try again.',
      tags: ['error'],
      on: { 'testCallback.reload': 'loading' },
    },
    ready: {
      description: 'The secret and deliveries are shown; a test callback can be sent to the saved URL.',
      on: { 'testCallback.send': 'sending' },
    },
    sending: {
      description: 'The service is sending the sample and waiting for the receiver (at most its timeout).',
      tags: ['busy'],
      invoke: {
        id: 'sendCallback',
        src: 'sendCallback',
        onDone: { target: 'ready', actions: { type: 'addDelivery', params: ({ event }) => ({ delivery: event.output }) } },
        onError: { target: 'sendFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sendFailed: {
      description: 'The service could not be asked to send it: the error shows; sending again tries again.',
      tags: ['error'],
      on: { 'testCallback.send': 'sending' },
    },
  },
});

export type TestCallbackMachine = typeof testCallbackMachine;
