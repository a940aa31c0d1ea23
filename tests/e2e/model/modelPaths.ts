// Model-based Playwright tests, generated from a catalogued machine (machines/catalog.ts) with the
// same path code QA use (machines/paths.ts, xstate/graph; @xstate/test is xstate-v4-only). A
// mapping, written per machine, turns each traversal event into a user gesture or a sandbox
// arrangement and each state into a check of what the page shows. Paths that need an event with
// no gesture are listed as excluded with the mapping's reason; an event or state the mapping
// neither maps nor excludes is a failure (coverageProblems), so the tests follow the machine.
import { test, type APIRequestContext, type Browser, type Page } from '../fixtures';
import type { EventObject, StateValue } from 'xstate';
import type { CatalogEntry } from '../../../machines/catalog';
import { grownEntry, UNMAPPED_EVENT, UNMAPPED_STATE } from './mutants';
import {
  machinePaths,
  ownEventTypes,
  stateLabel,
  stateNodesOf,
  traversalEvents,
  variantsOf,
  type MachinePath,
} from '../../../machines/paths';

export interface Fixtures {
  page: Page;
  request: APIRequestContext;
  browser: Browser;
}

/** Which catalogue events a mapping line is about: the type, and the payload when one type has several. */
export interface EventMatch {
  type: string;
  /** tells apart the catalogue's events of one type (e.g. by output or error status) */
  match?: (event: EventObject) => boolean;
  /** a few words for titles and the README: which of the events this is */
  label?: string;
}

export interface Gesture<C> extends EventMatch {
  /** what the user does, or how the sandbox is arranged, in words */
  does: string;
  /** needs the sandbox's fault switch: the path runs under tests/e2e/faults/ */
  faults?: boolean;
  /** before anything else of the path (e.g. which account is used) */
  account?: (c: C, event: EventObject) => Promise<void>;
  /** before the path starts, in path order (e.g. a session to restore, a prior request) */
  prepare?: (c: C, event: EventObject) => Promise<void>;
  /** at its place in the path */
  act: (c: C, event: EventObject) => Promise<void>;
}

export interface Exclusion extends EventMatch {
  reason: string;
}

export interface StepView {
  state: StateValue;
  context: unknown;
}

export interface StateCheck<C> {
  /** dotted state label, e.g. 'authenticated.active' */
  state: string;
  /** what the page shows, in words */
  shows: string;
  check: (c: C, step: StepView) => Promise<void>;
}

export interface VariantStart<C> {
  /** where and how the user opens the app for this starting input, in words */
  does: string;
  start: (c: C, path: MachinePath) => Promise<void>;
}

export interface ModelMapping<C> {
  entry: CatalogEntry;
  /** a fresh test context: accounts, holds, … (one per path, in a fresh browser context) */
  context: (fixtures: Fixtures) => Promise<C>;
  dispose?: (c: C) => Promise<void>;
  variants: Record<string, VariantStart<C>>;
  gestures: Gesture<C>[];
  excluded: Exclusion[];
  checks: StateCheck<C>[];
  /** states no mapped path stops in, each with why (a transient state, a timer, …) */
  unobserved: Array<{ state: string; reason: string }>;
}

export interface GeneratedPath {
  /** `<number in npm run paths>. <description>` */
  title: string;
  path: MachinePath;
  faults: boolean;
}

export interface ExcludedPath {
  title: string;
  reasons: string[];
}

const matches = (line: EventMatch, event: EventObject) => line.type === event.type && (line.match ? line.match(event) : true);

function lineFor<L extends EventMatch>(lines: readonly L[], event: EventObject): L[] {
  return lines.filter((line) => matches(line, event));
}

/**
 * What the mapping leaves open: events of the machine no path tries (not in the catalogue), events of
 * the traversal with no gesture and no exclusion (or more than one), variants without a start, states with no check that are not listed as unobserved, and
 * checked states that no generated path reaches.
 */
export function coverageProblems<C>(mapping: ModelMapping<C>): string[] {
  const problems: string[] = [];
  const tried = new Set(traversalEvents(mapping.entry).map((event) => event.type));
  for (const type of ownEventTypes(mapping.entry.machine)) {
    if (!tried.has(type)) problems.push(`event ${type} of the machine is not among the catalogue's events: no path tries it`);
  }
  for (const event of traversalEvents(mapping.entry)) {
    const found = lineFor(mapping.gestures, event).length + lineFor(mapping.excluded, event).length;
    if (found === 0) problems.push(`event ${event.type} ${JSON.stringify(payloadOf(event))} has no gesture and is not excluded`);
    if (found > 1) problems.push(`event ${event.type} ${JSON.stringify(payloadOf(event))} is mapped ${found} times`);
  }
  for (const variant of variantsOf(mapping.entry)) {
    if (!mapping.variants[variant.name]) problems.push(`starting input '${variant.name}' has no start`);
  }
  const checked = new Set(mapping.checks.map((check) => check.state));
  const unobserved = new Set(mapping.unobserved.map((line) => line.state));
  const nodes = stateNodesOf(mapping.entry.machine);
  const leaves = nodes.filter(({ node }) => Object.keys(node.states).length === 0).map(({ path }) => path);
  for (const leaf of leaves) {
    if (!checked.has(leaf) && !unobserved.has(leaf)) problems.push(`state ${leaf} has no check and is not listed as unobserved`);
  }
  for (const state of [...checked, ...unobserved]) {
    if (!leaves.includes(state)) problems.push(`'${state}' is not a state of the machine any more`);
  }
  const reached = new Set<string>();
  for (const { path } of generatedPaths(mapping).included) {
    reached.add(stateLabel(path.initial.state));
    for (const step of path.steps) reached.add(stateLabel(step.state));
  }
  for (const state of checked)
    if (!reached.has(state)) problems.push(`state ${state} is checked but no path of mapped gestures reaches it`);
  return problems;
}

function payloadOf(event: EventObject): Record<string, unknown> {
  const { type: _type, ...payload } = event;
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, value instanceof Error ? value.message : value]));
}

/** The machine's shortest paths (machines/paths.ts), split into the ones with a gesture for every event and the rest. */
export function generatedPaths<C>(mapping: ModelMapping<C>): { included: GeneratedPath[]; excluded: ExcludedPath[] } {
  const included: GeneratedPath[] = [];
  const excluded: ExcludedPath[] = [];
  machinePaths(mapping.entry).forEach((path, index) => {
    const title = `${index + 1}. ${path.description}`;
    const reasons = new Set<string>();
    let faults = false;
    for (const step of path.steps) {
      const exclusion = lineFor(mapping.excluded, step.event)[0];
      if (exclusion) reasons.add(`${step.event.type}: ${exclusion.reason}`);
      const gesture = lineFor(mapping.gestures, step.event)[0];
      if (!gesture && !exclusion) reasons.add(`${step.event.type}: no gesture`);
      if (gesture?.faults) faults = true;
    }
    if (!mapping.variants[path.variant]) reasons.add(`starting input '${path.variant}': no start`);
    if (reasons.size) excluded.push({ title, reasons: [...reasons] });
    else included.push({ title, path, faults });
  });
  return { included, excluded };
}

const stepKey = (event: EventObject) => `${event.type} ${JSON.stringify(payloadOf(event))}`;

/** Whether `longer` starts with every event of `shorter`, from the same starting input. */
function extendsPath(longer: GeneratedPath, shorter: GeneratedPath): boolean {
  const [a, b] = [longer.path, shorter.path];
  return (
    longer.faults === shorter.faults &&
    a.variant === b.variant &&
    a.steps.length > b.steps.length &&
    b.steps.every((step, index) => stepKey(step.event) === stepKey(a.steps[index]?.event ?? { type: '' }))
  );
}

export interface ReplayedPath extends GeneratedPath {
  /** the numbers of the shorter paths this one replays on its way (its first steps are theirs) */
  alsoReplays: string[];
}

/**
 * The paths that get a browser run of their own. A shortest path whose events are the first events
 * of a longer one (same starting input, same fault class) is replayed inside that one: the longer
 * path makes the same gestures from the same start and checks the same states on the way, so a run
 * of its own would repeat it. Each run's title names the shorter paths it replays.
 */
export function replayedPaths(paths: readonly GeneratedPath[]): ReplayedPath[] {
  const longest = paths.filter((path) => !paths.some((other) => extendsPath(other, path)));
  return longest.map((path) => ({
    ...path,
    alsoReplays: paths
      .filter((shorter) => extendsPath(path, shorter) && longest.find((candidate) => extendsPath(candidate, shorter)) === path)
      .map((shorter) => shorter.title.slice(0, shorter.title.indexOf('.'))),
  }));
}

/** What a run walks: its starting input, each state it is in and each step it takes (`from —event→ to`, the event with its payload). */
function walkedBy(run: GeneratedPath): Set<string> {
  // its start too: each starting input opens the app its own way, and may pass through transient states
  const walked = new Set<string>([`start ${run.path.variant}`]);
  let from = stateLabel(run.path.initial.state);
  walked.add(`state ${from}`);
  for (const step of run.path.steps) {
    const to = stateLabel(step.state);
    walked.add(`${from} —${stepKey(step.event)}→ ${to}`);
    walked.add(`state ${to}`);
    from = to;
  }
  return walked;
}

export interface TransitionCover {
  /** the runs the browser makes: together they walk every state and transition of all the runs given */
  runs: ReplayedPath[];
  /** each run left out, with the kept runs that walk its states and transitions */
  walkedElsewhere: Array<{ title: string; by: string[] }>;
}

/**
 * The fewest runs (greedy: the run walking most of what is not walked yet, the earlier on a tie)
 * that start from every starting input and walk every state and every transition, told apart by the
 * event's payload, that the given runs walk: the edge coverage a model-based tool such as GraphWalker stops at. A run left out
 * repeats gestures and checks the kept runs make; the order of its steps, and each context a state
 * is reached with, stay Vitest's to replay (tests/machines/paths.test.ts replays every shortest path on
 * fixture actors).
 */
export function transitionCover(runs: readonly ReplayedPath[]): TransitionCover {
  const walks = runs.map((run) => ({ run, walked: walkedBy(run) }));
  const left = new Set(walks.flatMap(({ walked }) => [...walked]));
  const kept: typeof walks = [];
  while (left.size > 0) {
    let best: (typeof walks)[number] | undefined;
    let bestCount = 0;
    for (const candidate of walks) {
      const count = [...candidate.walked].filter((item) => left.has(item)).length;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    if (!best) break;
    kept.push(best);
    for (const item of best.walked) left.delete(item);
  }
  const keptRuns = walks.filter((walk) => kept.includes(walk));
  const number = (run: GeneratedPath) => run.title.slice(0, run.title.indexOf('.'));
  return {
    runs: keptRuns.map(({ run }) => run),
    walkedElsewhere: walks
      .filter((walk) => !kept.includes(walk))
      .map(({ run, walked }) => {
        // for each of its states and transitions, the first kept run that walks it
        const by = new Set(
          [...walked].map((item) => keptRuns.find((other) => other.walked.has(item))?.run).filter((other) => other !== undefined),
        );
        return { title: run.title, by: keptRuns.filter((other) => by.has(other.run)).map(({ run: other }) => number(other)) };
      }),
  };
}

function gestureFor<C>(mapping: ModelMapping<C>, event: EventObject): Gesture<C> {
  const gesture = lineFor(mapping.gestures, event)[0];
  if (!gesture) throw new Error(`no gesture for ${event.type}`);
  return gesture;
}

async function checkState<C>(mapping: ModelMapping<C>, c: C, view: StepView) {
  const label = stateLabel(view.state);
  const check = mapping.checks.find((line) => line.state === label);
  if (!check) throw new Error(`no check for state ${label}`);
  await test.step(`the page shows ${label}: ${check.shows}`, () => check.check(c, view));
}

/** Replays one path in the browser: arrangements, the start, then each gesture and the check of the state it reaches. */
export async function runPath<C>(mapping: ModelMapping<C>, path: MachinePath, fixtures: Fixtures) {
  const c = await mapping.context(fixtures);
  try {
    for (const step of path.steps) await gestureFor(mapping, step.event).account?.(c, step.event);
    for (const step of path.steps) await gestureFor(mapping, step.event).prepare?.(c, step.event);
    const variant = mapping.variants[path.variant];
    if (!variant) throw new Error(`no start for '${path.variant}'`);
    await test.step(`start: ${variant.does}`, () => variant.start(c, path));
    await checkState(mapping, c, path.initial);
    for (const step of path.steps) {
      const gesture = gestureFor(mapping, step.event);
      await test.step(`${step.event.type}: ${gesture.does}`, () => gesture.act(c, step.event));
      await checkState(mapping, c, step);
    }
  } finally {
    await mapping.dispose?.(c);
  }
}

/**
 * One Playwright test per run of the transition cover (the paths needing faults or not, each not replayed
 * inside a longer one), plus the coverage tests.
 */
export function describeModel<C>(mapping: ModelMapping<C>, options: { faults: boolean }) {
  const { included, excluded } = generatedPaths(mapping);
  const covers = [false, true].map((faults) => transitionCover(replayedPaths(included.filter((candidate) => candidate.faults === faults))));
  test.describe(`${mapping.entry.title} (${mapping.entry.id}), model-based`, () => {
    if (!options.faults) {
      test('the mapping covers every event, starting input and state of the machine', () => {
        // the excluded paths, each with its reasons, are listed in the report
        for (const path of excluded)
          test.info().annotations.push({ type: 'excluded path', description: `${path.title} ${path.reasons.join('; ')}` });
        // and the paths whose states and transitions other runs walk (transitionCover)
        for (const { title, by } of covers.flatMap((cover) => cover.walkedElsewhere))
          test.info().annotations.push({ type: 'walked by other runs', description: `${title} by ${by.join(', ')}` });
        test.expect(coverageProblems(mapping)).toEqual([]);
      });
      test('the coverage check fails when the machine gains a state or an event the mapping does not know', () => {
        const listed = coverageProblems({ ...mapping, entry: grownEntry(mapping.entry, { listed: true }) });
        test.expect(listed).toContainEqual(test.expect.stringContaining(`event ${UNMAPPED_EVENT} {} has no gesture and is not excluded`));
        test.expect(listed).toContainEqual(`state ${UNMAPPED_STATE} has no check and is not listed as unobserved`);
        const unlisted = coverageProblems({ ...mapping, entry: grownEntry(mapping.entry, { listed: false }) });
        test
          .expect(unlisted)
          .toContainEqual(test.expect.stringContaining(`event ${UNMAPPED_EVENT} of the machine is not among the catalogue's events`));
      });
    }
    for (const generated of covers[options.faults ? 1 : 0]?.runs ?? []) {
      const title = generated.alsoReplays.length
        ? `${generated.title} (replays ${generated.alsoReplays.join(', ')} on the way)`
        : generated.title;
      test(title, async ({ page, request, browser }) => {
        // a path signs in, arranges its outcomes and walks several pages: more than one page's time
        test.setTimeout(60_000);
        await runPath(mapping, generated.path, { page, request, browser });
      });
    }
  });
}
