import type { FastifyInstance } from 'fastify';
import { PushRawRequest, PushRawResult } from '@schemas/sandbox';
import { parseOrReject, sendValid } from '../http/validation';
import type { PushHub } from './hub';

/**
 * POST /__sandbox/push { accountId, text } (a test tool, like the other /__sandbox routes): the text
 * as it is to the account's authenticated push sockets (kept for the next one when none is there),
 * e.g. a forged message the app must ignore.
 */
export async function pushTestToolRoutes(app: FastifyInstance, options: { hub: PushHub }): Promise<void> {
  app.post('/push', async (request, reply) => {
    const input = parseOrReject(reply, PushRawRequest, request.body ?? {});
    if (!input) return reply;
    return sendValid(reply, PushRawResult, { sockets: options.hub.sendRaw(input.accountId, input.text) });
  });
}
