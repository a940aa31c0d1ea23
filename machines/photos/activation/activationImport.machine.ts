// The activation import (spec S1 §3, §4, §7; docs/PHOTOS.md "Activation import"). The photos page
// asks GET /users/activate; a NOT_ACTIVE library is offered the import of the photos of the
// customer's past orders in place of the empty library (`notActive`). Import photos starts it
// (POST /users/activate, `starting`); IMPORTING shows the in-progress state (`importing`), which
// polls the status every ACTIVATION_POLL_MS and listens to the push socket (the injected
// `pushListener`, released when the import state ends: the socket closes). import-finished waits
// ACTIVATION_FINISH_WAIT_MS (10 s), then asks the status again and ends the in-progress state.
// Reaching ACTIVE refreshes every photo and shared-album cache. import-error, a NOT_ACTIVE status
// while importing, or a failed start show their message with Try again.
import { assign, setup } from 'xstate';
import { fromCallback } from 'xstate/actors';
import type { ImportStatus } from '@schemas/activation';
import type { ActivationPushType } from '@schemas/push';
import type { PushDelivery } from '../push/pushConnection.machine';
import { ACTIVATION_FINISH_WAIT_MS, ACTIVATION_POLL_MS } from '@schemas/tunables';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

export type ActivationImportEvent =
  /** the offer's Import photos, and Try again after a failure */
  | { type: 'activationImport.start' }
  /** an activation push message of the account (from the push listener) */
  | { type: 'activationImport.push'; pushType: ActivationPushType };

export interface ActivationImportContext {
  /** the last status the service answered; null before the first answer */
  status: ImportStatus | null;
  /** why the last start or import failed (reported; the view shows its own message) */
  lastError: string | null;
}

/** What the service said, kept; then the state that follows it is chosen in a `deciding` state. */
const keepStatus = { type: 'keepStatus', params: ({ event }: { event: { output: ImportStatus } }) => ({ status: event.output }) } as const;

export const activationImportMachine = setup({
  types: {
    context: {} as ActivationImportContext,
    events: {} as ActivationImportEvent,
  },
  actors: {
    /** GET /users/activate */
    getStatus: notProvided<ImportStatus>('activationImport: the getStatus actor'),
    /** POST /users/activate: whether an import started */
    startImport: notProvided<boolean>('activationImport: the startImport actor'),
    /**
     * Holds the account's push connection (machines/photos/push) for as long as the import state
     * lasts, receiving its deliveries, and sends each activation message back as `activationImport.push`;
     * stopping it releases the connection (the socket closes when nothing else holds it). By default
     * it hears nothing: polling alone still ends the import.
     */
    pushListener: fromCallback<PushDelivery>(() => () => {}),
  },
  delays: {
    /** how often the status is asked while importing (ours; S1 §4: Importing triggers polling) */
    activationPoll: ACTIVATION_POLL_MS,
    /** the wait after import-finished before the status is asked again (S1 §4, §9: 10,000 ms) */
    activationFinishWait: ACTIVATION_FINISH_WAIT_MS,
  },
  guards: {
    isActive: ({ context }) => context.status === 'ACTIVE',
    isNotActive: ({ context }) => context.status === 'NOT_ACTIVE',
    isImporting: ({ context }) => context.status === 'IMPORTING',
    isFinishedMessage: (_, params: { pushType: ActivationPushType }) => params.pushType === 'import-finished',
    isErrorMessage: (_, params: { pushType: ActivationPushType }) => params.pushType === 'import-error',
    hasStarted: (_, params: { started: boolean }) => params.started,
  },
  actions: {
    keepStatus: assign((_, params: { status: ImportStatus }) => ({ status: params.status })),
    keepError: assign((_, params: { message: string }) => ({ lastError: params.message })),
    /** every photo and shared-album cache loads again: the library now holds the imported photos */
    refreshPhotoCaches: () => {},
    /** logged and sent to the error reporter */
    reportFailure: (_, _params: { error: Error; cause: string | null }) => {},
  },
}).createMachine({
  id: 'activationImport',
  description:
    'Offers a library that is not active yet the import of the photos of past orders, follows the import by polling and the push socket, and refreshes the photo caches when it is active.',
  context: { status: null, lastError: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      description: 'GET /users/activate: is the library active, not active, or importing?',
      invoke: {
        id: 'getStatus',
        src: 'getStatus',
        onDone: { target: 'deciding', actions: keepStatus },
        onError: {
          target: 'unknown',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ error: new Error('The activation status could not be loaded'), cause: messageOf(event.error) }),
          },
        },
      },
    },
    deciding: {
      description: 'Chooses what the status asks for. DELETING is shown as an active library (its own page handles it).',
      always: [{ guard: 'isNotActive', target: 'notActive' }, { guard: 'isImporting', target: 'importing' }, { target: 'active' }],
    },
    unknown: {
      description: 'The status could not be loaded: nothing is offered (the library shows its own state).',
    },
    active: {
      description: 'The library is active: nothing of the import shows.',
    },
    notActive: {
      tags: ['offer'],
      description: 'In place of the empty library: the offer to import the photos of past orders, with Import photos.',
      on: { 'activationImport.start': 'starting' },
    },
    starting: {
      tags: ['offer', 'busy'],
      description: 'POST /users/activate; the button says it is starting and cannot be pressed again.',
      invoke: {
        id: 'startImport',
        src: 'startImport',
        onDone: [
          { guard: { type: 'hasStarted', params: ({ event }) => ({ started: event.output }) }, target: 'importing' },
          // not started: it was running or done already; the status says which
          { target: 'checking' },
        ],
        onError: {
          target: 'startFailed',
          actions: [
            { type: 'keepError', params: ({ event }) => ({ message: messageOf(event.error) }) },
            {
              type: 'reportFailure',
              params: ({ event }) => ({ error: new Error('The import could not be started'), cause: messageOf(event.error) }),
            },
          ],
        },
      },
    },
    startFailed: {
      tags: ['offer', 'error'],
      description: 'The start failed: its message with Try again (POST again).',
      on: { 'activationImport.start': 'starting' },
    },
    importing: {
      tags: ['importing'],
      description: 'The in-progress state: the import runs; the status is polled and the push socket listened to.',
      invoke: { id: 'pushListener', src: 'pushListener' },
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Until the next poll, or a push message.',
          after: { activationPoll: 'polling' },
          on: {
            'activationImport.push': [
              { guard: { type: 'isFinishedMessage', params: ({ event }) => event }, target: 'finishing' },
              { guard: { type: 'isErrorMessage', params: ({ event }) => event }, target: '#activationImport.importFailed' },
            ],
          },
        },
        polling: {
          description: 'GET /users/activate while importing.',
          invoke: {
            id: 'pollStatus',
            src: 'getStatus',
            onDone: { target: 'polled', actions: keepStatus },
            // a failed poll is tried again at the next one
            onError: 'waiting',
          },
          on: {
            'activationImport.push': [
              { guard: { type: 'isFinishedMessage', params: ({ event }) => event }, target: 'finishing' },
              { guard: { type: 'isErrorMessage', params: ({ event }) => event }, target: '#activationImport.importFailed' },
            ],
          },
        },
        polled: {
          description: 'ACTIVE ends the import; NOT_ACTIVE means it failed; still IMPORTING waits for the next poll.',
          always: [
            { guard: 'isActive', target: '#activationImport.active', actions: 'refreshPhotoCaches' },
            { guard: 'isNotActive', target: '#activationImport.importFailed' },
            { target: 'waiting' },
          ],
        },
        finishing: {
          description: 'import-finished came: the in-progress state stays for 10 s, then the status is asked again.',
          after: { activationFinishWait: 'refreshing' },
        },
        refreshing: {
          description: 'GET /users/activate after the finish wait.',
          invoke: {
            id: 'refreshStatus',
            src: 'getStatus',
            onDone: { target: 'polled', actions: keepStatus },
            onError: 'waiting',
          },
        },
      },
    },
    importFailed: {
      tags: ['offer', 'error'],
      description: 'import-error (or NOT_ACTIVE while importing): the import failed; its message with Try again (POST again).',
      on: { 'activationImport.start': 'starting' },
    },
  },
});

export type ActivationImportMachine = typeof activationImportMachine;
