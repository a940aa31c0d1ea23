// Flow coverage: which states and transitions of each catalogued machine a test run walked
// (reports/flow-coverage.json, written by the end-to-end run; read by `npm run paths -- --uncovered`,
// the test summary and the atlas's coverage mode). States are keyed by their dotted path
// ('authenticated.renewing'), transitions by machines/coverage.ts transitionKey.
import * as z from 'zod/mini';

/** How many tests walked a state or transition, and the title of the first that did. */
export const CoverageMark = z.object({
  tests: z.number().check(z.int(), z.positive()),
  first: z.string(),
});
export type CoverageMark = z.infer<typeof CoverageMark>;

export const MachineCoverage = z.object({
  states: z.record(z.string(), CoverageMark),
  transitions: z.record(z.string(), CoverageMark),
});
export type MachineCoverage = z.infer<typeof MachineCoverage>;

export const FlowCoverage = z.object({
  version: z.literal(1),
  /** when the run that recorded it ended (ISO 8601) */
  createdAt: z.string(),
  /** how many tests the run recorded */
  tests: z.number().check(z.int(), z.nonnegative()),
  /** by machine id */
  machines: z.record(z.string(), MachineCoverage),
});
export type FlowCoverage = z.infer<typeof FlowCoverage>;
