import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { albumClient } from './albums-harness';
import { startSandbox } from './harness';
import { PATIENCE_MS, eventually } from './patience';

/** A push socket client for the sandbox tests (Node 20 has no WebSocket of its own: the `ws` package's). */
export interface PushClient {
  /** every text received, in order */
  readonly texts: string[];
  send(text: string): void;
  /** resolves when the connection is gone: the close code (1006 when cut without a close frame) */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** resolves with the received texts once `done(texts)` holds (polls; rejects with what came after `timeoutMs`, `PATIENCE_MS` by default) */
  until(done: (texts: readonly string[]) => boolean, timeoutMs?: number): Promise<string[]>;
  close(): void;
}

/** The sandbox listening on a free loopback port (the push socket needs a real connection). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `127.0.0.1:${address.port}`;
}

/**
 * A sandbox of its own for a test file, listening (sockets and real HTTP clients need a port), with
 * the album client the tests arrange data with.
 */
export async function startListeningSandbox() {
  const app = await startSandbox();
  return { app, host: await listen(app), api: albumClient(app) };
}

/** A push socket to the sandbox at `host`; with `origin`, opened as a browser page of that origin would. */
export function openPush(host: string, path = '/push', origin?: string): PushClient {
  const socket = new WebSocket(`ws://${host}${path}`, origin ? { origin } : {});
  const texts: string[] = [];
  const queued: string[] = [];
  socket.on('open', () => {
    for (const text of queued.splice(0)) socket.send(text);
  });
  socket.on('message', (data, isBinary) => {
    if (!isBinary) texts.push(data.toString());
  });
  // a refused handshake or a cut connection is an error, then a close with 1006
  socket.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    texts,
    closed,
    send: (text) => (socket.readyState === WebSocket.OPEN ? socket.send(text) : queued.push(text)),
    async until(done, timeoutMs = PATIENCE_MS) {
      if (!(await eventually(() => done(texts), 20, timeoutMs)))
        throw new Error(`push messages did not come; got ${JSON.stringify(texts)}`);
      return [...texts];
    },
    close: () => socket.close(),
  };
}
