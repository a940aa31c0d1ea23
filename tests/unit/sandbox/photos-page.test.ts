import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SortKey, SortOrder } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import type { Db } from '../../../sandbox/db/db';
import { libraryQuery, libraryRows, monthQuery, monthRows, sortValueOf, type PhotoRow } from '../../../sandbox/photos/store';
import { call, startSandboxWithDb } from './harness';
import { expectIndexRangeScan, planOf } from './query-plans';

// A 500-photo page of a large library (docs/PHOTOS.md "Indexes"): a test account of 3,000 photos is
// given statistics as it is made, so that its page is a range of the index, not a sort of the whole
// library on the event loop; and the rows read as the database's JSON are the query's very rows.

let app: FastifyInstance;
let db: Db;
let accountId: string;
beforeAll(async () => {
  ({ app, db } = await startSandboxWithDb());
  accountId = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: 3_000 } })).body).id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

const plainRows = async (query: { sql: string; params: unknown[] }) => (await db.query<PhotoRow>(query.sql, query.params)).rows;

describe('a 500-photo page of a 3,000-photo test account', () => {
  const cases: { sortKey: SortKey; sortOrder: SortOrder; index: string }[] = [
    { sortKey: 'created', sortOrder: 'desc', index: 'photos_created_idx' },
    { sortKey: 'dateTaken', sortOrder: 'desc', index: 'photos_timeline_idx' },
  ];
  for (const { sortKey, sortOrder, index } of cases) {
    it(`by ${sortKey} ${sortOrder} is a range of ${index} with no ANALYZE of the test's own`, async () => {
      expectIndexRangeScan(await planOf(db, libraryQuery({ accountId, sortKey, sortOrder, after: null, limit: 500 })), index);
    });
  }

  for (const sortKey of ['created', 'dateTaken'] as const) {
    for (const sortOrder of ['asc', 'desc'] as const) {
      it(`by ${sortKey} ${sortOrder} gives the query's rows in its order, first page, after a cursor and in a month`, async () => {
        const first = { accountId, sortKey, sortOrder, after: null, limit: 500 };
        const rows = await libraryRows(db, first);
        // limit + 1: the one more tells the route there is a next page
        expect(rows).toHaveLength(501);
        expect(rows).toEqual(await plainRows(libraryQuery(first)));
        const last = rows[499];
        if (!last) throw new Error('the first page has fewer than 500 photos');
        const next = { ...first, after: { sortKey, sortOrder, value: sortValueOf(last, sortKey), imageId: last.image_id } };
        expect(await libraryRows(db, next)).toEqual(await plainRows(libraryQuery(next)));
        const taken = last.date_taken ?? new Date(0);
        const month = { ...first, year: taken.getUTCFullYear(), month: taken.getUTCMonth() + 1, limit: 100 };
        const monthPage = await monthRows(db, month);
        expect(monthPage.length).toBeGreaterThan(0);
        expect(monthPage).toEqual(await plainRows(monthQuery(month)));
      });
    }
  }
});
