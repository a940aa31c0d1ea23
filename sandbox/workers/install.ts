import type { FastifyInstance } from 'fastify';
import { WorkerPool } from './pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox's worker threads (PDFs, archives); tests read its counts. Ended when the app closes. */
    workers: WorkerPool;
  }
}

/**
 * Gives the app its worker pool: its threads start once the app listens (the sandbox, the e2e and
 * bench runs), and every one is ended when the app closes. Tests that only inject start threads on
 * their first PDF or archive.
 */
export function installWorkerPool(app: FastifyInstance): WorkerPool {
  const workers = new WorkerPool();
  app.decorate('workers', workers);
  app.addHook('onListen', async () => {
    workers.warm();
  });
  app.addHook('onClose', async () => {
    await workers.close();
  });
  return workers;
}
