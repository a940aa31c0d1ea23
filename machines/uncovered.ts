// The shortest paths to what a test run did not walk: for each state no test entered and each
// transition no test took (machines/coverage.ts keys), the shortest path from the machine's start
// that reaches it, with the catalogue's fixtures. These are the next tests to write.
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineCoverage } from '../schemas/flowCoverage';
import type { CatalogEntry } from './catalogEntry';
import { statesIn, statesOf, transitionsOf, transitionsTaken } from './coverage';
import { pathOf, traversalEvents, variantsOf, type MachinePath, type PathStep } from './paths';

export interface UncoveredPaths {
  paths: MachinePath[];
  /** what was not walked and no path of the catalogue's events reaches */
  unreachable: { states: string[]; transitions: string[] };
}

interface Reached {
  snapshot: AnyMachineSnapshot;
  steps: PathStep[];
  /** each traversal event tried here and the snapshot it leads to */
  next: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
}

/** Every state the traversal reaches, in breadth-first order, each with its shortest route. */
function reachedStates(entry: CatalogEntry, input: unknown): Reached[] {
  // the traversal's own key, so a snapshot found as a transition's target finds its entry
  const keyOf = (snapshot: AnyMachineSnapshot) => (entry.serializeState ?? serializeSnapshot)(snapshot);
  const adjacency = getAdjacencyMap(entry.machine, { events: traversalEvents(entry), input, serializeState: keyOf });
  const nodes = new Map(Object.entries(adjacency));
  const [start] = nodes.keys();
  if (start === undefined) return [];
  const reached = (key: string, steps: PathStep[]): Reached | undefined => {
    const node = nodes.get(key);
    return node && { snapshot: node.state, steps, next: Object.values(node.transitions) };
  };
  const first = reached(start, []);
  if (!first) return [];
  const routes = new Map<string, Reached>([[start, first]]);
  const queue = [first];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const { event, state } of from.next) {
      const key = keyOf(state);
      if (routes.has(key)) continue;
      const route = reached(key, [...from.steps, { event, state: state.value, context: state.context }]);
      if (!route) continue;
      routes.set(key, route);
      queue.push(route);
    }
  }
  return [...routes.values()];
}

const variantNote = (name: string) => (name === 'default' ? '' : ` (${name})`);

/** One path per event sequence: what it reaches and takes that no test walked. */
interface Found {
  path: MachinePath;
  reaches: string[];
  takes: string[];
}

function describe({ path, reaches, takes }: Found): string {
  const parts = [...(reaches.length ? [`reaches ${reaches.join(', ')}`] : []), ...(takes.length ? [`takes ${takes.join(', ')}`] : [])].join(
    '; ',
  );
  const via = path.steps.length ? ` via ${path.steps.map((step) => step.event.type).join(' → ')}` : '';
  return `Not walked: ${parts}${variantNote(path.variant)}${via}.`;
}

/** The shortest paths to every state and transition `coverage` does not list as walked. */
export function uncoveredPaths(entry: CatalogEntry, coverage: MachineCoverage | undefined): UncoveredPaths {
  const walkedStates = new Set(Object.keys(coverage?.states ?? {}));
  const walkedTransitions = new Set(Object.keys(coverage?.transitions ?? {}));
  const openStates = new Set(statesOf(entry.machine).filter((state) => !walkedStates.has(state)));
  const openTransitions = new Set(transitionsOf(entry.machine).filter((key) => !walkedTransitions.has(key)));
  const found = new Map<string, Found>();
  const note = (path: MachinePath, what: { reaches?: string[]; takes?: string[] }) => {
    const known = found.get(path.id) ?? { path, reaches: [], takes: [] };
    known.reaches.push(...(what.reaches ?? []));
    known.takes.push(...(what.takes ?? []));
    found.set(path.id, known);
  };
  for (const variant of variantsOf(entry)) {
    const reached = reachedStates(entry, variant.input);
    const start = reached[0]?.snapshot;
    if (!start) continue;
    const initial = { state: start.value, context: start.context };
    for (const { snapshot, steps } of reached) {
      const fresh = statesIn(snapshot).filter((state) => openStates.has(state));
      for (const state of fresh) openStates.delete(state);
      if (fresh.length) note(pathOf(entry, variant, initial, steps, ''), { reaches: fresh });
    }
    for (const { snapshot, steps, next } of reached) {
      for (const { event, state } of next) {
        const taken = transitionsTaken(entry.machine, snapshot, event).filter((key) => openTransitions.has(key));
        for (const key of taken) openTransitions.delete(key);
        if (taken.length)
          note(pathOf(entry, variant, initial, [...steps, { event, state: state.value, context: state.context }], ''), { takes: taken });
      }
    }
  }
  const paths = [...found.values()].map((item) => ({ ...item.path, description: describe(item) }));
  return { paths, unreachable: { states: [...openStates], transitions: [...openTransitions] } };
}
