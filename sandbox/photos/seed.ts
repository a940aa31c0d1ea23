import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { registerPictures } from './media-db';
import { contentKeyOf } from './media-store';
import type { PictureRecipe } from './pictures';
import { seededRandom, seededUuid } from './random';
import { insertPhotos, type NewPhoto } from './store';

/**
 * From this many photos added at once, the photos table's statistics are taken again (ANALYZE): the
 * embedded database has no autovacuum, so without them the planner takes a large library for a few
 * rows and reads a page of 500 by sorting the whole library on the HTTP event loop, not as a range
 * of its index (tests/unit/sandbox/photos-indexes.test.ts).
 */
const ANALYZE_FROM_PHOTOS = 1_000;

export interface LibraryPhoto {
  recipe: PictureRecipe;
  localFileName: string;
  dateTaken: Date | null;
  createdAt: Date;
}

/**
 * Gives an account the photos of a planned library: registers the pictures, then inserts the
 * photos in bulk. `idSeed` makes the image and upload ids fixed (the demo accounts); without it
 * they are random (test accounts). Photos of one upload share an upload id (batches of 20).
 */
export async function addLibrary(db: Db, accountId: string, library: readonly LibraryPhoto[], idSeed?: number): Promise<number> {
  if (library.length === 0) return 0;
  const fileKeys = await registerPictures(
    db,
    library.map((p) => p.recipe),
  );
  const random = idSeed === undefined ? undefined : seededRandom(idSeed);
  const newId = () => (random ? seededUuid(random) : randomUUID());
  let uploadId = newId();
  const photos: NewPhoto[] = library.map((photo, index) => {
    if (index > 0 && index % 20 === 0) uploadId = newId();
    const fileKey = fileKeys.get(contentKeyOf(photo.recipe));
    if (!fileKey) throw new Error('picture was not registered');
    return {
      imageId: newId(),
      accountId,
      uploadId,
      localFileName: photo.localFileName,
      fileKey,
      dateTaken: photo.dateTaken,
      createdAt: photo.createdAt,
      width: photo.recipe.width,
      height: photo.recipe.height,
    };
  });
  await insertPhotos(db, photos);
  if (photos.length >= ANALYZE_FROM_PHOTOS) await db.exec('ANALYZE photos');
  return photos.length;
}
