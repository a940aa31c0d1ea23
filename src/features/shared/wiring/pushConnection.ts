// The push connection as a part of the account scope (src/platform/accountScope): one actor per signed-in
// account, created on first use outside React, stopped (its socket closed) on sign-out or when
// another account signs in. Its actor system knows it as PUSH_CONNECTION_SYSTEM_ID. The socket is
// the browser's WebSocket to config.services.push; each opening authenticates with the access token
// the auth actor holds at that moment, and a socket refused for its token (4401) renews the token
// before the machine opens the next one. docs/PHOTOS.md "Push connection" tells consumers how to use it.
import { createActor, type ActorRefFrom } from 'xstate';
import { fromCallback } from 'xstate/actors';
import { pushConnectionMachine, type PushConnectionEvent } from '@machines/photos/push/pushConnection.machine';
import { PUSH_AUTHENTICATED, PUSH_CLOSE, type PushAuthenticate } from '@schemas/push';
import { accountPart, type Stoppable } from '@/platform/accountScope/accountScope';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';
import { getAccessToken, renewAccessToken } from '@/platform/auth/createAuth';
import { inspect } from '@/platform/inspection/inspect';

export const PUSH_CONNECTION_SYSTEM_ID = 'pushConnection';

export type PushConnectionActor = ActorRefFrom<typeof pushConnectionMachine>;

/** A WebSocket as the socket actor uses it: the browser's (browserSocket), or a test's over `ws`. */
export interface PushSocketLike {
  onopen: (() => void) | null;
  /** a frame's data (a string for a text frame) */
  onmessage: ((data: unknown) => void) | null;
  onclose: ((code: number) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

/** The browser's WebSocket to `url`, seen as a PushSocketLike. */
export function browserSocket(url: string): PushSocketLike {
  const socket = new WebSocket(url);
  const like: PushSocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (data) => socket.send(data),
    close: (code) => socket.close(code),
  };
  socket.onopen = () => like.onopen?.();
  socket.onmessage = (event) => like.onmessage?.(event.data);
  socket.onclose = (event) => like.onclose?.(event.code);
  return like;
}

export interface PushSocketOptions {
  /** the ws: or wss: URL of the push socket */
  url: string;
  /** the access token now (memory only), or null */
  token(): string | null;
  /** renews the access token (after the socket refused it) */
  renewToken(): Promise<unknown>;
  openSocket?: (url: string) => PushSocketLike;
}

/**
 * ws(s): URL of a service base URL (http(s):, absolute). A service client's base URL ends with '/'
 * (`/push/`), but the socket is at config.json's path itself (`/push`; the sandbox refuses any other).
 */
export function webSocketUrl(httpUrl: string): string {
  const url = new URL(httpUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/**
 * The `pushSocket` actor: one WebSocket per run. It sends the authenticate action when the socket
 * opens, answers `OK` with pushConnection.socket.authenticated and every later frame with pushConnection.socket.received
 * (the machine parses it), and reports pushConnection.socket.closed once; stopping the actor closes the socket.
 */
export function pushSocketActor({ url, token, renewToken, openSocket = browserSocket }: PushSocketOptions) {
  return fromCallback<PushConnectionEvent>(({ sendBack }) => {
    let stopped = false;
    let authenticated = false;
    const report = (event: PushConnectionEvent) => {
      if (!stopped) sendBack(event);
    };
    const socket = openSocket(url);
    socket.onopen = () => {
      const authenticate: PushAuthenticate = { action: 'authenticate', token: token() ?? '' };
      socket.send(JSON.stringify(authenticate));
    };
    socket.onmessage = (data) => {
      if (typeof data !== 'string') return;
      if (!authenticated && data === PUSH_AUTHENTICATED) {
        authenticated = true;
        report({ type: 'pushConnection.socket.authenticated' });
      } else if (authenticated) report({ type: 'pushConnection.socket.received', text: data });
    };
    socket.onclose = (code) => {
      const closed: PushConnectionEvent = { type: 'pushConnection.socket.closed', code };
      if (code === PUSH_CLOSE.unauthorized.code)
        renewToken().then(
          () => report(closed),
          () => report(closed),
        );
      else report(closed);
    };
    return () => {
      stopped = true;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close(1000);
    };
  });
}

export interface PushConnection extends Stoppable {
  readonly actor: PushConnectionActor;
}

/** The signed-in account's push connection: idle (no socket) until something holds it. */
export const pushConnectionPart = accountPart('pushConnection', ({ auth, services }): PushConnection => {
  const machine = pushConnectionMachine.provide({
    actors: {
      pushSocket: pushSocketActor({
        url: webSocketUrl(services.client('push').baseUrl),
        token: () => getAccessToken(auth),
        renewToken: () => renewAccessToken(auth),
      }),
    },
  });
  const actor = createActor(machine, { systemId: PUSH_CONNECTION_SYSTEM_ID, inspect }).start();
  return { actor, stop: () => actor.stop() };
});

/** The signed-in account's push connection actor; null when nobody is signed in (or outside the account scope). */
export function usePushConnection(): PushConnectionActor | null {
  return useAccountPart(pushConnectionPart)?.actor ?? null;
}
