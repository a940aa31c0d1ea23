import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { isUuid } from '../photos/store';

/** Temp selections in the database (migration 160; docs/PHOTOS.md "Print hand-off"). */

export type CreateOutcome = { ok: true; tempSelectionId: string } | { ok: false; notOwn: string[] };

/**
 * Keeps the photos under a new id, in the order sent (each once), when every one is the account's
 * own photo; otherwise keeps nothing and answers the ids that are not (unknown, another account's,
 * not an id at all), so that the editor never opens on part of what the customer chose.
 */
export async function createTempSelection(
  db: Db,
  input: { accountId: string; photoIds: readonly string[]; at: Date },
): Promise<CreateOutcome> {
  const sent = [...new Set(input.photoIds)];
  const ids = sent.filter(isUuid).map((id) => id.toLowerCase());
  const { rows } = await db.query<{ image_id: string }>(
    'SELECT image_id FROM photos WHERE account_id = $1 AND image_id = ANY($2::uuid[])',
    [input.accountId, ids],
  );
  const own = new Set(rows.map((row) => row.image_id));
  const notOwn = sent.filter((id) => !own.has(id.toLowerCase()));
  if (notOwn.length > 0) return { ok: false, notOwn };
  const unique = [...new Set(ids)];
  const tempSelectionId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO temp_selections (temp_selection_id, account_id, created_at) VALUES ($1, $2, $3)', [
      tempSelectionId,
      input.accountId,
      input.at.toISOString(),
    ]);
    await tx.query(
      `INSERT INTO temp_selection_photos (temp_selection_id, position, image_id)
       SELECT $1, ordinality::int, image_id FROM unnest($2::uuid[]) WITH ORDINALITY AS t(image_id, ordinality)`,
      [tempSelectionId, unique],
    );
  });
  return { ok: true, tempSelectionId };
}

/** A selection's photos in their order, or null when no selection has that id (for that account, when one is given). */
export async function readTempSelection(db: Db, tempSelectionId: string, accountId: string | null): Promise<string[] | null> {
  if (!isUuid(tempSelectionId)) return null;
  const { rows } = await db.query<{ photo_ids: string[] }>(
    `SELECT ARRAY(SELECT p.image_id::text FROM temp_selection_photos p WHERE p.temp_selection_id = s.temp_selection_id ORDER BY p.position) AS photo_ids
       FROM temp_selections s WHERE s.temp_selection_id = $1 AND ($2::uuid IS NULL OR s.account_id = $2)`,
    [tempSelectionId, accountId],
  );
  return rows[0]?.photo_ids ?? null;
}

/** A selection's photos with their picture keys, in order (the editor stand-in's thumbnails); null when unknown. */
export async function tempSelectionPictures(db: Db, tempSelectionId: string): Promise<{ image_id: string; file_key: string }[] | null> {
  if (!isUuid(tempSelectionId)) return null;
  const found = await db.query('SELECT 1 FROM temp_selections WHERE temp_selection_id = $1', [tempSelectionId]);
  if (found.rows.length === 0) return null;
  const { rows } = await db.query<{ image_id: string; file_key: string }>(
    `SELECT p.image_id::text AS image_id, p.file_key FROM temp_selection_photos t JOIN photos p ON p.image_id = t.image_id
      WHERE t.temp_selection_id = $1 ORDER BY t.position`,
    [tempSelectionId],
  );
  return rows;
}
