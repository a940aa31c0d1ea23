import type { FastifyInstance } from 'fastify';
import { TestAccount, TestAccountRequest } from '@schemas/sandbox';
import type { Db } from '../db/db';
import { parseOrReject, sendValid } from '../http/validation';
import { resetData } from '../seed/seed';
import { createTestAccount } from '../seed/test-accounts';

/**
 * Health, reset and test accounts under /__sandbox. Reset empties the tables and re-seeds in this
 * process (no restart); it leaves the fault rules and error reports alone, which have their own
 * DELETE.
 */
export async function dataRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;

  app.get('/health', async () => ({ ok: true }));

  app.post('/reset', async () => {
    await resetData(db);
    return { ok: true };
  });

  app.post('/accounts', async (request, reply) => {
    const input = parseOrReject(reply, TestAccountRequest, request.body ?? {});
    if (!input) return reply;
    return sendValid(reply, TestAccount, await createTestAccount(db, input), 201);
  });
}
