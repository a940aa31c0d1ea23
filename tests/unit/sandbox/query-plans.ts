import { expect } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../../sandbox/db/db';
import type { PhotoQuery } from '../../../sandbox/photos/store';

/** One node of a PostgreSQL plan (EXPLAIN (FORMAT JSON)), with the nodes under it. */
export interface PlanNode {
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

/** Every node of the plan the database picks for a query the routes run. */
export async function planOf(db: Db, query: PhotoQuery): Promise<PlanNode[]> {
  const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
  const [result] = z.array(ExplainRow).length(1).parse(rows)[0]?.['QUERY PLAN'] ?? [];
  if (!result) throw new Error('no plan');
  return nodesOf(result.Plan);
}

/**
 * Fails unless the plan reads `index` (an index range scan, forwards or backwards), reads none of
 * `tables` in full (Seq Scan) and sorts nothing itself.
 */
export function expectIndexRangeScan(nodes: PlanNode[], index: string, tables: readonly string[] = ['photos']) {
  const summary = nodes
    .map(
      (n) =>
        `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`,
    )
    .join(' → ');
  expect(
    nodes.filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? '')),
    summary,
  ).toEqual([]);
  expect(
    nodes.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'),
    summary,
  ).toEqual([]);
  expect(
    nodes.some((n) => (n['Node Type'] === 'Index Scan' || n['Node Type'] === 'Index Only Scan') && n['Index Name'] === index),
    summary,
  ).toBe(true);
}
