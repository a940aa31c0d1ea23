import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SortKey, SortOrder } from '@schemas/photos';
import type { Db } from '../../../sandbox/db/db';
import { migrate } from '../../../sandbox/db/migrate';
import { replaceWithGeneratedLibrary } from '../../../sandbox/photos/bulk';
import type { PageCursor } from '../../../sandbox/photos/cursor';
import { libraryQuery, monthQuery, sortValueOf, type PhotoQuery, type PhotoRow } from '../../../sandbox/photos/store';
import { seedIfEmpty } from '../../../sandbox/seed/seed';
import { openTestDb } from './harness';

/**
 * "A month page and a library page are index range scans at 100,000 photos" (docs/PHOTOS.md): the
 * planner's choice for the exact queries the routes run, on a seeded library of 20,000 photos
 * inserted in bulk (plus the other seeded accounts), after ANALYZE. A plan that reads the photos table in full (Seq Scan) or
 * sorts the rows itself would read the whole month or library for every page of 24.
 */
const LIBRARY = 20_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const PlanNodeSchema: z.ZodType<PlanNode> = z.lazy(() =>
  z.object({
    'Node Type': z.string(),
    'Relation Name': z.string().optional(),
    'Index Name': z.string().optional(),
    Plans: z.array(PlanNodeSchema).optional(),
  }),
);
const ExplainRow = z.object({ 'QUERY PLAN': z.array(z.object({ Plan: PlanNodeSchema })).length(1) });

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let db: Db;
let accountId: string;
let largest: { year: number; month: number; photos: number };

async function plan(query: PhotoQuery): Promise<PlanNode[]> {
  const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
  const [result] = z.array(ExplainRow).length(1).parse(rows)[0]?.['QUERY PLAN'] ?? [];
  if (!result) throw new Error('no plan');
  return nodesOf(result.Plan);
}

/** The row a second page would start after: the last of the first page of 24. */
async function cursorIn(query: PhotoQuery, sortKey: SortKey, sortOrder: SortOrder): Promise<PageCursor> {
  const { rows } = await db.query<PhotoRow>(query.sql, query.params);
  const last = rows[23];
  if (!last) throw new Error('the first page has fewer than 24 photos');
  return { sortKey, sortOrder, value: sortValueOf(last, sortKey), imageId: last.image_id };
}

function expectIndexRangeScan(nodes: PlanNode[], index: string) {
  const summary = nodes.map(
    (n) => `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`,
  );
  expect(
    nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'photos'),
    summary.join(' → '),
  ).toEqual([]);
  expect(
    nodes.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'),
    summary.join(' → '),
  ).toEqual([]);
  expect(
    nodes.some((n) => (n['Node Type'] === 'Index Scan' || n['Node Type'] === 'Index Only Scan') && n['Index Name'] === index),
    summary.join(' → '),
  ).toBe(true);
}

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  await seedIfEmpty(db);
  const replaced = await replaceWithGeneratedLibrary(db, 'demo@example.com', LIBRARY);
  if (!replaced) throw new Error('no demo account');
  accountId = replaced.accountId;
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
