import { STORAGE_QUOTA_BYTES, UNFINISHED_UPLOADS_MAX, type UploadRefusal } from '@schemas/upload';
import type { Db } from '../db/db';

/** The limits per account of the storage service (defaults: STORAGE_QUOTA_BYTES, UNFINISHED_UPLOADS_MAX). */
export interface UploadLimits {
  /** the bytes of photos and unfinished uploads an account may have */
  quotaBytes: number;
  /** how many unfinished uploads an account may have at once */
  unfinishedMax: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { quotaBytes: STORAGE_QUOTA_BYTES, unfinishedMax: UNFINISHED_UPLOADS_MAX };

/** What an account uses now: the bytes of its uploaded photos and unfinished uploads, how many of those. */
export interface StorageUsage {
  bytes: number;
  unfinished: number;
}

/** The account's storage used (migration 187); expired unfinished uploads no longer count. */
export async function usageOf(db: Db, accountId: string, now: Date): Promise<StorageUsage> {
  const { rows } = await db.query<{ photos: string | number; unfinished_bytes: string | number; unfinished: number }>(
    `SELECT (SELECT coalesce(sum(bytes), 0) FROM photo_bytes WHERE account_id = $1) AS photos,
            coalesce(sum(length), 0) AS unfinished_bytes, count(*)::int AS unfinished
       FROM unfinished_uploads WHERE account_id = $1 AND expires_at > $2`,
    [accountId, now],
  );
  const row = rows[0];
  return row ? { bytes: Number(row.photos) + Number(row.unfinished_bytes), unfinished: row.unfinished } : { bytes: 0, unfinished: 0 };
}

/**
 * Why a new upload of `length` bytes is refused, or null: one unfinished upload more than the cap
 * (429 `unfinished`), or past the storage quota (413 `quota`).
 */
export function limitRefusal(
  usage: StorageUsage,
  length: number,
  limits: UploadLimits,
): { status: number; refusal: Extract<UploadRefusal, 'quota' | 'unfinished'> } | null {
  if (usage.unfinished >= limits.unfinishedMax) return { status: 429, refusal: 'unfinished' };
  if (usage.bytes + length > limits.quotaBytes) return { status: 413, refusal: 'quota' };
  return null;
}

/** Records an upload just created (its announced length counts until it ends). */
export async function recordUnfinished(
  db: Db,
  upload: { uploadId: string; accountId: string; length: number; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO unfinished_uploads (upload_id, account_id, length, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (upload_id) DO NOTHING`,
    [upload.uploadId, upload.accountId, upload.length, upload.expiresAt],
  );
}

/** The upload ended (finished, refused, deleted or expired): it no longer counts. */
export async function forgetUnfinished(db: Db, uploadId: string): Promise<void> {
  await db.query('DELETE FROM unfinished_uploads WHERE upload_id = $1', [uploadId]);
}

/** Forgets the unfinished uploads whose time is up (their files go with the expiry sweep). */
export async function forgetExpiredUnfinished(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM unfinished_uploads WHERE expires_at <= $1', [now]);
}

/** Records the bytes of a photo made from an upload (again: nothing changes). */
export async function recordPhotoBytes(db: Db, photo: { imageId: string; accountId: string; bytes: number }): Promise<void> {
  await db.query(`INSERT INTO photo_bytes (image_id, account_id, bytes) VALUES ($1, $2, $3) ON CONFLICT (image_id) DO NOTHING`, [
    photo.imageId,
    photo.accountId,
    photo.bytes,
  ]);
}
