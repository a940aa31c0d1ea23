import type { FastifyInstance } from 'fastify';
import { CreateTempSelectionRequest, CreateTempSelectionResponse, TempSelection, TempSelectionIdParams } from '@schemas/tempSelections';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, sendValid } from '../http/validation';
import { createTempSelection, readTempSelection } from './store';

/** How many of the refused ids a 400 names (the rest are counted). */
const NAMED_IDS = 5;

/**
 * The temp selections service (spec S1 §7), mounted under `config.services.tempSelections`
 * (/api/temp-selections). Bearer token, the token's own account. Photos that are not the caller's
 * (unknown, another account's) make the whole request a 400 naming them, and nothing is kept
 * (decision: a selection the editor opens holds exactly what the customer chose, never part of it);
 * another account's selection id answers 404, like one that does not exist.
 */
export async function tempSelectionRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.addHook('preHandler', app.authenticate);

  app.post('/temp-selections', async (request, reply) => {
    const body = parseOrReject(reply, CreateTempSelectionRequest, request.body);
    if (!body) return reply;
    const outcome = await createTempSelection(db, { accountId: accountIdOf(request), photoIds: body.photoIds, at: new Date() });
    if (!outcome.ok) {
      const named = outcome.notOwn.slice(0, NAMED_IDS).join(', ');
      const more = outcome.notOwn.length > NAMED_IDS ? ` and ${outcome.notOwn.length - NAMED_IDS} more` : '';
      return reply.code(400).send({ message: `photoIds: not photos of your library: ${named}${more}` });
    }
    return sendValid(reply, CreateTempSelectionResponse, { tempSelectionId: outcome.tempSelectionId }, 201);
  });

  app.get('/temp-selections/:id', async (request, reply) => {
    const params = parseOrReject(reply, TempSelectionIdParams, request.params);
    if (!params) return reply;
    const photoIds = await readTempSelection(db, params.id, accountIdOf(request));
    if (!photoIds) return reply.code(404).send({ message: 'Temp selection not found' });
    return sendValid(reply, TempSelection, { photoIds });
  });
}
