import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { albumRoutes, sharedAlbumRoutes } from './routes';

/**
 * Albums: the caller's own albums are part of the photo service (config.services.photos), the
 * shared albums a service of their own (config.services.sharedAlbums).
 */
export function albumsService(deps: { db: Db }): SandboxService {
  return {
    name: 'albums',
    routes: [
      { service: 'photos', register: plugin(albumRoutes, deps) },
      { service: 'sharedAlbums', register: plugin(sharedAlbumRoutes, deps) },
    ],
  };
}
