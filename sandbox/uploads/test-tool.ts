import type { FastifyInstance } from 'fastify';
import { ExpiredUploadsRemoved } from '@schemas/sandbox';
import { sendValid } from '../http/validation';
import type { StorageService } from './index';

/**
 * DELETE /__sandbox/uploads/expired (a test tool, like the other /__sandbox routes): removes the
 * expired unfinished uploads now, as the hourly sweep does, and answers how many went.
 */
export async function uploadToolRoutes(app: FastifyInstance, options: { storage: StorageService }): Promise<void> {
  app.delete('/uploads/expired', async (_request, reply) =>
    sendValid(reply, ExpiredUploadsRemoved, { removed: await options.storage.removeExpired() }),
  );
}
