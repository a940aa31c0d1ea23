import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/db';
import { contentKeyOf } from './media-store';
import type { PictureRecipe } from './pictures';

const RecipeJson = z.object({
  v: z.literal(1),
  seed: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  title: z.string(),
  caption: z.string(),
});

/**
 * Registers pictures (once per content) and answers content key → file key. A picture already
 * known (same recipe) keeps its file key, so a second account with the same library shares files.
 */
export async function registerPictures(db: Db, recipes: readonly PictureRecipe[]): Promise<Map<string, string>> {
  const unique = new Map(recipes.map((recipe) => [contentKeyOf(recipe), recipe]));
  const entries = [...unique.entries()];
  if (entries.length > 0) {
    await db.query(
      `INSERT INTO photo_media (file_key, content_key, width, height, recipe)
       SELECT f, c, w, h, r::jsonb FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[]) AS t(f, c, w, h, r)
       ON CONFLICT (content_key) DO NOTHING`,
      [
        entries.map(() => randomBytes(16).toString('base64url')),
        entries.map(([key]) => key),
        entries.map(([, r]) => r.width),
        entries.map(([, r]) => r.height),
        entries.map(([, r]) => JSON.stringify(r)),
      ],
    );
  }
  const { rows } = await db.query<{ content_key: string; file_key: string }>(
    'SELECT content_key, file_key FROM photo_media WHERE content_key = ANY($1::text[])',
    [entries.map(([key]) => key)],
  );
  return new Map(rows.map((row) => [row.content_key, row.file_key]));
}

/** A stored recipe, or null when it is not one this sandbox draws. */
export function recipeOf(value: unknown): PictureRecipe | null {
  const recipe = RecipeJson.safeParse(value);
  return recipe.success ? recipe.data : null;
}

/**
 * The picture behind a file key, or null for an unknown key or one no photo uses any more. Its
 * recipe is null for an uploaded picture (its files were written when the upload finished).
 */
export async function pictureOf(db: Db, fileKey: string): Promise<{ contentKey: string; recipe: PictureRecipe | null } | null> {
  const { rows } = await db.query<{ content_key: string; recipe: unknown }>(
    'SELECT content_key, recipe FROM photo_media m WHERE file_key = $1 AND EXISTS (SELECT 1 FROM photos p WHERE p.file_key = m.file_key)',
    [fileKey],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.recipe === null) return { contentKey: row.content_key, recipe: null };
  const recipe = RecipeJson.safeParse(row.recipe);
  return recipe.success ? { contentKey: row.content_key, recipe: recipe.data } : null;
}

/**
 * Registers an uploaded picture (no recipe: its files are already in the media store) under a new
 * random file key; answers the file key.
 */
export async function registerUploadedPicture(db: Db, picture: { contentKey: string; width: number; height: number }): Promise<string> {
  const fileKey = randomBytes(16).toString('base64url');
  await db.query('INSERT INTO photo_media (file_key, content_key, width, height, recipe) VALUES ($1, $2, $3, $4, NULL)', [
    fileKey,
    picture.contentKey,
    picture.width,
    picture.height,
  ]);
  return fileKey;
}

/** Removes a registered picture no photo uses (an upload that failed after registering it). */
export async function forgetUnusedPicture(db: Db, fileKey: string): Promise<void> {
  await db.query('DELETE FROM photo_media m WHERE file_key = $1 AND NOT EXISTS (SELECT 1 FROM photos p WHERE p.file_key = m.file_key)', [
    fileKey,
  ]);
}

/** The content keys of every registered picture (what may stay on disk). */
export async function liveContentKeys(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ content_key: string }>('SELECT content_key FROM photo_media');
  return new Set(rows.map((row) => row.content_key));
}

/** Every registered picture (what the background warm-up makes), oldest first. */
export async function allPictures(db: Db): Promise<{ contentKey: string; recipe: PictureRecipe }[]> {
  const { rows } = await db.query<{ content_key: string; recipe: unknown }>(
    'SELECT content_key, recipe FROM photo_media ORDER BY created_at, content_key',
  );
  return rows.flatMap((row) => {
    const recipe = RecipeJson.safeParse(row.recipe);
    return recipe.success ? [{ contentKey: row.content_key, recipe: recipe.data }] : [];
  });
}
