// The atlas's coverage mode, pure: reading a flow coverage file (schemas/flowCoverage.ts) a person
// picks or the sandbox serves, and painting one machine with it: each state and transition of its
// graph walked (by how many tests, the first one's title) or never walked, keyed as the file keys
// them (machines/coverage.ts). The words come from the caller (i18next), so the SVG picture, the
// text version and the tests share one reading.
import { transitionKey } from '@machines/coverage';
import { FlowCoverage, type CoverageMark, type MachineCoverage } from '@schemas/flowCoverage';
import type { FlowGraph, FlowTransition } from './graph';

export type CoverageFileProblem = 'notJson' | 'notCoverage';

export type CoverageFileReading = { ok: true; coverage: FlowCoverage } | { ok: false; problem: CoverageFileProblem };

/** A coverage file's text, checked against the schema. */
export function readCoverageFile(text: string): CoverageFileReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const parsed = FlowCoverage.safeParse(data);
  return parsed.success ? { ok: true, coverage: parsed.data } : { ok: false, problem: 'notCoverage' };
}

/** How one state or transition is painted: walked or not, and what its hover and text version say. */
export interface CoverageNote {
  walked: boolean;
  /** tests that walked it (0: none) */
  tests: number;
  /** 'walked by 3 tests, first: …' or 'not walked', in the reader's language */
  text: string;
}

export interface CoveragePaint {
  /** by dotted state path (the machine itself is not painted) */
  states: ReadonlyMap<string, CoverageNote>;
  /** by transition key (machines/coverage.ts transitionKey) */
  transitions: ReadonlyMap<string, CoverageNote>;
}

/** The coverage key of a transition of the graph. */
export const keyOfTransition = (transition: Pick<FlowTransition, 'source' | 'eventType' | 'target'>): string =>
  transitionKey({ source: transition.source, eventType: transition.eventType, target: transition.target });

/** Every state (the machine itself left out) and transition of the graph, painted by the file's marks for this machine. */
export function paintCoverage(
  graph: FlowGraph,
  walked: MachineCoverage | undefined,
  describe: (mark: CoverageMark | undefined) => string,
): CoveragePaint {
  const noteOf = (mark: CoverageMark | undefined): CoverageNote => ({
    walked: mark !== undefined,
    tests: mark?.tests ?? 0,
    text: describe(mark),
  });
  const states = new Map<string, CoverageNote>();
  const transitions = new Map<string, CoverageNote>();
  for (const state of graph.states) {
    if (state.path !== '') states.set(state.path, noteOf(walked?.states[state.path]));
    for (const transition of state.internal)
      transitions.set(keyOfTransition(transition), noteOf(walked?.transitions[keyOfTransition(transition)]));
  }
  for (const transition of graph.transitions)
    transitions.set(keyOfTransition(transition), noteOf(walked?.transitions[keyOfTransition(transition)]));
  return { states, transitions };
}
