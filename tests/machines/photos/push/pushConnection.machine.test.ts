// Push connection: its shortest paths, and what the paths do not show: a socket opens only while
// something holds the connection, valid messages reach every holder (actor refs and listeners),
// invalid ones are ignored, a dropped socket reopens after a growing delay, the lifetime and the
// last release close it, and stopping the actor closes the socket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup } from 'xstate';
import {
  fixtureDownloadFinished,
  fixtureDownloadFinishedText,
  fixtureForgedText,
  fixtureNotJsonText,
} from '@machines/photos/push/fixtures';
import {
  pushConnectionMachine,
  reconnectDelayMs,
  type PushConnectionEvent,
  type PushDelivery,
} from '@machines/photos/push/pushConnection.machine';
import { PUSH_CONNECTION_LIFETIME_MS } from '@schemas/tunables';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('pushConnection paths', () => {
  replayShortestPaths(catalogEntry('pushConnection'), { minPaths: 4 });
});

/** A fake socket actor: records each opening and closing, and lets the test speak for the socket. */
function fakeSocket() {
  const sockets: { send: (event: PushConnectionEvent) => void; closed: boolean }[] = [];
  const logic = fromCallback<PushConnectionEvent>(({ sendBack }) => {
    const socket = { send: sendBack, closed: false };
    sockets.push(socket);
    return () => {
      socket.closed = true;
    };
  });
  const open = () => sockets.filter((socket) => !socket.closed);
  const current = () => {
    const list = open();
    const socket = list[list.length - 1];
    if (!socket) throw new Error('no socket is open');
    return socket;
  };
  return { logic, sockets, open, current };
}

/** A holder machine that keeps what the connection sends it. */
function holderActor() {
  const received: PushDelivery[] = [];
  const machine = setup({ types: { events: {} as PushDelivery } }).createMachine({
    on: {
      'pushConnection.message': { actions: ({ event }) => received.push(event) },
      'pushConnection.ended': { actions: ({ event }) => received.push(event) },
    },
  });
  return { actor: createActor(machine).start(), received };
}

describe('pushConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const socket = fakeSocket();
    const actor = createActor(pushConnectionMachine.provide({ actors: { pushSocket: socket.logic } })).start();
    return { actor, socket };
  }

  /** Held by two holders, 'a' and 'b'. */
  function heldByTwo() {
    const run = start();
    run.actor.send({ type: 'pushConnection.hold', id: 'a' });
    run.actor.send({ type: 'pushConnection.hold', id: 'b' });
    return run;
  }

  it('opens no socket until something holds it, then one for all its holders', () => {
    const { actor, socket } = start();
    expect(socket.sockets).toHaveLength(0);
    actor.send({ type: 'pushConnection.hold', id: 'a' });
    actor.send({ type: 'pushConnection.hold', id: 'b' });
    expect(socket.sockets).toHaveLength(1);
  });

  it('keeps the socket open until the last holder releases it, then goes idle', () => {
    const { actor, socket } = heldByTwo();
    actor.send({ type: 'pushConnection.release', id: 'a' });
    expect(socket.open()).toHaveLength(1);
    actor.send({ type: 'pushConnection.release', id: 'b' });
    expect(socket.open()).toHaveLength(0);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('is connected only after the socket says it is authenticated', () => {
    const { actor, socket } = start();
    actor.send({ type: 'pushConnection.hold', id: 'a' });
    expect(actor.getSnapshot().hasTag('connected')).toBe(false);
    socket.current().send({ type: 'pushConnection.socket.authenticated' });
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
  });

  it('hands a valid message to every holder and to listeners, and ignores invalid ones', () => {
    const { actor, socket } = start();
    const first = holderActor();
    const second = holderActor();
    const heard: PushDelivery[] = [];
    actor.on('pushConnection.message', (event) => heard.push(event));
    actor.send({ type: 'pushConnection.hold', id: 'first', ref: first.actor });
    actor.send({ type: 'pushConnection.hold', id: 'second', ref: second.actor });
    socket.current().send({ type: 'pushConnection.socket.authenticated' });
    socket.current().send({ type: 'pushConnection.socket.received', text: fixtureNotJsonText });
    socket.current().send({ type: 'pushConnection.socket.received', text: fixtureForgedText });
    socket.current().send({ type: 'pushConnection.socket.received', text: fixtureDownloadFinishedText });
    const expected = [{ type: 'pushConnection.message', message: fixtureDownloadFinished }];
    expect(first.received).toEqual(expected);
    expect(second.received).toEqual(expected);
    expect(heard).toEqual(expected);
  });

  it('stops sending to a holder that released it', () => {
    const { actor, socket } = start();
    const leaving = holderActor();
    actor.send({ type: 'pushConnection.hold', id: 'leaving', ref: leaving.actor });
    actor.send({ type: 'pushConnection.hold', id: 'staying' });
    socket.current().send({ type: 'pushConnection.socket.authenticated' });
    actor.send({ type: 'pushConnection.release', id: 'leaving' });
    socket.current().send({ type: 'pushConnection.socket.received', text: fixtureDownloadFinishedText });
    expect(leaving.received).toEqual([]);
  });

  const drop = (socket: ReturnType<typeof fakeSocket>) => socket.current().send({ type: 'pushConnection.socket.closed', code: 1006 });

  /** Held by 'a', its socket dropped once. */
  function droppedOnce() {
    const run = start();
    run.actor.send({ type: 'pushConnection.hold', id: 'a' });
    drop(run.socket);
    return run;
  }

  /** The same, reopened, dropped again before authenticating and reopened again: three sockets. */
  function reopenedTwice() {
    const run = droppedOnce();
    vi.advanceTimersByTime(reconnectDelayMs(1));
    drop(run.socket);
    vi.advanceTimersByTime(reconnectDelayMs(2));
    return run;
  }

  it('reopens a dropped socket after the first delay while held', () => {
    const { actor, socket } = droppedOnce();
    expect(actor.getSnapshot().matches({ active: 'reconnecting' })).toBe(true);
    vi.advanceTimersByTime(reconnectDelayMs(1) - 1);
    expect(socket.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.sockets).toHaveLength(2);
  });

  it('waits longer before reopening a socket dropped again before it authenticated', () => {
    const { socket } = droppedOnce();
    vi.advanceTimersByTime(reconnectDelayMs(1));
    drop(socket);
    vi.advanceTimersByTime(reconnectDelayMs(1));
    expect(socket.sockets).toHaveLength(2);
    vi.advanceTimersByTime(reconnectDelayMs(2) - reconnectDelayMs(1));
    expect(socket.sockets).toHaveLength(3);
  });

  it('waits the first delay again once a reopened socket authenticated', () => {
    const { socket } = reopenedTwice();
    // authenticated again: the next drop waits the first delay again
    socket.current().send({ type: 'pushConnection.socket.authenticated' });
    drop(socket);
    vi.advanceTimersByTime(reconnectDelayMs(1));
    expect(socket.sockets).toHaveLength(4);
  });

  it('does not reopen a dropped socket once released', () => {
    const { actor, socket } = reopenedTwice();
    socket.current().send({ type: 'pushConnection.socket.authenticated' });
    drop(socket);
    vi.advanceTimersByTime(reconnectDelayMs(1));
    drop(socket);
    actor.send({ type: 'pushConnection.release', id: 'a' });
    vi.advanceTimersByTime(60_000);
    expect(socket.sockets).toHaveLength(4);
    expect(socket.open()).toHaveLength(0);
  });

  it('grows the delay from 500 ms, doubling up to 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  /** Held by a holder actor, its socket authenticated. */
  function connectedToHolder() {
    const run = start();
    const holder = holderActor();
    run.actor.send({ type: 'pushConnection.hold', id: 'a', ref: holder.actor });
    run.socket.current().send({ type: 'pushConnection.socket.authenticated' });
    return { ...run, holder };
  }

  it('closes the socket after the connection lifetime', () => {
    const { socket } = connectedToHolder();
    vi.advanceTimersByTime(PUSH_CONNECTION_LIFETIME_MS - 1);
    expect(socket.open()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.open()).toHaveLength(0);
  });

  it('tells its holders the connection ended after its lifetime, and forgets them', () => {
    const { actor, holder } = connectedToHolder();
    vi.advanceTimersByTime(PUSH_CONNECTION_LIFETIME_MS);
    expect(holder.received).toEqual([{ type: 'pushConnection.ended' }]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.holders).toEqual([]);
  });

  it('closes the socket when the actor stops (sign-out)', () => {
    const { actor, socket } = start();
    actor.send({ type: 'pushConnection.hold', id: 'a' });
    actor.stop();
    expect(socket.open()).toHaveLength(0);
  });
});
