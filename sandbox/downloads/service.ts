import type { Db } from '../db/db';
import { Provided, type SandboxService } from '../http/service';
import type { MediaStore } from '../photos/media-store';
import type { PushHub } from '../push/hub';
import type { WorkerPool } from '../workers/pool';
import type { ArchiveStore } from './archives';
import { registerDownloads } from './index';
import { archiveBuildToolRoutes } from './test-tool';

/**
 * The download service under config.services.downloads (./index.ts): archives of the library's
 * pictures, announced through the push hub. Its test tool holds an account's archive builds.
 */
export function downloadsService(deps: {
  db: Db;
  media: Provided<MediaStore>;
  hub: PushHub;
  workers: WorkerPool;
  dataDir: string | undefined;
  quiet: boolean;
}): SandboxService {
  const archives = new Provided<ArchiveStore>('the archive store');
  return {
    name: 'downloads',
    routes: [
      {
        service: 'downloads',
        register: async (app, prefix) => {
          const { db, hub, workers, dataDir, quiet } = deps;
          archives.provide(await registerDownloads(app, { prefix, db, media: deps.media.get(), hub, workers, dataDir, quiet }));
        },
      },
    ],
    tools: [
      async (app, prefix) => {
        await app.register(archiveBuildToolRoutes, { prefix, archives: archives.get() });
      },
    ],
  };
}
