import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { escapeForLog } from './log-text';

/**
 * Every error answers `{ message }` (schemas/common.ts ErrorBody), like the services do.
 * Client errors Fastify raised itself (bad JSON, wrong content type, body too large) keep its
 * message. Anything else (a database error, a bug) is a server error: logged to stderr with an
 * error id, answered `{ message: 'Internal error', errorId }`; the caller never sees its text.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const clientError = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
    if (clientError) return reply.code(error.statusCode ?? 400).send({ message: error.message });
    const errorId = randomUUID();
    const where = escapeForLog(`${request.method} ${request.originalUrl}`);
    process.stderr.write(`[sandbox] error ${errorId}: ${where} failed: ${escapeForLog(error.stack ?? error.message)}\n`);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 500 && error.statusCode < 600 ? error.statusCode : 500;
    return reply.code(status).send({ message: 'Internal error', errorId });
  });
}
