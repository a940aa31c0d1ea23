import type { Db } from '../db/db';
import { generatedLibrary } from '../seed/photo-library';
import { contentKeyOf } from './media-store';
import type { PictureRecipe } from './pictures';
import { addLibrary } from './seed';

/**
 * Replaces an account's photo library with `count` generated photos (the bulk seed of
 * `npm run sandbox:seed -- --photos N --account <e-mail>`): pictures from the shared pool, inserted
 * in batches in one transaction. Answers the account id and the pictures the library uses, or null
 * for an unknown e-mail.
 */
export async function replaceWithGeneratedLibrary(
  db: Db,
  email: string,
  count: number,
): Promise<{ accountId: string; pictures: { contentKey: string; recipe: PictureRecipe }[] } | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email.trim().toLowerCase()]);
  const accountId = rows[0]?.id;
  if (!accountId) return null;
  const library = generatedLibrary(count);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM photos WHERE account_id = $1', [accountId]);
    await addLibrary(tx, accountId, library);
  });
  const pictures = new Map(library.map((photo) => [contentKeyOf(photo.recipe), photo.recipe]));
  return { accountId, pictures: [...pictures].map(([contentKey, recipe]) => ({ contentKey, recipe })) };
}
