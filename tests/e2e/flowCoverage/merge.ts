// Merges the run's per-test records into one flow coverage file (schemas/flowCoverage.ts): for each
// state and transition, how many tests walked it and the first of them (by start time), and writes
// the summary `npm test` prints: walked of all states and transitions per catalogued machine.
import type { CatalogEntry } from '../../../machines/catalogEntry';
import { coverageShares, type CoverageShare } from '../../../machines/coverage';
import type { CoverageMark, FlowCoverage } from '../../../schemas/flowCoverage';
import type { TestRecord } from './fixture';

export function mergeRecords(records: readonly TestRecord[], createdAt: Date): FlowCoverage {
  const machines: FlowCoverage['machines'] = {};
  const mark = (marks: Record<string, CoverageMark>, key: string, title: string) => {
    const known = marks[key];
    marks[key] = known ? { ...known, tests: known.tests + 1 } : { tests: 1, first: title };
  };
  for (const record of [...records].sort((a, b) => a.startedAt - b.startedAt || a.title.localeCompare(b.title))) {
    for (const [id, walked] of Object.entries(record.machines)) {
      const machine = (machines[id] ??= { states: {}, transitions: {} });
      for (const state of walked.states) mark(machine.states, state, record.title);
      for (const transition of walked.transitions) mark(machine.transitions, transition, record.title);
    }
  }
  return { version: 1, createdAt: createdAt.toISOString(), tests: records.length, machines };
}

export interface MachineFigures {
  id: string;
  states: CoverageShare;
  transitions: CoverageShare;
}

/** Walked of all, per catalogued machine: keys the machine no longer has do not count. */
export function coverageFigures(coverage: FlowCoverage, catalog: readonly CatalogEntry[]): MachineFigures[] {
  return catalog.map((entry) => ({ id: entry.id, ...coverageShares(entry.machine, coverage.machines[entry.id]) }));
}

const share = ({ walked, all }: CoverageShare) =>
  `${String(walked).padStart(4)}/${String(all).padEnd(4)} ${(all ? (100 * walked) / all : 100).toFixed(0).padStart(3)} %`;

export function summaryText(coverage: FlowCoverage, catalog: readonly CatalogEntry[]): string {
  const figures = coverageFigures(coverage, catalog);
  const total = (pick: (figure: MachineFigures) => CoverageShare) => ({
    walked: figures.reduce((sum, figure) => sum + pick(figure).walked, 0),
    all: figures.reduce((sum, figure) => sum + pick(figure).all, 0),
  });
  const width = Math.max(...figures.map((figure) => figure.id.length), 'total'.length);
  const catalogued = new Set(catalog.map((entry) => entry.id));
  const others = Object.keys(coverage.machines).filter((id) => !catalogued.has(id));
  return [
    `Flow coverage of the end-to-end tests (${coverage.tests} tests recorded; reports/flow-coverage.json):`,
    `  ${'machine'.padEnd(width)}   states walked       transitions walked`,
    ...figures.map((figure) => `  ${figure.id.padEnd(width)}   ${share(figure.states)}   ${share(figure.transitions)}`),
    `  ${'total'.padEnd(width)}   ${share(total((figure) => figure.states))}   ${share(total((figure) => figure.transitions))}`,
    ...(others.length ? [`  walked but not in the catalogue: ${others.join(', ')}`] : []),
  ].join('\n');
}
