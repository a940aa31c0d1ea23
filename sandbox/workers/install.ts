import type { FastifyInstance } from 'fastify';
import { WorkerPool } from './pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox's worker threads (PDFs, archives); tests read its counts. Ended when the app closes. */
    workers: WorkerPool;
  }
}

/** Gives the app its worker pool, ended (every thread) when the app closes. */
export function installWorkerPool(app: FastifyInstance): WorkerPool {
  const workers = new WorkerPool();
  app.decorate('workers', workers);
  app.addHook('onClose', async () => {
    await workers.close();
  });
  return workers;
}
