import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { canonicalPath } from '../http/request-path';
import { POOL_SIZE, poolRecipe } from '../seed/photo-library';
import { allPictures, liveContentKeys } from './media-db';
import { contentKeyOf, MediaStore } from './media-store';
import { mediaRoutes } from './media-routes';
import { photoRoutes } from './routes';

/**
 * The photo library's part of the sandbox: the photo management API under `prefix`
 * (config.services.photos) and the generated pictures under /media. With a data folder and
 * `warmPictures`, the pictures the seed registered are made in the background (pictures asked for
 * before are made on demand), so the sandbox starts at once.
 */
export async function registerPhotoLibrary(
  app: FastifyInstance,
  options: { prefix: string; db: Db; dataDir: string | undefined; quiet: boolean; warmPictures: boolean },
): Promise<MediaStore> {
  const media = new MediaStore(options.dataDir);
  app.addHook('onClose', async () => {
    await media.close();
  });
  await app.register(photoRoutes, { prefix: options.prefix, db: options.db });
  await app.register(mediaRoutes, { db: options.db, media });
  removeFilesOfDeletedPhotos(app, options.db, media);
  if (options.dataDir && options.warmPictures) {
    const started = performance.now();
    void allPictures(options.db)
      .then((pictures) => media.warm([...pictures, ...generatedPool()], 1))
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

/**
 * The pictures generated libraries draw on (test accounts with `photos: <number>`): made in the
 * background too, so that a test account's grid shows them at once rather than making hundreds on
 * demand while it scrolls.
 */
function generatedPool(): { contentKey: string; recipe: ReturnType<typeof poolRecipe> }[] {
  return Array.from({ length: POOL_SIZE }, (_, index) => {
    const recipe = poolRecipe(index);
    return { contentKey: contentKeyOf(recipe), recipe };
  });
}

/** Requests after which pictures may have lost their last photo: photo deletions, account deletion. */
const deletes = /^\/api\/(?:photos\/photos|auth\/v2\/identities\/[^/]+\/[^/]+\/deleteaccount\/[^/]+\/actions\/confirm)/;

/**
 * After a successful deletion, the files of pictures no photo uses any more go from disk (their
 * database rows went with the last photo, so their URLs already answer 404). One sweep at a time;
 * deletions during a sweep ask for one more.
 */
function removeFilesOfDeletedPhotos(app: FastifyInstance, db: Db, media: MediaStore): void {
  let running: Promise<void> | null = null;
  let again = false;
  const sweep = async (): Promise<void> => {
    do {
      again = false;
      media.removeAllBut(await liveContentKeys(db));
    } while (again);
  };
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300 || (request.method !== 'DELETE' && request.method !== 'POST')) return;
    if (!deletes.test(canonicalPath(request.url))) return;
    if (running) {
      again = true;
      return;
    }
    running = sweep()
      .catch((error: unknown) => {
        process.stderr.write(`[sandbox] removing deleted pictures failed: ${String(error)}\n`);
      })
      .finally(() => {
        running = null;
      });
  });
  app.addHook('onClose', async () => {
    await running;
  });
}
