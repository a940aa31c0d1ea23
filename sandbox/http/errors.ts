import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every error answers `{ message }` (schemas/common.ts ErrorBody), like the services do.
 * Client errors (bad JSON, wrong content type, body too large) keep Fastify's own message; a
 * server error is logged to stderr and answered with a neutral text.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      process.stderr.write(`[sandbox] ${request.method} ${request.url} failed: ${error.stack ?? error.message}\n`);
      return reply.code(status).send({ message: 'Internal sandbox error' });
    }
    return reply.code(status).send({ message: error.message });
  });
}
