import type { FastifyInstance } from 'fastify';
import { escapeForLog } from './log-text';

/** One line per answered request on stdout (off with SANDBOX_QUIET=1); health polls are skipped. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // originalUrl: parts that mount a sub-app (the identity provider) strip their prefix from url.
    const url = request.originalUrl;
    if (url === '/__sandbox/health') return;
    process.stdout.write(`${escapeForLog(request.method)} ${escapeForLog(url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms\n`);
  });
}
