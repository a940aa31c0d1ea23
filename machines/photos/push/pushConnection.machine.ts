// The push connection (spec S1 §4 Archive download, Activation; §7 Push socket): one long-lived
// actor per signed-in account (src/features/shared/wiring/pushConnection.ts). Consumers hold it while they wait
// for messages (`pushConnection.hold` with their own id, and optionally their actor ref to receive
// `pushConnection.message` events) and release it when done. The socket is open only while something holds
// it: it connects, authenticates with the current access token (the socket actor's job) and, once
// the plain `OK` came back, hands every valid push message to its holders; an invalid message is
// ignored. A socket that drops while held is reopened after a short, growing delay. After
// PUSH_CONNECTION_LIFETIME_MS, or when the last holder releases it, the socket is closed.
// The machine is pure: the WebSocket itself is the `pushSocket` actor supplied with .provide().
import { assign, enqueueActions, setup, type ActorRef, type Snapshot } from 'xstate';
import { fromCallback } from 'xstate/actors';
import { parsePushMessage, type PushMessage } from '@schemas/push';
import { PUSH_CONNECTION_LIFETIME_MS, PUSH_RECONNECT_BASE_DELAY_MS, PUSH_RECONNECT_MAX_DELAY_MS } from '@schemas/tunables';

/** What a holder's actor receives: each push message, and the end of the connection's lifetime. */
export type PushDelivery = { type: 'pushConnection.message'; message: PushMessage } | { type: 'pushConnection.ended' };

/** A holder's actor: any actor that accepts the push deliveries among its events. */
export type PushHolderRef = ActorRef<Snapshot<unknown>, PushDelivery>;

export interface PushHolder {
  /** the holder's own id (one hold per id: holding again replaces it) */
  readonly id: string;
  /** where `pushConnection.message` / `pushConnection.ended` are sent; null for a holder that listens with `actor.on(...)` */
  readonly ref: PushHolderRef | null;
}

export interface PushConnectionContext {
  readonly holders: readonly PushHolder[];
  /** reconnect attempts since the socket was last authenticated (capped: the delay stops growing) */
  readonly attempts: number;
}

/** What the socket actor reports. `text` is the raw frame; the machine parses it. */
export type PushSocketEvent =
  | { type: 'pushConnection.socket.authenticated' }
  | { type: 'pushConnection.socket.received'; text: string }
  | { type: 'pushConnection.socket.closed'; code: number };

export type PushConnectionEvent =
  { type: 'pushConnection.hold'; id: string; ref?: PushHolderRef } | { type: 'pushConnection.release'; id: string } | PushSocketEvent;

/** Attempts beyond this wait the longest delay (keeps the context finite). */
const MAX_COUNTED_ATTEMPTS = Math.ceil(Math.log2(PUSH_RECONNECT_MAX_DELAY_MS / PUSH_RECONNECT_BASE_DELAY_MS)) + 1;

/** The wait before reconnect attempt n (1-based): 500, 1000, 2000, … up to PUSH_RECONNECT_MAX_DELAY_MS. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(PUSH_RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), PUSH_RECONNECT_MAX_DELAY_MS);
}

/** The push message a received frame carries; null for any other event or a frame that is none. */
const pushMessageOf = (event: PushConnectionEvent): PushMessage | null =>
  event.type === 'pushConnection.socket.received' ? parsePushMessage(event.text) : null;

export const pushConnectionMachine = setup({
  types: {
    context: {} as PushConnectionContext,
    events: {} as PushConnectionEvent,
    emitted: {} as PushDelivery,
  },
  actors: {
    /**
     * The WebSocket to config.services.push: opens, sends the authenticate action with the current
     * access token, reports `pushConnection.socket.authenticated` on `OK`, every text frame as
     * `pushConnection.socket.received`, and `pushConnection.socket.closed` when it closes; closed when the actor stops.
     */
    pushSocket: fromCallback<PushConnectionEvent>(({ sendBack }) => {
      sendBack({ type: 'pushConnection.socket.closed', code: 1011 });
    }),
  },
  delays: {
    /** the spec's push connection lifetime (S1 §4, §9): 1,800,000 ms */
    connectionLifetime: PUSH_CONNECTION_LIFETIME_MS,
    /** short and growing: 500, 1000, 2000, 4000, 8000 ms */
    reconnectDelay: ({ context }) => reconnectDelayMs(context.attempts),
  },
  guards: {
    isLastHolder: ({ context, event }) =>
      event.type === 'pushConnection.release' && context.holders.length === 1 && context.holders[0]?.id === event.id,
    isPushMessage: ({ event }) => pushMessageOf(event) !== null,
  },
  actions: {
    addHolder: assign(({ context }, params: { id: string; ref: PushHolderRef | null }) => ({
      holders: [...context.holders.filter((holder) => holder.id !== params.id), { id: params.id, ref: params.ref }],
    })),
    removeHolder: assign(({ context }, params: { id: string }) => ({
      holders: context.holders.filter((holder) => holder.id !== params.id),
    })),
    countAttempt: assign(({ context }) => ({ attempts: Math.min(context.attempts + 1, MAX_COUNTED_ATTEMPTS) })),
    resetAttempts: assign({ attempts: 0 }),
    /** every holder's actor gets the message, and it is emitted for listeners (`actor.on('pushConnection.message', …)`) */
    deliver: enqueueActions(({ context, event, enqueue }) => {
      const message = pushMessageOf(event);
      if (!message) return;
      for (const holder of context.holders) if (holder.ref) enqueue.sendTo(holder.ref, { type: 'pushConnection.message', message });
      enqueue.emit({ type: 'pushConnection.message', message });
    }),
    /** the lifetime is over: the holders are told and let go */
    endHolders: enqueueActions(({ context, enqueue }) => {
      for (const holder of context.holders) if (holder.ref) enqueue.sendTo(holder.ref, { type: 'pushConnection.ended' });
      enqueue.emit({ type: 'pushConnection.ended' });
      enqueue.assign({ holders: [], attempts: 0 });
    }),
    clearHolders: assign({ holders: [], attempts: 0 }),
  },
}).createMachine({
  id: 'pushConnection',
  description: 'The account’s push socket, open while something holds it; hands valid push messages to its holders.',
  context: { holders: [], attempts: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing holds the connection: no socket is open.',
      on: {
        'pushConnection.hold': {
          target: 'active',
          actions: { type: 'addHolder', params: ({ event }) => ({ id: event.id, ref: event.ref ?? null }) },
        },
      },
    },
    active: {
      description: 'At least one holder: a socket is open or being reopened, for at most the connection lifetime.',
      initial: 'socket',
      after: { connectionLifetime: { target: 'idle', actions: 'endHolders' } },
      on: {
        'pushConnection.hold': { actions: { type: 'addHolder', params: ({ event }) => ({ id: event.id, ref: event.ref ?? null }) } },
        'pushConnection.release': [
          { guard: 'isLastHolder', target: 'idle', actions: 'clearHolders' },
          { actions: { type: 'removeHolder', params: ({ event }) => ({ id: event.id }) } },
        ],
      },
      states: {
        socket: {
          description: 'The socket actor runs: it connects and authenticates with the current access token.',
          invoke: { id: 'socket', src: 'pushSocket' },
          initial: 'authenticating',
          on: {
            'pushConnection.socket.closed': { target: 'reconnecting', actions: 'countAttempt' },
            'xstate.error.actor.socket': { target: 'reconnecting', actions: 'countAttempt' },
          },
          states: {
            authenticating: {
              description: 'The authenticate action is sent; waiting for the plain OK.',
              on: { 'pushConnection.socket.authenticated': { target: 'connected', actions: 'resetAttempts' } },
            },
            connected: {
              tags: ['connected'],
              description: 'Authenticated: every valid push message goes to the holders; an invalid one is ignored.',
              on: { 'pushConnection.socket.received': { guard: 'isPushMessage', actions: 'deliver' } },
            },
          },
        },
        reconnecting: {
          description: 'The socket dropped while held: a new one opens after a short, growing delay, with the then current token.',
          after: { reconnectDelay: 'socket' },
        },
      },
    },
  },
});

export type PushConnectionMachine = typeof pushConnectionMachine;
