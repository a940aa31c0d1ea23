// Model-based paths of catalogued machines with xstate/graph (in xstate core; @xstate/test is
// xstate-v4-only). Shared by tests/machines/paths.test.ts and scripts/paths.ts.
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import type { CatalogEntry, FixtureInput } from './catalog';
import { pathId } from './pathId';

export interface PathStep {
  event: EventObject;
  /** the state value reached after the event */
  state: StateValue;
  /** the context reached after the event */
  context: unknown;
}

export interface MachinePath {
  /** stable: from the machine, input and events (machines/pathId.ts) */
  id: string;
  machine: string;
  /** name of the starting input ('default' or a variant) */
  variant: string;
  input: unknown;
  description: string;
  /** steps after the initial state (no `xstate.init`) */
  steps: PathStep[];
  initial: { state: StateValue; context: unknown };
  state: StateValue;
}

export interface PathOptions {
  /** all simple paths instead of the shortest path to each state */
  simple?: boolean;
  /** only paths ending in this state (dotted: 'authenticated.renewing') */
  to?: string;
}

export const INIT_EVENT = 'xstate.init';

/** 'authenticated.active', or 'a.b + c.d' for parallel states. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    if (child === undefined) return key;
    const inner = stateLabel(child);
    return inner ? `${key}.${inner}` : key;
  });
  return parts.join(' + ');
}

export function variantsOf(entry: CatalogEntry): FixtureInput[] {
  return [{ name: 'default', description: 'The catalogue’s default input.', input: entry.fixtures.input }, ...entry.fixtures.variants];
}

function eventLabel(event: EventObject): string {
  return event.type;
}

/** Events whose type is a delayed transition's (`xstate.after.<delay>.<state id>`), one per delay. */
export function delayedEvents(machine: AnyStateMachine): EventObject[] {
  return ownEventTypes(machine)
    .filter((type) => type.startsWith('xstate.after.'))
    .map((type) => ({ type }));
}

/**
 * The events a traversal tries in every state: the catalogue's (with payloads and the invoked
 * actors' outcomes) plus one per delayed transition. An explicit event list replaces xstate/graph's
 * default "own events of the state", so delays would otherwise never fire.
 */
export function traversalEvents(entry: CatalogEntry): EventObject[] {
  const listed = new Set(entry.fixtures.events.map((event) => event.type));
  return [...entry.fixtures.events, ...delayedEvents(entry.machine).filter((event) => !listed.has(event.type))];
}

/** A path of `entry` from `variant`'s start through `steps`, with its stable id. */
export function pathOf(
  entry: CatalogEntry,
  variant: { name: string; input: unknown },
  initial: { state: StateValue; context: unknown },
  steps: PathStep[],
  description: string,
): MachinePath {
  return {
    id: pathId(
      entry.id,
      variant.name,
      steps.map((step) => step.event),
      toJsonValue,
    ),
    machine: entry.id,
    variant: variant.name,
    input: variant.input,
    description,
    steps,
    initial,
    state: steps.at(-1)?.state ?? initial.state,
  };
}

/** Every path of one catalogued machine, from each of its fixture inputs. */
export function machinePaths(entry: CatalogEntry, options: PathOptions = {}): MachinePath[] {
  const result: MachinePath[] = [];
  for (const variant of variantsOf(entry)) {
    const traversal = {
      events: traversalEvents(entry),
      input: variant.input,
      ...(entry.serializeState ? { serializeState: entry.serializeState } : {}),
    };
    const paths = options.simple ? getSimplePaths(entry.machine, traversal) : getShortestPaths(entry.machine, traversal);
    for (const path of paths) {
      const [first, ...rest] = path.steps;
      if (!first) continue;
      if (options.to !== undefined && !path.state.matches(options.to)) continue;
      const steps = rest.map((step) => ({ event: step.event, state: step.state.value, context: step.state.context }));
      const start = stateLabel(first.state.value);
      const end = stateLabel(path.state.value);
      const via = steps.length ? steps.map((step) => eventLabel(step.event)).join(' → ') : 'no event';
      const description =
        steps.length === 0
          ? `Starts in ${end}${variant.name === 'default' ? '' : ` (${variant.name})`}.`
          : `Reaches ${end} from ${start}${variant.name === 'default' ? '' : ` (${variant.name})`} via ${via}.`;
      result.push(pathOf(entry, variant, { state: first.state.value, context: first.state.context }, steps, description));
    }
  }
  return result;
}

/** Every state node below the root, with its dotted path. */
export function stateNodesOf(machine: AnyStateMachine): Array<{ path: string; node: AnyStateNode }> {
  const nodes: Array<{ path: string; node: AnyStateNode }> = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states)) {
      nodes.push({ path: child.path.join('.'), node: child });
      walk(child);
    }
  };
  walk(machine.root);
  return nodes;
}

/** The event descriptors a machine's states listen to (after events are sent by traversal itself). */
export function ownEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const { node } of stateNodesOf(machine)) for (const type of node.ownEvents) types.add(type);
  for (const type of machine.root.ownEvents) types.add(type);
  return [...types];
}

/** JSON for events whose payload holds Error objects (JSON.stringify gives `{}` for them). */
export function toJsonValue(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJsonValue(inner)]));
  return value;
}
