import type { Db } from '../db/db';
import type { Provided, SandboxService } from '../http/service';
import { registerPhotoLibrary } from './index';
import type { MediaStore } from './media-store';

/**
 * The photo library under config.services.photos, with its pictures under /media (./index.ts).
 * Its media store goes to `media`, for the services that read or add pictures (downloads, uploads).
 */
export function photosService(deps: {
  db: Db;
  dataDir: string | undefined;
  quiet: boolean;
  media: Provided<MediaStore>;
  warmPictures: boolean;
}): SandboxService {
  return {
    name: 'photos',
    routes: [
      {
        service: 'photos',
        register: async (app, prefix) => {
          deps.media.provide(
            await registerPhotoLibrary(app, {
              prefix,
              db: deps.db,
              dataDir: deps.dataDir,
              quiet: deps.quiet,
              warmPictures: deps.warmPictures,
            }),
          );
        },
      },
    ],
  };
}
