import type { SortKey, SortOrder } from '@schemas/photos';
import { UNKNOWN_DATE_MONTH, UNKNOWN_DATE_YEAR } from '@schemas/photos';
import type { Db } from '../db/db';
import type { PageCursor } from './cursor';

/** A photo row as the routes read it. */
export interface PhotoRow {
  image_id: string;
  upload_id: string;
  local_file_name: string;
  file_key: string;
  date_taken: Date | null;
  taken_at: Date;
  created_at: Date;
  visible_width: number;
  visible_height: number;
}

/** A photo to insert (bulk seeds and test accounts). */
export interface NewPhoto {
  imageId: string;
  accountId: string;
  uploadId: string;
  localFileName: string;
  fileKey: string;
  dateTaken: Date | null;
  createdAt: Date;
  width: number;
  height: number;
}

const columns = 'image_id, upload_id, local_file_name, file_key, date_taken, taken_at, created_at, visible_width, visible_height';
/** The columns of a PhotoRow, each under a table alias (for queries that join photos). */
export const photoColumnsOf = (alias: string) =>
  columns
    .split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

const UNKNOWN_DATE = new Date(Date.UTC(UNKNOWN_DATE_YEAR, UNKNOWN_DATE_MONTH - 1, 1));
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-01' of the timeline month a date-taken value (or its absence) is filed under. */
export function monthOf(dateTaken: Date | null): string {
  const d = dateTaken ?? UNKNOWN_DATE;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
}
export const takenAtOf = (dateTaken: Date | null) => dateTaken ?? UNKNOWN_DATE;

/**
 * The photo an upload became, or null: the storage service makes at most one photo of an upload
 * (making it again after a crash answers this one).
 */
export async function photoIdOfUpload(db: Db, accountId: string, uploadId: string): Promise<string | null> {
  const { rows } = await db.query<{ image_id: string }>('SELECT image_id FROM photos WHERE account_id = $1 AND upload_id = $2 LIMIT 1', [
    accountId,
    uploadId,
  ]);
  return rows[0]?.image_id ?? null;
}

/** Inserts many photos in few statements (arrays unnested server-side), in one transaction. */
export async function insertPhotos(db: Db, photos: readonly NewPhoto[], chunkSize = 5_000): Promise<void> {
  if (photos.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < photos.length; start += chunkSize) {
      const chunk = photos.slice(start, start + chunkSize);
      await tx.query(
        `INSERT INTO photos (image_id, account_id, upload_id, local_file_name, file_key, date_taken, taken_month, taken_at, created_at, visible_width, visible_height)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::date[], $8::timestamptz[], $9::timestamptz[], $10::int[], $11::int[])`,
        [
          chunk.map((p) => p.imageId),
          chunk.map((p) => p.accountId),
          chunk.map((p) => p.uploadId),
          chunk.map((p) => p.localFileName),
          chunk.map((p) => p.fileKey),
          chunk.map((p) => (p.dateTaken ? p.dateTaken.toISOString() : null)),
          chunk.map((p) => monthOf(p.dateTaken)),
          chunk.map((p) => takenAtOf(p.dateTaken).toISOString()),
          chunk.map((p) => p.createdAt.toISOString()),
          chunk.map((p) => p.width),
          chunk.map((p) => p.height),
        ],
      );
    }
  });
}

/** Photos per timeline month: [{ year, month, photos }]. */
export async function monthCounts(db: Db, accountId: string): Promise<{ year: number; month: number; photos: number }[]> {
  const { rows } = await db.query<{ year: number; month: number; photos: number }>(
    `SELECT extract(year FROM taken_month)::int AS year, extract(month FROM taken_month)::int AS month, photos
       FROM photo_month_counts WHERE account_id = $1 AND photos > 0 ORDER BY taken_month DESC`,
    [accountId],
  );
  return rows;
}

export async function photoCount(db: Db, accountId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT coalesce(sum(photos), 0)::int AS n FROM photo_month_counts WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.n ?? 0;
}

const sortColumn = (key: SortKey) => (key === 'created' ? 'created_at' : 'taken_at');

/** A query and its parameters (what the index test EXPLAINs is exactly what the routes run). */
export interface PhotoQuery {
  sql: string;
  params: unknown[];
}

/**
 * One page of a timeline month, keyset-paged on (sort value, image_id); `limit + 1` rows are read
 * so the caller knows whether there is more. A range scan of photos_timeline_idx (by date taken) or
 * photos_month_created_idx (by created), already in order.
 */
export function monthQuery(input: {
  accountId: string;
  year: number;
  month: number;
  sortKey: SortKey;
  sortOrder: SortOrder;
  after: PageCursor | null;
  limit: number;
}): PhotoQuery {
  const column = sortColumn(input.sortKey);
  const [cmp, dir] = input.sortOrder === 'desc' ? ['<', 'DESC'] : ['>', 'ASC'];
  const params: unknown[] = [input.accountId, `${input.year}-${pad(input.month)}-01`, input.limit + 1];
  let keyset = '';
  if (input.after) {
    params.push(input.after.value, input.after.imageId);
    keyset = `AND (${column}, image_id) ${cmp} ($4::timestamptz, $5::uuid)`;
  }
  const sql = `SELECT ${columns} FROM photos WHERE account_id = $1 AND taken_month = $2::date ${keyset}
      ORDER BY ${column} ${dir}, image_id ${dir} LIMIT $3`;
  return { sql, params };
}

export async function monthRows(db: Db, input: Parameters<typeof monthQuery>[0]): Promise<PhotoRow[]> {
  return pageRows(db, monthQuery(input));
}

/**
 * One page of the whole library. By created: (created_at, image_id). By date taken:
 * (taken_month, taken_at, image_id), the timeline index's order (taken_month follows taken_at).
 */
export function libraryQuery(input: {
  accountId: string;
  sortKey: SortKey;
  sortOrder: SortOrder;
  after: PageCursor | null;
  limit: number;
}): PhotoQuery {
  const [cmp, dir] = input.sortOrder === 'desc' ? ['<', 'DESC'] : ['>', 'ASC'];
  const params: unknown[] = [input.accountId, input.limit + 1];
  let keyset = '';
  let order: string;
  if (input.sortKey === 'created') {
    order = `created_at ${dir}, image_id ${dir}`;
    if (input.after) {
      params.push(input.after.value, input.after.imageId);
      keyset = `AND (created_at, image_id) ${cmp} ($3::timestamptz, $4::uuid)`;
    }
  } else {
    order = `taken_month ${dir}, taken_at ${dir}, image_id ${dir}`;
    if (input.after) {
      params.push(input.after.value, input.after.imageId, monthOf(new Date(input.after.value)));
      keyset = `AND (taken_month, taken_at, image_id) ${cmp} ($5::date, $3::timestamptz, $4::uuid)`;
    }
  }
  return { sql: `SELECT ${columns} FROM photos WHERE account_id = $1 ${keyset} ORDER BY ${order} LIMIT $2`, params };
}

export async function libraryRows(db: Db, input: Parameters<typeof libraryQuery>[0]): Promise<PhotoRow[]> {
  return pageRows(db, libraryQuery(input));
}

/** A text field of a page row (pageRows), or an error naming it. */
function text(row: object, key: keyof PhotoRow): string {
  const value: unknown = Reflect.get(row, key);
  if (typeof value !== 'string') throw new Error(`a photo page row's ${key} is not text`);
  return value;
}
/** A number field of a page row, or an error naming it. */
function count(row: object, key: keyof PhotoRow): number {
  const value: unknown = Reflect.get(row, key);
  if (typeof value !== 'number') throw new Error(`a photo page row's ${key} is not a number`);
  return value;
}

/**
 * A photo row as the database writes it in JSON (pageRows), timestamps as ISO 8601 text, checked
 * field by field: a plain reader rather than a schema, as it runs for every row of every page on
 * the event loop (the answer is checked against its own schema once it is made).
 */
function photoRowOf(row: unknown): PhotoRow {
  if (typeof row !== 'object' || row === null) throw new Error('a photo page row is not an object');
  const dateTaken: unknown = Reflect.get(row, 'date_taken');
  return {
    image_id: text(row, 'image_id'),
    upload_id: text(row, 'upload_id'),
    local_file_name: text(row, 'local_file_name'),
    file_key: text(row, 'file_key'),
    date_taken: dateTaken === null ? null : new Date(text(row, 'date_taken')),
    taken_at: new Date(text(row, 'taken_at')),
    created_at: new Date(text(row, 'created_at')),
    visible_width: count(row, 'visible_width'),
    visible_height: count(row, 'visible_height'),
  };
}

/**
 * The rows of a page query, in its order, read as one JSON text the database builds: PGlite turns
 * each column of each row into a JavaScript value on the HTTP event loop, which for a page of 500
 * photos costs about twice the query itself and holds up every other request; one text value and
 * JSON.parse cost a fraction of that. The query itself is unchanged (its index test EXPLAINs it).
 */
async function pageRows(db: Db, { sql, params }: PhotoQuery): Promise<PhotoRow[]> {
  // an aggregate over a subquery with ORDER BY and LIMIT takes the rows in the subquery's order
  const { rows } = await db.query<{ page: string }>(`SELECT coalesce(json_agg(page), '[]')::text AS page FROM (${sql}) AS page`, params);
  const page: unknown = JSON.parse(rows[0]?.page ?? '[]');
  if (!Array.isArray(page)) throw new Error('a photo page is not a list of rows');
  return page.map((row: unknown) => photoRowOf(row));
}

export async function findPhoto(db: Db, accountId: string, imageId: string): Promise<PhotoRow | null> {
  if (!isUuid(imageId)) return null;
  const { rows } = await db.query<PhotoRow>(`SELECT ${columns} FROM photos WHERE account_id = $1 AND image_id = $2`, [accountId, imageId]);
  return rows[0] ?? null;
}

/** Deletes the caller's photos among `imageIds`; answers the ids that were deleted. */
export async function deletePhotos(db: Db, accountId: string, imageIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(imageIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ image_id: string }>(
    'DELETE FROM photos WHERE account_id = $1 AND image_id = ANY($2::uuid[]) RETURNING image_id',
    [accountId, ids],
  );
  return new Set(rows.map((r) => r.image_id));
}

export async function deleteAllPhotos(db: Db, accountId: string): Promise<void> {
  await db.query('DELETE FROM photos WHERE account_id = $1', [accountId]);
}

/** The sort value of a row under a sort key, as the cursor carries it. */
export const sortValueOf = (row: PhotoRow, key: SortKey) => (key === 'created' ? row.created_at : row.taken_at).toISOString();
