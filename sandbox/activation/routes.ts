import type { FastifyInstance } from 'fastify';
import { ActivationStart, ActivationStartRequest, ActivationStatus } from '@schemas/activation';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseInput, sendValid } from '../http/validation';
import type { ActivationImports } from './imports';
import { importStatusOf } from './store';

/**
 * `POST /users/activate` and `GET /users/activate` (spec S1 §7) on the photo service, for the
 * token's own account only (the paths name no account: there is no other account's id to ask for).
 */
export async function activationRoutes(app: FastifyInstance, options: { db: Db; imports: ActivationImports }): Promise<void> {
  const { db, imports } = options;
  app.addHook('preHandler', app.authenticate);

  app.get('/users/activate', async (request, reply) =>
    sendValid(reply, ActivationStatus, { status: await importStatusOf(db, accountIdOf(request)) }),
  );

  // Starts the import of a NOT_ACTIVE account. ACTIVE, IMPORTING (already running) and DELETING
  // answer started: false and change nothing. No body, or `{}`.
  app.post('/users/activate', async (request, reply) => {
    if (request.body !== undefined && request.body !== null && !parseInput(ActivationStartRequest, request.body).ok) {
      return reply.code(400).send({ message: 'POST /users/activate takes no body' });
    }
    return sendValid(reply, ActivationStart, { started: await imports.start(accountIdOf(request)) });
  });
}
