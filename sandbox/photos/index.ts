import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { allPictures } from './media-db';
import { MediaStore } from './media-store';
import { mediaRoutes } from './media-routes';
import { photoRoutes } from './routes';

/**
 * The photo library's part of the sandbox: the photo management API under /api/photos and the
 * generated pictures under /media. With a data folder, the pictures the seed registered are made
 * in the background (pictures asked for before are made on demand), so the sandbox starts at once.
 */
export async function registerPhotoLibrary(
  app: FastifyInstance,
  options: { db: Db; dataDir: string | undefined; quiet: boolean },
): Promise<MediaStore> {
  const media = new MediaStore(options.dataDir);
  app.addHook('onClose', async () => {
    await media.close();
  });
  await app.register(photoRoutes, { prefix: '/api/photos', db: options.db });
  await app.register(mediaRoutes, { db: options.db, media });
  if (options.dataDir) {
    const started = performance.now();
    void allPictures(options.db)
      .then((pictures) => media.warm(pictures, 1))
      .then(
        (made) => {
          if (made > 0 && !options.quiet)
            process.stdout.write(`[sandbox] made ${made} photo pictures in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
        },
        (error: unknown) => process.stderr.write(`[sandbox] photo pictures warm-up failed: ${String(error)}\n`),
      );
  }
  return media;
}
