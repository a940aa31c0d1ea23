import type { Db } from '../db/db';
import { Provided, type SandboxService } from '../http/service';
import type { MediaStore } from '../photos/media-store';
import type { WorkerPool } from '../workers/pool';
import { registerUploads, type StorageService } from './index';
import type { UploadLimits } from './limits';
import { uploadToolRoutes } from './test-tool';

/**
 * The storage service under config.services.storage (./index.ts): resumable uploads that become
 * photos of the library. Its test tool removes the expired unfinished uploads on demand.
 */
export function uploadsService(deps: {
  db: Db;
  media: Provided<MediaStore>;
  workers: WorkerPool;
  dataDir: string | undefined;
  beforePhoto?: (uploadId: string) => Promise<void>;
  limits?: Partial<UploadLimits>;
}): SandboxService {
  const storage = new Provided<StorageService>('the storage service');
  return {
    name: 'uploads',
    routes: [
      {
        service: 'storage',
        register: async (app, prefix) => {
          storage.provide(
            await registerUploads(app, {
              prefix,
              db: deps.db,
              media: deps.media.get(),
              workers: deps.workers,
              dataDir: deps.dataDir,
              beforePhoto: deps.beforePhoto,
              limits: deps.limits,
            }),
          );
        },
      },
    ],
    tools: [
      async (app, prefix) => {
        await app.register(uploadToolRoutes, { prefix, storage: storage.get() });
      },
    ],
  };
}
