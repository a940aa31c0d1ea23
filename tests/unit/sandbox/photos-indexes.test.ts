import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SortKey, SortOrder } from '@schemas/photos';
import { albumListQuery, albumPhotosQuery, albumPhotoSortValue, type AlbumPhotoRow, type AlbumRow } from '../../../sandbox/albums/store';
import type { Db } from '../../../sandbox/db/db';
import { migrate } from '../../../sandbox/db/migrate';
import { replaceWithGeneratedLibrary } from '../../../sandbox/photos/bulk';
import type { PageCursor } from '../../../sandbox/photos/cursor';
import { libraryQuery, monthQuery, sortValueOf, type PhotoQuery, type PhotoRow } from '../../../sandbox/photos/store';
import { DEMO_ALBUMS } from '../../../sandbox/seed/albums';
import { seedIfEmpty } from '../../../sandbox/seed/seed';
import { openTestDb } from './harness';
import { expectIndexRangeScan, planOf } from './query-plans';

/**
 * "A month page and a library page are index range scans at 100,000 photos" (docs/PHOTOS.md): the
 * planner's choice for the exact queries the routes run, on a seeded library of 20,000 photos
 * inserted in bulk (plus the other seeded accounts), after ANALYZE. A plan that reads the photos table in full (Seq Scan) or
 * sorts the rows itself would read the whole month or library for every page of 24.
 *
 * Albums likewise (docs/PHOTOS.md "Albums"): the same account also gets 3,000 more albums, 20 of
 * them with 2,000 photos each, and its seeded 'Family archive' holds the whole library, so that a
 * page of albums and a page of a 20,000-photo album are checked among 60,000 album photos. The
 * album is that large because the claim is "however large the album": in an album of 2,000 a page
 * of 500 is a quarter of it, and the planner rightly reads the quarter through a bitmap of the same
 * index and sorts it (cheaper there, and bounded by the album); at 20,000 a page must be a range.
 */
const LIBRARY = 20_000;
const MORE_ALBUMS = 3_000;
const FULL_ALBUMS = 20;

let db: Db;
let accountId: string;
let largest: { year: number; month: number; photos: number };
let archiveId: string;

const plan = (query: PhotoQuery) => planOf(db, query);

/** The row a second page would start after: the last of the first page of 24. */
async function cursorIn(query: PhotoQuery, sortKey: SortKey, sortOrder: SortOrder): Promise<PageCursor> {
  const { rows } = await db.query<PhotoRow>(query.sql, query.params);
  const last = rows[23];
  if (!last) throw new Error('the first page has fewer than 24 photos');
  return { sortKey, sortOrder, value: sortValueOf(last, sortKey), imageId: last.image_id };
}

/** More albums for the account, 20 of them with a tenth of its library each, and the whole library in the archive; answers the archive's id. */
async function addAlbumsAtScale(): Promise<string> {
  await db.query(
    `INSERT INTO albums (album_id, account_id, name, created_at, updated_at)
     SELECT gen_random_uuid(), $1, 'Album ' || g, t, t
       FROM generate_series(1, $2::int) AS g, LATERAL (SELECT date_trunc('milliseconds', now() - g * interval '7 minutes') AS t) AS at`,
    [accountId, MORE_ALBUMS],
  );
  await db.query(
    `WITH numbered AS (
       SELECT image_id, created_at, taken_at, row_number() OVER (ORDER BY image_id) AS n FROM photos WHERE account_id = $1
     ), targets AS (
       SELECT album_id, row_number() OVER (ORDER BY album_id) AS k
         FROM (SELECT album_id FROM albums WHERE account_id = $1 AND name LIKE 'Album %' LIMIT $2) AS chosen
     )
     INSERT INTO album_photos (album_id, image_id, added_at, taken_at)
     SELECT t.album_id, p.image_id, p.created_at, p.taken_at FROM targets t JOIN numbered p ON p.n % 10 = t.k % 10`,
    [accountId, FULL_ALBUMS],
  );
  await db.query(
    `INSERT INTO album_photos (album_id, image_id, added_at, taken_at)
     SELECT a.album_id, p.image_id, p.created_at, p.taken_at FROM albums a JOIN photos p ON p.account_id = a.account_id
      WHERE a.account_id = $1 AND a.name = $2
     ON CONFLICT DO NOTHING`,
    [accountId, DEMO_ALBUMS.everything],
  );
  const { rows } = await db.query<{ album_id: string }>('SELECT album_id FROM albums WHERE account_id = $1 AND name = $2', [
    accountId,
    DEMO_ALBUMS.everything,
  ]);
  return rows[0]?.album_id ?? '';
}

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  await seedIfEmpty(db);
  const replaced = await replaceWithGeneratedLibrary(db, 'demo@example.com', LIBRARY);
  if (!replaced) throw new Error('no demo account');
  accountId = replaced.accountId;
  archiveId = await addAlbumsAtScale();
  await db.exec('ANALYZE');
  const { rows } = await db.query<{ year: number; month: number; photos: number }>(
    `SELECT extract(year FROM taken_month)::int AS year, extract(month FROM taken_month)::int AS month, photos
       FROM photo_month_counts WHERE account_id = $1 ORDER BY photos DESC LIMIT 1`,
    [accountId],
  );
  largest = rows[0] ?? { year: 0, month: 0, photos: 0 };
}, 240_000);
afterAll(async () => {
  await db.close();
});

describe(`indexes at ${LIBRARY.toLocaleString('en-GB')} photos`, () => {
  it('has the library and a large month to page through', async () => {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos WHERE account_id = $1', [accountId]);
    expect(rows[0]?.n).toBe(LIBRARY);
    expect(largest.photos).toBeGreaterThan(1_000);
  });

  const monthCases: { sortKey: SortKey; sortOrder: SortOrder; index: string }[] = [
    { sortKey: 'dateTaken', sortOrder: 'desc', index: 'photos_timeline_idx' },
    { sortKey: 'dateTaken', sortOrder: 'asc', index: 'photos_timeline_idx' },
    { sortKey: 'created', sortOrder: 'desc', index: 'photos_month_created_idx' },
    { sortKey: 'created', sortOrder: 'asc', index: 'photos_month_created_idx' },
  ];
  for (const { sortKey, sortOrder, index } of monthCases) {
    it(`reads a page of the largest month by ${sortKey} ${sortOrder} as a range of ${index}, first page and after a cursor`, async () => {
      const first = monthQuery({ accountId, year: largest.year, month: largest.month, sortKey, sortOrder, after: null, limit: 24 });
      expectIndexRangeScan(await plan(first), index);
      const after = await cursorIn(first, sortKey, sortOrder);
      expectIndexRangeScan(
        await plan(monthQuery({ accountId, year: largest.year, month: largest.month, sortKey, sortOrder, after, limit: 24 })),
        index,
      );
    });
  }

  const libraryCases: { sortKey: SortKey; sortOrder: SortOrder; index: string }[] = [
    { sortKey: 'created', sortOrder: 'desc', index: 'photos_created_idx' },
    { sortKey: 'dateTaken', sortOrder: 'desc', index: 'photos_timeline_idx' },
  ];
  for (const { sortKey, sortOrder, index } of libraryCases) {
    it(`reads a page of the whole library by ${sortKey} ${sortOrder} as a range of ${index}, first page and after a cursor`, async () => {
      const first = libraryQuery({ accountId, sortKey, sortOrder, after: null, limit: 500 });
      expectIndexRangeScan(await plan(first), index);
      const after = await cursorIn(first, sortKey, sortOrder);
      expectIndexRangeScan(await plan(libraryQuery({ accountId, sortKey, sortOrder, after, limit: 500 })), index);
    });
  }
});

describe('album indexes', () => {
  it(`has the albums and a ${LIBRARY.toLocaleString('en-GB')}-photo album among many to page through`, async () => {
    const { rows } = await db.query<{ albums: number; photos: number; archive: number }>(
      `SELECT (SELECT count(*)::int FROM albums) AS albums, (SELECT count(*)::int FROM album_photos) AS photos,
              (SELECT count(*)::int FROM album_photos WHERE album_id = $1) AS archive`,
      [archiveId],
    );
    expect(rows[0]?.albums).toBeGreaterThan(MORE_ALBUMS);
    expect(rows[0]?.photos).toBeGreaterThan(FULL_ALBUMS * 2_000 + LIBRARY);
    expect(rows[0]?.archive).toBe(LIBRARY);
  });

  for (const includeShared of [true, false]) {
    it(`reads a page of own albums${includeShared ? '' : ' without the shared ones'} as a range of albums_list_idx, first page and after a cursor`, async () => {
      const first = albumListQuery({ accountId, includeShared, after: null, limit: 49 });
      expectIndexRangeScan(await plan(first), 'albums_list_idx', ['albums', 'album_photos']);
      const { rows } = await db.query<AlbumRow>(first.sql, first.params);
      const last = rows[48];
      if (!last) throw new Error('the first page has fewer than 49 albums');
      const after = { created: last.created_at.toISOString(), albumId: last.album_id };
      expectIndexRangeScan(await plan(albumListQuery({ accountId, includeShared, after, limit: 50 })), 'albums_list_idx', [
        'albums',
        'album_photos',
      ]);
    });
  }

  const albumPhotoCases: { sortKey: SortKey; sortOrder: SortOrder; index: string }[] = [
    { sortKey: 'created', sortOrder: 'desc', index: 'album_photos_added_idx' },
    { sortKey: 'created', sortOrder: 'asc', index: 'album_photos_added_idx' },
    { sortKey: 'dateTaken', sortOrder: 'desc', index: 'album_photos_taken_idx' },
    { sortKey: 'dateTaken', sortOrder: 'asc', index: 'album_photos_taken_idx' },
  ];
  for (const { sortKey, sortOrder, index } of albumPhotoCases) {
    it(`reads a page of a ${LIBRARY.toLocaleString('en-GB')}-photo album by ${sortKey} ${sortOrder} as a range of ${index}, first page and after a cursor`, async () => {
      const first = albumPhotosQuery({ albumId: archiveId, sortKey, sortOrder, after: null, limit: 500 });
      expectIndexRangeScan(await plan(first), index, ['album_photos', 'photos']);
      const { rows } = await db.query<AlbumPhotoRow>(first.sql, first.params);
      const last = rows[499];
      if (!last) throw new Error('the first page has fewer than 500 photos');
      const after = { sortKey, sortOrder, value: albumPhotoSortValue(last, sortKey), imageId: last.image_id };
      expectIndexRangeScan(await plan(albumPhotosQuery({ albumId: archiveId, sortKey, sortOrder, after, limit: 500 })), index, [
        'album_photos',
        'photos',
      ]);
    });
  }
});
