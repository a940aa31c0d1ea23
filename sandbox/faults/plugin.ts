import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultRule } from '@schemas/sandbox';
import { requestIsUnder } from '../http/request-path';
import { TOOLS_PREFIX } from '../http/service';
import { cutAnswerAfter } from './cut-answer';
import { cutBodyAfter } from './cut-body';
import { faultScopeOf } from './scope';
import { FaultStore } from './store';

const pathOf = (url: string) => url.split('?')[0] ?? url;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a request comes with a body (its `dropAfterBytes` cuts the body, else the answer). */
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const isWebSocketUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

/** Bodies the `malformed` option puts in place of a successful JSON body. */
export const malformedBodies = { json: '{"broken":', schema: '{"unexpected":true}' } as const;

/** The rule the fault switch applied to each request (requests of every sandbox in the process). */
const applied = new WeakMap<FastifyRequest, FaultRule>();

/**
 * The fault rule the switch took for this request, if any: for routes that write their answers
 * themselves, past Fastify's hooks (the tus upload routes apply its `malformed` so).
 */
export function appliedFault(request: FastifyRequest): FaultRule | undefined {
  return applied.get(request);
}

/**
 * Installs the fault switch on the root instance (not as an encapsulated plugin: its hooks must
 * see every route). Call it before anything else so the onRequest hook runs first. Its rules are
 * set through the test tool of ./test-tool.ts, which gets the store this returns.
 */
export function installFaultSwitch(app: FastifyInstance, store = new FaultStore()): FaultStore {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // the test tools are exempt however their path is spelled (sandbox/http/request-path.ts)
    if (requestIsUnder(request, TOOLS_PREFIX)) return undefined;
    const path = pathOf(request.originalUrl);
    // A WebSocket's own route applies the rules to its upgrade (a drop cuts the socket after its
    // handshake, sandbox/push/server.ts).
    if (isWebSocketUpgrade(request)) return undefined;
    const rule = store.take(request.method, path, faultScopeOf(request));
    if (!rule) return undefined;
    applied.set(request, rule);
    if (rule.latencyMs) await delay(rule.latencyMs);
    if (rule.drop) {
      // no answer at all: the connection goes, as a network failure would cut it
      void reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (rule.status !== undefined) return reply.code(rule.status).send({ message: 'Injected fault' });
    if (rule.dropAfterBytes !== undefined && hasBody(request)) cutBodyAfter(request.raw, rule.dropAfterBytes);
    return undefined;
  });

  // Any successful body is replaced (docs/CONTRACTS.md "Fault switch"), a JSON one or not: a PDF
  // or other file comes back as the malformed JSON text, labelled as JSON and without its file
  // name, as a gateway's error page in place of the file would.
  app.addHook('onSend', async (request, reply, payload) => {
    const rule = applied.get(request);
    if (rule?.dropAfterBytes !== undefined && !hasBody(request)) {
      reply.removeHeader('content-length');
      return cutAnswerAfter(payload, rule.dropAfterBytes, () => request.raw.socket.destroy());
    }
    if (!rule?.malformed) return payload;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (!ok || reply.statusCode === 204) return payload;
    const type = reply.getHeader('content-type');
    if (!(typeof type === 'string' && type.includes('json'))) {
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.removeHeader('content-disposition');
      reply.removeHeader('content-length');
    }
    // a file streamed from disk is not sent: close it
    if (payload instanceof Readable) payload.destroy();
    return malformedBodies[rule.malformed];
  });

  return store;
}
