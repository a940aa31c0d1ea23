import type { FastifyInstance } from 'fastify';
import { ArchiveBuildHoldRequest, ArchiveBuildHoldResult } from '@schemas/sandbox';
import { parseOrReject, sendValid } from '../http/validation';
import type { ArchiveStore } from './archives';

/**
 * POST /__sandbox/archive-builds { accountId, held } (a test tool, like the other /__sandbox
 * routes): holds the account's archive builds after `download-started`, or lets them go on.
 * Answers whether they are held and how many are waiting now.
 */
export async function archiveBuildToolRoutes(app: FastifyInstance, options: { archives: ArchiveStore }): Promise<void> {
  const { holds } = options.archives;
  app.post('/archive-builds', async (request, reply) => {
    const input = parseOrReject(reply, ArchiveBuildHoldRequest, request.body ?? {});
    if (!input) return reply;
    if (input.held) holds.hold(input.accountId);
    else holds.release(input.accountId);
    return sendValid(reply, ArchiveBuildHoldResult, { held: holds.isHeld(input.accountId), waiting: holds.waitingOf(input.accountId) });
  });
}
