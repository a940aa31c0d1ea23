import type { SortKey, SortOrder } from '@schemas/photos';
import type { Db } from '../db/db';
import type { PageCursor } from '../photos/cursor';
import { isUuid, photoColumnsOf, type PhotoQuery, type PhotoRow } from '../photos/store';

/**
 * Albums and shared albums in the database (migration 150; docs/PHOTOS.md "Albums"). Every
 * instant written here is a JavaScript Date (whole milliseconds), never the database's now():
 * keyset cursors carry milliseconds.
 */

/** An album as the routes read it: its row, its photo count, its cover's id and whether it is shared. */
export interface AlbumRow {
  album_id: string;
  account_id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  photos_count: number;
  /** the most recently added photo (ties: the greater image id); null when the album is empty */
  cover_id: string | null;
  is_shared: boolean;
}

/** A photo of an album: the photo, when it was added to the album, and whose it is (who added it). */
export type AlbumPhotoRow = PhotoRow & { added_at: Date; owner_id: string };

/** Where a page of albums starts: after this album, newest first. */
export interface AlbumCursor {
  created: string;
  albumId: string;
}

// The count, the cover and the shared flag are read per album of the page only (LIMIT applies first).
const albumColumns = `a.album_id, a.account_id, a.name, a.created_at, a.updated_at,
  (SELECT count(*)::int FROM album_photos c WHERE c.album_id = a.album_id) AS photos_count,
  (SELECT c.image_id FROM album_photos c WHERE c.album_id = a.album_id ORDER BY c.added_at DESC, c.image_id DESC LIMIT 1) AS cover_id,
  EXISTS (SELECT 1 FROM album_participants x WHERE x.album_id = a.album_id) AS is_shared`;

const notShared = 'NOT EXISTS (SELECT 1 FROM album_participants x WHERE x.album_id = a.album_id)';

/**
 * A page of an account's own albums, newest first (created, then album id), `limit + 1` rows so the
 * caller knows whether there is more: a backward range scan of albums_list_idx. Without
 * `includeShared`, the albums shared with others are left out.
 */
export function albumListQuery(input: { accountId: string; includeShared: boolean; after: AlbumCursor | null; limit: number }): PhotoQuery {
  const params: unknown[] = [input.accountId, input.limit + 1];
  const where = ['a.account_id = $1'];
  if (!input.includeShared) where.push(notShared);
  if (input.after) {
    params.push(input.after.created, input.after.albumId);
    where.push('(a.created_at, a.album_id) < ($3::timestamptz, $4::uuid)');
  }
  return {
    sql: `SELECT ${albumColumns} FROM albums a WHERE ${where.join(' AND ')} ORDER BY a.created_at DESC, a.album_id DESC LIMIT $2`,
    params,
  };
}

/** A page of the albums shared with an account (not its own), newest first, `limit + 1` rows. */
export function sharedAlbumListQuery(input: { accountId: string; after: AlbumCursor | null; limit: number }): PhotoQuery {
  const params: unknown[] = [input.accountId, input.limit + 1];
  let keyset = '';
  if (input.after) {
    params.push(input.after.created, input.after.albumId);
    keyset = 'AND (a.created_at, a.album_id) < ($3::timestamptz, $4::uuid)';
  }
  return {
    sql: `SELECT ${albumColumns} FROM album_participants me JOIN albums a ON a.album_id = me.album_id
           WHERE me.account_id = $1 ${keyset} ORDER BY a.created_at DESC, a.album_id DESC LIMIT $2`,
    params,
  };
}

/**
 * A page of an album's photos, keyset-paged on (added_at, image_id) for `created` (when the photo was
 * added to the album) or (taken_at, image_id) for `dateTaken`: a range scan of album_photos_added_idx
 * or album_photos_taken_idx, each photo then read by its key. `limit + 1` rows.
 */
export function albumPhotosQuery(input: {
  albumId: string;
  sortKey: SortKey;
  sortOrder: SortOrder;
  after: PageCursor | null;
  limit: number;
}): PhotoQuery {
  const column = input.sortKey === 'created' ? 'added_at' : 'taken_at';
  const [cmp, dir] = input.sortOrder === 'desc' ? ['<', 'DESC'] : ['>', 'ASC'];
  const params: unknown[] = [input.albumId, input.limit + 1];
  let keyset = '';
  if (input.after) {
    params.push(input.after.value, input.after.imageId);
    keyset = `AND (${column}, image_id) ${cmp} ($3::timestamptz, $4::uuid)`;
  }
  // The page is picked from album_photos alone (a range of its index, however large the album),
  // then each of its photos is read by its key (OFFSET 0 keeps that lookup per row, so a page costs
  // the same in a small library as in a large one, and stays in the index's order).
  return {
    sql: `SELECT ${photoColumnsOf('p')}, ap.added_at, p.account_id AS owner_id
            FROM (SELECT image_id, added_at, taken_at FROM album_photos WHERE album_id = $1 ${keyset}
                   ORDER BY ${column} ${dir}, image_id ${dir} LIMIT $2) AS ap
            CROSS JOIN LATERAL (SELECT * FROM photos WHERE photos.image_id = ap.image_id OFFSET 0) AS p
           ORDER BY ap.${column} ${dir}, ap.image_id ${dir}`,
    params,
  };
}

/** The sort value of an album photo under a sort key, as the cursor carries it. */
export const albumPhotoSortValue = (row: AlbumPhotoRow, key: SortKey) => (key === 'created' ? row.added_at : row.taken_at).toISOString();

export async function albumRows(db: Db, query: PhotoQuery): Promise<AlbumRow[]> {
  const { rows } = await db.query<AlbumRow>(query.sql, query.params);
  return rows;
}

export async function albumPhotoRows(db: Db, input: Parameters<typeof albumPhotosQuery>[0]): Promise<AlbumPhotoRow[]> {
  const { sql, params } = albumPhotosQuery(input);
  const { rows } = await db.query<AlbumPhotoRow>(sql, params);
  return rows;
}

/** An album by id, whoever owns it (the routes check access), or null. */
export async function albumById(db: Db, albumId: string): Promise<AlbumRow | null> {
  if (!isUuid(albumId)) return null;
  const { rows } = await db.query<AlbumRow>(`SELECT ${albumColumns} FROM albums a WHERE a.album_id = $1`, [albumId]);
  return rows[0] ?? null;
}

/** What an account is to an album: its owner, a participant, or nothing (null; also for an unknown album). */
export async function roleOf(db: Db, accountId: string, albumId: string): Promise<'owner' | 'participant' | null> {
  if (!isUuid(albumId)) return null;
  const { rows } = await db.query<{ owner: boolean; participant: boolean }>(
    `SELECT a.account_id = $2 AS owner,
            EXISTS (SELECT 1 FROM album_participants x WHERE x.album_id = a.album_id AND x.account_id = $2) AS participant
       FROM albums a WHERE a.album_id = $1`,
    [albumId, accountId],
  );
  const row = rows[0];
  return row?.owner ? 'owner' : row?.participant ? 'participant' : null;
}

/** The photos behind cover ids, by id. */
export async function photosByIds(db: Db, imageIds: readonly string[]): Promise<Map<string, PhotoRow>> {
  if (imageIds.length === 0) return new Map();
  const { rows } = await db.query<PhotoRow>(`SELECT ${photoColumnsOf('p')} FROM photos p WHERE p.image_id = ANY($1::uuid[])`, [
    [...imageIds],
  ]);
  return new Map(rows.map((row) => [row.image_id, row]));
}

/**
 * Creates an album with a client-made id. The same id sent again by the same account with the same
 * name is a retry ('repeated'); the id taken otherwise (another name, another account) is a 'conflict'.
 */
export async function createAlbum(
  db: Db,
  input: { albumId: string; accountId: string; name: string; at: Date },
): Promise<'created' | 'repeated' | 'conflict' | 'foreign'> {
  const albumId = input.albumId.toLowerCase();
  const inserted = await db.query(
    `INSERT INTO albums (album_id, account_id, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (album_id) DO NOTHING RETURNING album_id`,
    [albumId, input.accountId, input.name, input.at.toISOString()],
  );
  if (inserted.rows.length > 0) return 'created';
  const { rows } = await db.query<{ account_id: string; name: string }>('SELECT account_id, name FROM albums WHERE album_id = $1', [
    albumId,
  ]);
  const existing = rows[0];
  // another account's id is as unknown as an id that never was: a 409 would tell that it exists
  if (existing && existing.account_id !== input.accountId) return 'foreign';
  return existing?.name === input.name ? 'repeated' : 'conflict';
}

/** Renames an own album; false when it is not the account's. */
export async function renameAlbum(db: Db, input: { albumId: string; accountId: string; name: string; at: Date }): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE albums SET name = $3, updated_at = $4 WHERE album_id = $1 AND account_id = $2 RETURNING album_id',
    [input.albumId, input.accountId, input.name, input.at.toISOString()],
  );
  return rows.length > 0;
}

/** Deletes an own album (for every participant too); its photos stay in their libraries. */
export async function deleteAlbum(db: Db, accountId: string, albumId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM albums WHERE album_id = $1 AND account_id = $2 RETURNING album_id', [albumId, accountId]);
  return rows.length > 0;
}

const uuidsOf = (ids: readonly string[]) => [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];

/**
 * Adds the account's own photos among `imageIds` to an album it owns (a photo already in the album
 * stays as it was). Answers the ids that are the account's photos, added now or before.
 */
export async function addAlbumPhotos(
  db: Db,
  input: { albumId: string; accountId: string; imageIds: readonly string[]; at: Date },
): Promise<Set<string>> {
  const ids = uuidsOf(input.imageIds);
  if (ids.length === 0) return new Set();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ image_id: string; added: boolean }>(
      `WITH mine AS (
         SELECT p.image_id, p.taken_at FROM photos p
          WHERE p.account_id = $2 AND p.image_id = ANY($3::uuid[])
            AND EXISTS (SELECT 1 FROM albums a WHERE a.album_id = $1 AND a.account_id = $2)
       ), added AS (
         INSERT INTO album_photos (album_id, image_id, added_at, taken_at)
         SELECT $1, image_id, $4, taken_at FROM mine
         ON CONFLICT (image_id, album_id) DO NOTHING RETURNING image_id
       )
       SELECT m.image_id, EXISTS (SELECT 1 FROM added WHERE added.image_id = m.image_id) AS added FROM mine m`,
      [input.albumId, input.accountId, ids, input.at.toISOString()],
    );
    if (rows.some((row) => row.added)) await touch(tx, input.albumId, input.at);
    return new Set(rows.map((row) => row.image_id));
  });
}

/** Takes photos out of an album (their libraries keep them). Answers the ids that were in it. */
export async function removeAlbumPhotos(db: Db, input: { albumId: string; imageIds: readonly string[]; at: Date }): Promise<Set<string>> {
  const ids = uuidsOf(input.imageIds);
  if (ids.length === 0) return new Set();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ image_id: string }>(
      'DELETE FROM album_photos WHERE album_id = $1 AND image_id = ANY($2::uuid[]) RETURNING image_id',
      [input.albumId, ids],
    );
    if (rows.length > 0) await touch(tx, input.albumId, input.at);
    return new Set(rows.map((row) => row.image_id));
  });
}

/** A participant leaves a shared album: they lose access and the photos they added leave it. */
export async function leaveAlbum(db: Db, input: { albumId: string; accountId: string; at: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `DELETE FROM album_photos ap USING photos p
        WHERE ap.album_id = $1 AND p.image_id = ap.image_id AND p.account_id = $2 RETURNING ap.image_id`,
      [input.albumId, input.accountId],
    );
    await tx.query('DELETE FROM album_participants WHERE album_id = $1 AND account_id = $2', [input.albumId, input.accountId]);
    if (rows.length > 0) await touch(tx, input.albumId, input.at);
  });
}

/** `updated` of an album: its last change (created, renamed, photos added or removed). */
async function touch(db: Db, albumId: string, at: Date): Promise<void> {
  await db.query('UPDATE albums SET updated_at = greatest(updated_at, $2::timestamptz) WHERE album_id = $1', [albumId, at.toISOString()]);
}

/** GET /users: own albums, albums shared with the account, and own albums it shares with others. */
export async function albumCounts(
  db: Db,
  accountId: string,
): Promise<{ albumsCount: number; readAlbumsCount: number; grantedAlbumsCount: number }> {
  const { rows } = await db.query<{ albumsCount: number; readAlbumsCount: number; grantedAlbumsCount: number }>(
    `SELECT (SELECT count(*)::int FROM albums WHERE account_id = $1) AS "albumsCount",
            (SELECT count(*)::int FROM album_participants WHERE account_id = $1) AS "readAlbumsCount",
            (SELECT count(*)::int FROM albums a WHERE a.account_id = $1
                AND EXISTS (SELECT 1 FROM album_participants x WHERE x.album_id = a.album_id)) AS "grantedAlbumsCount"`,
    [accountId],
  );
  return rows[0] ?? { albumsCount: 0, readAlbumsCount: 0, grantedAlbumsCount: 0 };
}

/** The owner and the participants of an album (participants in the order they joined). */
export async function albumPeople(
  db: Db,
  albumId: string,
): Promise<{ owner: { id: string; email: string }; participants: { id: string; email: string }[] } | null> {
  const { rows } = await db.query<{ id: string; email: string; owner: boolean }>(
    `SELECT acc.id, acc.email, true AS owner, NULL::timestamptz AS joined_at
       FROM albums a JOIN accounts acc ON acc.id = a.account_id WHERE a.album_id = $1
     UNION ALL
     SELECT acc.id, acc.email, false AS owner, x.joined_at
       FROM album_participants x JOIN accounts acc ON acc.id = x.account_id WHERE x.album_id = $1
     ORDER BY owner DESC, joined_at, email`,
    [albumId],
  );
  const [owner, ...participants] = rows;
  if (!owner?.owner) return null;
  return { owner: { id: owner.id, email: owner.email }, participants: participants.map(({ id, email }) => ({ id, email })) };
}
