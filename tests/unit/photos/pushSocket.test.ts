// The push connection's real socket actor (src/features/shared/wiring/pushConnection.ts) against the
// sandbox's push socket: it authenticates with the token of the moment, a download's messages reach
// the holder, a refused token is renewed before the next socket, and a cut socket is reopened.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createActor, setup, waitFor } from 'xstate';
import { pushConnectionMachine, type PushDelivery } from '@machines/photos/push/pushConnection.machine';
import { Download } from '@schemas/downloads';
import { ImagePage } from '@schemas/photos';
import { pushSocketActor, webSocketUrl, type PushSocketLike } from '@/features/shared/wiring/pushConnection';
import type { albumClient } from '../sandbox/albums-harness';
import { bearer, call } from '../sandbox/harness';
import { startListeningSandbox } from '../sandbox/push-client';

let app: FastifyInstance;
let host: string;
let api: ReturnType<typeof albumClient>;
beforeAll(async () => {
  ({ app, host, api } = await startListeningSandbox());
}, 120_000);
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

/** The `ws` client seen through the browser WebSocket's handler properties. */
function openWs(url: string): PushSocketLike {
  const socket = new WebSocket(url);
  const like: PushSocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (data) => socket.send(data),
    close: (code) => socket.close(code),
  };
  socket.on('open', () => like.onopen?.());
  socket.on('message', (data, isBinary) => like.onmessage?.(isBinary ? data : data.toString()));
  socket.on('error', () => undefined);
  socket.on('close', (code) => like.onclose?.(code));
  return like;
}

function holder() {
  const received: PushDelivery[] = [];
  const machine = setup({ types: { events: {} as PushDelivery } }).createMachine({
    on: { 'pushConnection.message': { actions: ({ event }) => received.push(event) } },
  });
  return { actor: createActor(machine).start(), received };
}

function connection(token: () => string | null, renewToken: () => Promise<unknown> = async () => undefined) {
  const socket = pushSocketActor({ url: `ws://${host}/push`, token, renewToken, openSocket: openWs });
  return createActor(pushConnectionMachine.provide({ actors: { pushSocket: socket } })).start();
}

async function createDownload(accountId: string) {
  const page = ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos', headers: bearer(accountId) })).body);
  const created = await call(app, {
    method: 'POST',
    url: '/api/downloads/downloads',
    headers: bearer(accountId),
    payload: { name: 'Archive', photos: page.images.map((image) => ({ photoId: image.imageId })) },
  });
  return Download.parse(created.body);
}

const keysOf = (received: PushDelivery[], downloadId: string) =>
  received.flatMap((event) =>
    event.type === 'pushConnection.message' && 'key' in event.message && event.message.message.downloadId === downloadId
      ? [event.message.key]
      : [],
  );

describe('push socket actor', () => {
  it('authenticates with the current token and hands the download’s messages to its holder', async () => {
    const account = await api.account({ photos: 2 });
    const push = connection(() => `test-token:${account.id}`);
    const { actor, received } = holder();
    push.send({ type: 'pushConnection.hold', id: 'archive', ref: actor });
    await waitFor(push, (snapshot) => snapshot.hasTag('connected'), { timeout: 10_000 });
    const download = await createDownload(account.id);
    await vi.waitFor(() => expect(keysOf(received, download.id)).toEqual(['download-started', 'download-finished']), { timeout: 15_000 });
    push.send({ type: 'pushConnection.release', id: 'archive' });
    expect(push.getSnapshot().matches('idle')).toBe(true);
    push.stop();
  });

  it('renews a refused token before opening the next socket', async () => {
    const account = await api.account();
    let token = 'expired-token';
    const renewToken = vi.fn(async () => {
      token = `test-token:${account.id}`;
    });
    const push = connection(() => token, renewToken);
    push.send({ type: 'pushConnection.hold', id: 'archive' });
    await waitFor(push, (snapshot) => snapshot.hasTag('connected'), { timeout: 10_000 });
    expect(renewToken).toHaveBeenCalledTimes(1);
    push.stop();
  });

  it('reopens a socket the server cut, and the messages still arrive', async () => {
    const account = await api.account({ photos: 1 });
    await call(app, { method: 'POST', url: '/__sandbox/faults', payload: { path: '/push', drop: true, times: 1 } });
    const push = connection(() => `test-token:${account.id}`);
    const { actor, received } = holder();
    push.send({ type: 'pushConnection.hold', id: 'archive', ref: actor });
    await waitFor(push, (snapshot) => snapshot.matches({ active: 'reconnecting' }), { timeout: 10_000 });
    await waitFor(push, (snapshot) => snapshot.hasTag('connected'), { timeout: 10_000 });
    const download = await createDownload(account.id);
    await vi.waitFor(() => expect(keysOf(received, download.id)).toContain('download-finished'), { timeout: 15_000 });
    push.stop();
  });

  it('makes a ws: URL of the service base URL', () => {
    expect(webSocketUrl('http://my.albelli.nl.localhost:8080/push')).toBe('ws://my.albelli.nl.localhost:8080/push');
    expect(webSocketUrl('https://my.albelli.nl/push')).toBe('wss://my.albelli.nl/push');
    // a service client's base URL ends with '/': the socket is at the path itself
    expect(webSocketUrl('http://localhost:8080/push/')).toBe('ws://localhost:8080/push');
  });
});
