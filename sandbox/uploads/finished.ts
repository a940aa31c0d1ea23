import type { Db } from '../db/db';

/** A finished upload the storage service still answers for: whose, which photo it became, its size. */
export interface FinishedUpload {
  accountId: string;
  imageId: string;
  length: number;
}

/**
 * Remembers that an upload became a photo, until `expiresAt` (table finished_uploads, migration
 * 185): a lost final answer must not make the client upload the photo a second time.
 */
export async function rememberFinishedUpload(db: Db, upload: FinishedUpload & { uploadId: string; expiresAt: Date }): Promise<void> {
  await db.query(
    `INSERT INTO finished_uploads (upload_id, account_id, image_id, length, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (upload_id) DO NOTHING`,
    [upload.uploadId, upload.accountId, upload.imageId, upload.length, upload.expiresAt],
  );
}

/** The finished upload of that id, or null (never finished, or forgotten since `now`). */
export async function finishedUpload(db: Db, uploadId: string, now: Date): Promise<FinishedUpload | null> {
  const { rows } = await db.query<{ account_id: string; image_id: string; length: number }>(
    'SELECT account_id, image_id, length FROM finished_uploads WHERE upload_id = $1 AND expires_at > $2',
    [uploadId, now],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, imageId: row.image_id, length: row.length } : null;
}

/** Forgets the finished uploads whose time is up; answers how many. */
export async function forgetExpiredFinishedUploads(db: Db, now: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM finished_uploads WHERE expires_at <= $1 RETURNING upload_id', [now]);
  return rows.length;
}
