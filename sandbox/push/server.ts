import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PUSH_AUTHENTICATE_TIMEOUT_MS, PUSH_AUTHENTICATED, PUSH_CLOSE, PUSH_CONNECTION_LIFETIME_MS, PushAuthenticate } from '@schemas/push';
import { accountExists } from '../db/accounts';
import type { Db } from '../db/db';
import type { FaultStore } from '../faults/store';
import type { Identity } from '../identity-seam';
import type { PushHub } from './hub';
import { CLOSE_CODES, refuseUpgrade, ServerWebSocket, upgradeProblem } from './websocket';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The push socket on the sandbox's own port (spec S1 §7; docs/PHOTOS.md "Downloads and push
 * socket"), at `path` (config.json `services.push`). The client's first message must be
 * `{ "action": "authenticate", "token": <access token> }`, checked like the REST routes' bearer
 * tokens; it is answered `OK`, and from then on the socket receives its own account's messages
 * from the hub. A bad or expired token, any other first message or none in time closes the socket
 * (PUSH_CLOSE codes). The server ends a socket after PUSH_CONNECTION_LIFETIME_MS, as the app does.
 *
 * The fault switch sees the upgrade request as `GET <path>`: `status` refuses it with that status,
 * `latencyMs` delays the handshake, `drop` cuts the connection (no close frame) right after `OK`.
 */
export function installPushSocket(
  app: FastifyInstance,
  options: { path: string; identity: Identity; db: Db; hub: PushHub; faults: FaultStore },
): void {
  const { path, identity, db, hub, faults } = options;
  const open = new Set<ServerWebSocket>();

  const verify = async (token: string): Promise<string | null> => {
    try {
      const claims = await identity.verifyAccessToken(token);
      return (await accountExists(db, claims.sub)) ? claims.sub : null;
    } catch {
      return null;
    }
  };

  const start = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const problem = upgradeProblem(request);
    if (problem) return refuseUpgrade(socket, 400, problem);
    const rule = faults.take('GET', path);
    if (rule?.latencyMs) await delay(rule.latencyMs);
    if (rule?.status !== undefined) return refuseUpgrade(socket, rule.status, 'Injected fault');
    if (socket.destroyed) return undefined;

    let state: 'waiting' | 'verifying' | 'authenticated' = 'waiting';
    let leave: (() => void) | null = null;
    const timers: NodeJS.Timeout[] = [];
    const ws = ServerWebSocket.accept(request, socket, head, {
      onText: (text) => {
        if (state !== 'waiting') return; // after authenticate the client has nothing to say
        const action = parseAuthenticate(text);
        if (!action) return ws.close(PUSH_CLOSE.badRequest.code, PUSH_CLOSE.badRequest.reason);
        state = 'verifying';
        void verify(action.token).then((accountId) => {
          if (!ws.open) return;
          if (!accountId) return ws.close(PUSH_CLOSE.unauthorized.code, PUSH_CLOSE.unauthorized.reason);
          state = 'authenticated';
          ws.send(PUSH_AUTHENTICATED);
          if (rule?.drop) return ws.drop();
          leave = hub.join(accountId, ws);
          timers.push(setTimeout(() => ws.close(CLOSE_CODES.normal, 'Connection lifetime reached'), PUSH_CONNECTION_LIFETIME_MS).unref());
          return undefined;
        });
      },
      onClose: () => {
        open.delete(ws);
        leave?.();
        for (const timer of timers) clearTimeout(timer);
      },
    });
    open.add(ws);
    timers.push(
      setTimeout(() => {
        if (state === 'waiting') ws.close(PUSH_CLOSE.authenticateTimeout.code, PUSH_CLOSE.authenticateTimeout.reason);
      }, PUSH_AUTHENTICATE_TIMEOUT_MS).unref(),
    );
    return undefined;
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = (request.url ?? '').split('?')[0];
    if (target === path) {
      void start(request, socket, head).catch(() => socket.destroy());
      return;
    }
    // Another listener (Vite's HMR socket in dev mode) may take it; with none, nothing else will.
    if (app.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'No WebSocket here');
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of open) ws.drop();
  });
}

function parseAuthenticate(text: string): PushAuthenticate | null {
  try {
    const result = PushAuthenticate.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
