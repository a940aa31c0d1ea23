import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { PUSH_AUTHENTICATE_TIMEOUT_MS, PUSH_AUTHENTICATED, PUSH_CLOSE, PUSH_CONNECTION_LIFETIME_MS, PushAuthenticate } from '@schemas/push';
import type { FaultRule } from '@schemas/sandbox';
import { accountExists } from '../db/accounts';
import type { Db } from '../db/db';
import { faultScopeOf } from '../faults/scope';
import type { FaultStore } from '../faults/store';
import type { SiteTable } from '../http/origins';
import type { Identity } from '../identity-seam';
import type { PushHub } from './hub';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The largest message a client may send (an authenticate action with a token is far smaller). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** RFC 6455 close codes the server uses besides PUSH_CLOSE. */
const CLOSE_NORMAL = 1000;
const CLOSE_UNSUPPORTED = 1003;

/**
 * The push socket on the sandbox's own port (spec S1 §7; docs/PHOTOS.md "Downloads and push
 * socket"), at `path` (config.json `services.push`), served by @fastify/websocket. The client's
 * first message must be `{ "action": "authenticate", "token": <access token> }`, checked like the
 * REST routes' bearer tokens; it is answered `OK`, and from then on the socket receives its own
 * account's messages from the hub. A bad or expired token, any other first message or none in time
 * closes the socket (PUSH_CLOSE codes). The server ends a socket after PUSH_CONNECTION_LIFETIME_MS,
 * as the app does.
 *
 * The fault switch leaves WebSocket upgrades to this route, which sees the upgrade request as
 * `GET <path>`: `status` refuses it with that status, `latencyMs` delays the handshake, `drop` cuts
 * the connection (no close frame) right after `OK`.
 */
export async function installPushSocket(
  app: FastifyInstance,
  options: { path: string; identity: Identity; db: Db; hub: PushHub; faults: FaultStore; site: Pick<SiteTable, 'isOwnOrigin'> },
): Promise<void> {
  const { path, identity, db, hub, faults, site } = options;
  /** the drop rules taken for upgrade requests, applied once the socket is authenticated */
  const drops = new WeakMap<FastifyRequest, FaultRule>();

  const verify = async (token: string): Promise<string | null> => {
    try {
      const claims = await identity.verifyAccessToken(token);
      return (await accountExists(db, claims.sub)) ? claims.sub : null;
    } catch {
      return null;
    }
  };

  /**
   * A browser names the page that opens a socket (Origin): a page of another site may not open one
   * (it could ride on a token it got hold of); clients that name no origin (not a browser) pass.
   */
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!request.ws || origin === undefined || site.isOwnOrigin(origin)) return undefined;
    return reply.code(403).send({ message: "The push socket answers only the app's own origins" });
  };

  const applyFault = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.ws) return undefined; // a plain GET went through the fault switch already
    const rule = faults.take('GET', path, faultScopeOf(request));
    if (!rule) return undefined;
    if (rule.latencyMs) await delay(rule.latencyMs);
    if (rule.status !== undefined) return reply.code(rule.status).send({ message: 'Injected fault' });
    if (rule.drop) drops.set(request, rule);
    return undefined;
  };

  const serve = (socket: WebSocket, request: FastifyRequest) => {
    let state: 'waiting' | 'verifying' | 'authenticated' = 'waiting';
    let leave: (() => void) | null = null;
    const receiver = {
      send: (text: string) => (socket.readyState === socket.OPEN ? socket.send(text) : undefined),
      close: (code: number, reason: string) => socket.close(code, reason),
    };
    const timers: NodeJS.Timeout[] = [
      setTimeout(() => {
        if (state === 'waiting') socket.close(PUSH_CLOSE.authenticateTimeout.code, PUSH_CLOSE.authenticateTimeout.reason);
      }, PUSH_AUTHENTICATE_TIMEOUT_MS).unref(),
    ];

    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(CLOSE_UNSUPPORTED, 'Only text messages are understood');
      if (state !== 'waiting') return undefined; // after authenticate the client has nothing to say
      const action = parseAuthenticate(data.toString());
      if (!action) return socket.close(PUSH_CLOSE.badRequest.code, PUSH_CLOSE.badRequest.reason);
      state = 'verifying';
      void verify(action.token).then((accountId) => {
        if (socket.readyState !== socket.OPEN) return undefined;
        if (!accountId) return socket.close(PUSH_CLOSE.unauthorized.code, PUSH_CLOSE.unauthorized.reason);
        state = 'authenticated';
        // a drop rule cuts the connection once OK is on its way
        if (drops.has(request)) return socket.send(PUSH_AUTHENTICATED, () => socket.terminate());
        socket.send(PUSH_AUTHENTICATED);
        leave = hub.join(accountId, receiver);
        timers.push(setTimeout(() => socket.close(CLOSE_NORMAL, 'Connection lifetime reached'), PUSH_CONNECTION_LIFETIME_MS).unref());
        return undefined;
      });
      return undefined;
    });
    socket.on('close', () => {
      leave?.();
      for (const timer of timers) clearTimeout(timer);
    });
  };

  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  // @fastify/websocket would accept an upgrade on any route and close it at once: only `path` has
  // a socket. Another upgrade listener (Vite's HMR socket in dev mode) may take the others.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ws || request.routeOptions.url === path) return undefined;
    if (app.server.listenerCount('upgrade') > 1) {
      void reply.hijack();
      return reply;
    }
    return reply.code(404).send({ message: 'No WebSocket here' });
  });
  app.get(path, { websocket: true, onRequest: [checkOrigin, applyFault] }, serve);
}

function parseAuthenticate(text: string): PushAuthenticate | null {
  try {
    const result = PushAuthenticate.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
