import { join } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../paths';
import { isServerPath, pathOf } from './routing';

/**
 * Dev mode (SANDBOX_DEV=1): Vite in middleware mode on the same origin, with its HMR socket on the
 * same HTTP server. Server paths skip Vite: its SPA fallback would otherwise answer browser
 * navigations to /session/login or /oidc/auth with index.html. Vite is imported only here, so
 * the normal mode never loads it.
 */
export async function mountViteDev(app: FastifyInstance): Promise<void> {
  const { createServer } = await import('vite');
  await app.register(middie);
  const vite = await createServer({
    root: repoRoot,
    configFile: join(repoRoot, 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: { server: app.server }, ws: { server: app.server } },
  });
  app.use((req, res, next) => {
    if (isServerPath(pathOf(req.url ?? '/'))) {
      next();
      return;
    }
    vite.middlewares(req, res, next);
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ message: `Not found: ${request.method} ${pathOf(request.url)}` }),
  );
  app.addHook('onClose', async () => {
    await vite.close();
  });
}
