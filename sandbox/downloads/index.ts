import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { MediaStore } from '../photos/media-store';
import type { PushHub } from '../push/hub';
import type { WorkerPool } from '../workers/pool';
import { ArchiveStore } from './archives';
import { archiveFileRoutes, downloadRoutes } from './routes';

/**
 * The download service's part of the sandbox (docs/PHOTOS.md "Downloads and push socket"): its
 * routes under `prefix`, the archives built in the background and announced through `hub`.
 */
export async function registerDownloads(
  app: FastifyInstance,
  options: { prefix: string; db: Db; media: MediaStore; hub: PushHub; workers: WorkerPool; dataDir: string | undefined; quiet: boolean },
): Promise<ArchiveStore> {
  const archives = new ArchiveStore({
    db: options.db,
    media: options.media,
    hub: options.hub,
    workers: options.workers,
    dataDir: options.dataDir,
    quiet: options.quiet,
  });
  app.addHook('onClose', async () => {
    await archives.close();
  });
  await archives.recover();
  await app.register(downloadRoutes, { prefix: options.prefix, db: options.db, archives });
  await app.register(archiveFileRoutes, { prefix: options.prefix, db: options.db, archives });
  return archives;
}
