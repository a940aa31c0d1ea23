import type { FastifyInstance } from 'fastify';
import { SharedAlbumSeedRequest, SharedAlbumSeedResult, TestAccount, TestAccountRequest } from '@schemas/sandbox';
import { addSharedAlbum } from '../albums/seed';
import type { Db } from '../db/db';
import { parseOrReject, sendValid } from '../http/validation';
import { resetData } from '../seed/seed';
import { createTestAccount } from '../seed/test-accounts';

/**
 * Health, reset, test accounts and shared albums between them under /__sandbox. Reset empties the tables and re-seeds in this
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

  app.post('/shared-albums', async (request, reply) => {
    const input = parseOrReject(reply, SharedAlbumSeedRequest, request.body);
    if (!input) return reply;
    const emails = [input.owner, ...input.participants.map((p) => p.email)].map((email) => email.trim().toLowerCase());
    if (new Set(emails).size !== emails.length) {
      return reply.code(400).send({ message: 'participants: Each person may appear once, and the owner is not a participant' });
    }
    const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email FROM accounts WHERE email = ANY($1::text[])', [
      emails,
    ]);
    const idOf = new Map(rows.map((row) => [row.email, row.id]));
    const accountOf = (email: string) => idOf.get(email.trim().toLowerCase());
    const ownerId = accountOf(input.owner);
    const participants = input.participants.flatMap((p) => {
      const accountId = accountOf(p.email);
      return accountId ? [{ accountId, photos: p.photos }] : [];
    });
    if (!ownerId || participants.length !== input.participants.length) {
      const unknown = emails.filter((email) => !idOf.has(email));
      return reply.code(404).send({ message: `No account has the e-mail address ${unknown.join(', ')}` });
    }
    const albumId = await addSharedAlbum(db, { ownerId, name: input.name, photos: input.photos, participants }, new Date());
    return sendValid(reply, SharedAlbumSeedResult, { albumId }, 201);
  });
}
