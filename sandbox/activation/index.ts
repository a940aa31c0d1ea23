import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { PushHub } from '../push/hub';
import { ActivationImports } from './imports';
import { activationRoutes } from './routes';

/**
 * The activation import's part of the sandbox (docs/PHOTOS.md "Activation import"): its routes on
 * the photo service under `prefix`, the imports run in this process and announced through `hub`.
 */
export async function registerActivation(
  app: FastifyInstance,
  options: { prefix: string; db: Db; hub: PushHub; quiet: boolean; importMs?: number },
): Promise<ActivationImports> {
  const imports = new ActivationImports({ db: options.db, hub: options.hub, importMs: options.importMs, quiet: options.quiet });
  app.addHook('onClose', async () => {
    await imports.close();
  });
  await imports.recover();
  await app.register(activationRoutes, { prefix: options.prefix, db: options.db, imports });
  return imports;
}
