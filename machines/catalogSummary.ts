// What the flow atlas's machine list shows of each catalogued machine, without the machines: the
// list paints from this (scripts/machineCatalogSummary.ts serves it as `virtual:machine-catalog-summary`,
// evaluated at build time), and only a machine's own view loads the catalogue.
import type { CatalogEntry } from './catalogEntry';
import { stateNodesOf } from './paths';

export interface MachineSummary {
  id: string;
  title: string;
  /** the catalogue entry's paragraph */
  description: string;
  /** the machine's state nodes below its root */
  stateCount: number;
}

/** The summary of each entry, in the catalogue's order. */
export function summarizeCatalog(entries: readonly CatalogEntry[]): MachineSummary[] {
  return entries.map(({ id, title, description, machine }) => ({ id, title, description, stateCount: stateNodesOf(machine).length }));
}
