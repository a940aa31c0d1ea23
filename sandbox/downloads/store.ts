import { z } from 'zod';
import type { DownloadItem, DownloadPhoto } from '@schemas/downloads';
import type { Db } from '../db/db';
import { isUuid } from '../photos/store';

/** A downloads row (migration 170). */
export interface DownloadRow {
  download_id: string;
  account_id: string;
  name: string;
  photos: unknown;
  photos_count: number;
  state: DownloadItem['state'];
  file_key: string;
  size_bytes: string | number | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
}

const StoredPhotos = z.array(z.object({ photoId: z.string(), ownerId: z.string().optional() }));

/** The photos a row asks for, in order. */
export const photosOf = (row: DownloadRow): DownloadPhoto[] => StoredPhotos.parse(row.photos);

export async function insertDownload(
  db: Db,
  input: { downloadId: string; accountId: string; name: string; photos: readonly DownloadPhoto[]; fileKey: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO downloads (download_id, account_id, name, photos, photos_count, state, file_key, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, 'building', $6, $7)`,
    [input.downloadId, input.accountId, input.name, JSON.stringify(input.photos), input.photos.length, input.fileKey, input.at],
  );
}

export async function downloadById(db: Db, downloadId: string): Promise<DownloadRow | null> {
  if (!isUuid(downloadId)) return null;
  const { rows } = await db.query<DownloadRow>('SELECT * FROM downloads WHERE download_id = $1', [downloadId]);
  return rows[0] ?? null;
}

export async function downloadByFileKey(db: Db, fileKey: string): Promise<DownloadRow | null> {
  const { rows } = await db.query<DownloadRow>('SELECT * FROM downloads WHERE file_key = $1', [fileKey]);
  return rows[0] ?? null;
}

/** The account's newest archives first, at most `limit`. */
export async function downloadRows(db: Db, accountId: string, limit: number): Promise<DownloadRow[]> {
  const { rows } = await db.query<DownloadRow>(
    'SELECT * FROM downloads WHERE account_id = $1 ORDER BY created_at DESC, download_id DESC LIMIT $2',
    [accountId, limit],
  );
  return rows;
}

/** How many of the account's archives are being built now. */
export async function buildingCount(db: Db, accountId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM downloads WHERE account_id = $1 AND state = 'building'`, [
    accountId,
  ]);
  return rows[0]?.n ?? 0;
}

export async function markFinished(db: Db, input: { downloadId: string; size: number; at: Date; expiresAt: Date }): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE downloads SET state = 'finished', size_bytes = $2, finished_at = $3, expires_at = $4
      WHERE download_id = $1 AND state = 'building' RETURNING download_id`,
    [input.downloadId, input.size, input.at, input.expiresAt],
  );
  return rows.length > 0;
}

export async function markFailed(db: Db, downloadId: string, at: Date): Promise<void> {
  await db.query(`UPDATE downloads SET state = 'failed', finished_at = $2 WHERE download_id = $1 AND state = 'building'`, [downloadId, at]);
}

/** Finished archives whose time is up become expired; answers their file keys (their files are to go). */
export async function expireDue(db: Db, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ file_key: string }>(
    `UPDATE downloads SET state = 'expired' WHERE state = 'finished' AND expires_at <= $1 RETURNING file_key`,
    [now],
  );
  return rows.map((row) => row.file_key);
}

/** Builds a previous run left unfinished (the process stopped) are failed. */
export async function failInterrupted(db: Db, at: Date): Promise<void> {
  await db.query(`UPDATE downloads SET state = 'failed', finished_at = $1 WHERE state = 'building'`, [at]);
}

/** The file keys whose files may stay on disk: finished archives and those being built. */
export async function liveFileKeys(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ file_key: string }>(`SELECT file_key FROM downloads WHERE state IN ('building', 'finished')`);
  return new Set(rows.map((row) => row.file_key));
}

/** A photo as an archive needs it: its owner, file name, date and picture. */
export interface ArchivePhotoRow {
  image_id: string;
  account_id: string;
  local_file_name: string;
  taken_at: Date;
  date_taken: Date | null;
  created_at: Date;
  content_key: string;
  recipe: unknown;
}

/** The photos with these ids that exist, by id (lower case); ids that are not UUIDs are left out. */
export async function archivePhotos(db: Db, imageIds: readonly string[]): Promise<Map<string, ArchivePhotoRow>> {
  const ids = [...new Set(imageIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<ArchivePhotoRow>(
    `SELECT p.image_id, p.account_id, p.local_file_name, p.taken_at, p.date_taken, p.created_at, m.content_key, m.recipe
       FROM photos p JOIN photo_media m ON m.file_key = p.file_key
      WHERE p.image_id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.image_id, row]));
}

/** Which of these photos are in the album (lower-case ids). */
export async function photosInAlbum(db: Db, albumId: string, imageIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(imageIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!isUuid(albumId) || ids.length === 0) return new Set();
  const { rows } = await db.query<{ image_id: string }>(
    'SELECT image_id FROM album_photos WHERE album_id = $1 AND image_id = ANY($2::uuid[])',
    [albumId, ids],
  );
  return new Set(rows.map((row) => row.image_id));
}

/** The album's name (the archive of a shared-album download is named after it). */
export async function albumNameOf(db: Db, albumId: string): Promise<string | null> {
  if (!isUuid(albumId)) return null;
  const { rows } = await db.query<{ name: string }>('SELECT name FROM albums WHERE album_id = $1', [albumId]);
  return rows[0]?.name ?? null;
}

/** The answer's view of a row. */
export function toDownloadItem(row: DownloadRow): DownloadItem {
  return {
    id: row.download_id,
    name: row.name,
    state: row.state,
    photosCount: row.photos_count,
    size: row.size_bytes === null ? null : Number(row.size_bytes),
    created: row.created_at.toISOString(),
    finished: row.finished_at?.toISOString() ?? null,
    expires: row.expires_at?.toISOString() ?? null,
  };
}
