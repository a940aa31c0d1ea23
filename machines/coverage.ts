// What a machine offers to walk, and what one step of a running actor walked, in the keys of a flow
// coverage file (schemas/flowCoverage.ts): a state by its dotted path, a transition by its source,
// event and target as the atlas draws it. Pure, so the app's inspector (recording during the
// end-to-end run), the path generator (paths to what is not walked) and the atlas share one reading.
//
// A transition counts as walked when the machine takes it: what an event selects in the state it
// meets (guards included), and the eventless (`always`) transitions and raised events that follow in
// the same step. A running actor tells each microstep's transitions (walkedBy); a path replayed
// without an actor reads what an event selects (transitionsTaken).
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import type { MachineCoverage } from '../schemas/flowCoverage';
import { activePaths } from './shared/statePaths';

export interface TransitionRef {
  /** the source state's dotted path ('' for the machine itself) */
  source: string;
  /** the event type ('' for an eventless transition) */
  eventType: string;
  /** the target state's dotted path; null when the transition changes no state */
  target: string | null;
}

/** `editing —addressEdit.save→ saving`; `(machine)` for the root, `always`, `(stays)` without a target. */
export function transitionKey({ source, eventType, target }: TransitionRef): string {
  return `${source || '(machine)'} —${eventType || 'always'}→ ${target ?? '(stays)'}`;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

interface Definition {
  source: AnyStateNode;
  eventType: string;
  target?: ReadonlyArray<AnyStateNode> | undefined;
}

function refsOf(definition: Definition): TransitionRef[] {
  const targets = definition.target && definition.target.length > 0 ? definition.target.map(pathOf) : [null];
  return targets.map((target) => ({ source: pathOf(definition.source), eventType: definition.eventType, target }));
}

function walkNodes(node: AnyStateNode, visit: (node: AnyStateNode) => void) {
  visit(node);
  for (const child of Object.values(node.states)) walkNodes(child, visit);
}

/** Every state of a machine by dotted path, the machine itself ('') left out. */
export function statesOf(machine: AnyStateMachine): string[] {
  const states: string[] = [];
  walkNodes(machine.root, (node) => {
    if (node !== machine.root) states.push(pathOf(node));
  });
  return states;
}

/** Every transition of a machine, keyed as a coverage file keys them, in declaration order. */
export function transitionsOf(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  walkNodes(machine.root, (node) => {
    for (const [eventType, definitions] of node.transitions)
      for (const definition of definitions) for (const ref of refsOf({ ...definition, eventType })) keys.add(transitionKey(ref));
    for (const definition of node.always ?? []) for (const ref of refsOf({ ...definition, eventType: '' })) keys.add(transitionKey(ref));
  });
  return [...keys];
}

/** The states a snapshot is in (ancestors included, the machine itself left out). */
export function statesIn(snapshot: Pick<AnyMachineSnapshot, 'value'>): string[] {
  return [...activePaths(snapshot.value)].filter((path) => path !== '');
}

/**
 * What one microstep of a running actor walked (XState's `@xstate.microstep` inspection event): the
 * transitions it took and the states they left, ancestors included, so that a state passed through
 * by an eventless transition (a `resolving` that decides where to go) counts as entered.
 */
export function walkedBy(transitions: ReadonlyArray<Definition>): { states: string[]; transitions: string[] } {
  const states = new Set<string>();
  for (const { source } of transitions) for (let at = source.path.length; at > 0; at--) states.add(source.path.slice(0, at).join('.'));
  return { states: [...states], transitions: transitions.flatMap((definition) => refsOf(definition).map(transitionKey)) };
}

/** The transitions `event` takes from `snapshot` (none when the state does not handle it). */
export function transitionsTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  return machine.getTransitionData(snapshot, event).flatMap((definition) => refsOf(definition).map(transitionKey));
}

/** Walked of all: how many of a machine's states or transitions a coverage file marks. */
export interface CoverageShare {
  walked: number;
  all: number;
}

/**
 * A machine's states and transitions walked of all, by a coverage file's marks for it (none when
 * the run never met the machine); keys the machine no longer has do not count.
 */
export function coverageShares(
  machine: AnyStateMachine,
  walked: MachineCoverage | undefined,
): { states: CoverageShare; transitions: CoverageShare } {
  const states = statesOf(machine);
  const transitions = transitionsOf(machine);
  return {
    states: { walked: states.filter((state) => walked?.states[state]).length, all: states.length },
    transitions: { walked: transitions.filter((key) => walked?.transitions[key]).length, all: transitions.length },
  };
}
