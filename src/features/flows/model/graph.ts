// The statechart of one catalogued machine as plain data: every state node (nested, with its type,
// whether it is its parent's initial state, its description and invoked actors) and every
// transition (source, targets, event, guard, delay). Pure: no React, no DOM, no layout. Used by the
// atlas views, the SVG and Mermaid exports and scripts/flows-export.ts.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { computedDelays } from './computedDelays';
import { delayLabel, eventLabel, eventName, guardName } from './labels';

export type FlowStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface FlowState {
  /** dotted path from the root ('authenticated.active'); '' is the machine itself */
  path: string;
  /** the state's own key ('active'), the machine id for the root */
  key: string;
  /** the parent's path; null for the root */
  parent: string | null;
  type: FlowStateType;
  /** the initial child state of its (compound) parent */
  initial: boolean;
  description: string | null;
  /** ids of the actors the state invokes */
  invokes: string[];
  /** child paths, in declaration order */
  children: string[];
  /** transitions that change no state (no target): drawn inside the box */
  internal: FlowTransition[];
}

export type FlowTransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'doneState';

export interface FlowTransition {
  /** unique within the graph */
  id: string;
  source: string;
  /** null for a transition without a target (it stays in the state) */
  target: string | null;
  /** the event type as the actor receives it ('' for an eventless `always` transition) */
  eventType: string;
  kind: FlowTransitionKind;
  /** the guard's name ('isSignedIn', '!isEmpty', 'a && b'), null without a guard */
  guard: string | null;
  /** for `after`: the delay as shown ('5000 ms' or the named delay) */
  delay: string | null;
  /** what the arrow says: event (or `after …`, `done: …`) and `[guard]` */
  label: string;
}

export interface FlowGraph {
  id: string;
  title: string;
  description: string;
  /** every state node, the root ('') first, parents before children */
  states: FlowState[];
  /** transitions between states (those with a target) */
  transitions: FlowTransition[];
}

export interface GraphSource {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  /**
   * State descriptions kept apart from the machine, by dotted path: a production build moves them out
   * of the app's code into the atlas's (scripts/machineDescriptions.ts). A state's own wins.
   */
  stateDescriptions?: Readonly<Record<string, string>>;
}

function stateType(node: AnyStateNode): FlowStateType {
  return node.type;
}

function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

/** The whole statechart of a machine. */
export function extractGraph(source: GraphSource): FlowGraph {
  const { machine } = source;
  const delays: Record<string, unknown> = machine.implementations.delays;
  const states: FlowState[] = [];
  const transitions: FlowTransition[] = [];
  let counter = 0;

  const transitionOf = (
    node: AnyStateNode,
    eventType: string,
    definition: { guard?: unknown; target?: ReadonlyArray<AnyStateNode> | undefined },
    delay: unknown,
  ): FlowTransition[] => {
    const guard = definition.guard === undefined ? null : guardName(definition.guard);
    const kind = kindOf(eventType);
    const delayText = kind === 'after' ? delayLabel(delay, delays, computedDelays[machine.id]) : null;
    const label = eventLabel(eventType, { guard, delay: delayText });
    const targets = definition.target && definition.target.length > 0 ? definition.target : [null];
    return targets.map((target) => ({
      id: `t${counter++}`,
      source: pathOf(node),
      target: target === null ? null : pathOf(target),
      eventType,
      kind,
      guard,
      delay: delayText,
      label,
    }));
  };

  const walk = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const path = pathOf(node);
    const initialChild = parent && parent.type === 'compound' ? parent.initial.target[0] : undefined;
    const state: FlowState = {
      path,
      key: parent === null ? machine.id : node.key,
      parent: parent === null ? null : pathOf(parent),
      type: stateType(node),
      initial: initialChild !== undefined && initialChild === node,
      description: node.description ?? source.stateDescriptions?.[path] ?? null,
      invokes: node.invoke.map((invoke) => invoke.id),
      children: Object.values(node.states).map(pathOf),
      internal: [],
    };
    states.push(state);

    const delayOf = new Map<string, unknown>();
    for (const delayed of node.after) delayOf.set(String(delayed.eventType), delayed.delay);

    const own: FlowTransition[] = [];
    for (const [eventType, definitions] of node.transitions) {
      for (const definition of definitions) own.push(...transitionOf(node, eventType, definition, delayOf.get(eventType)));
    }
    for (const definition of node.always ?? []) own.push(...transitionOf(node, '', definition, undefined));
    for (const transition of own) {
      if (transition.target === null) state.internal.push(transition);
      else transitions.push(transition);
    }

    for (const child of Object.values(node.states)) walk(child, node);
  };

  walk(machine.root, null);
  return { id: source.id, title: source.title, description: source.description, states, transitions };
}

function kindOf(eventType: string): FlowTransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.done.state.')) return 'doneState';
  return 'event';
}

/** The states below the root (what a designer calls "the states of the machine"). */
export function statesBelowRoot(graph: FlowGraph): FlowState[] {
  return graph.states.filter((state) => state.path !== '');
}

export function findState(graph: FlowGraph, path: string): FlowState | undefined {
  return graph.states.find((state) => state.path === path);
}

/** What the picture calls an event (`after 5000 ms`, `done: redeemCode`, `auth.signIn`). */
export function eventTitle(graph: FlowGraph, eventType: string): string {
  const transition = [...graph.transitions, ...graph.states.flatMap((state) => state.internal)].find(
    (candidate) => candidate.eventType === eventType,
  );
  return eventName(eventType, transition?.delay ?? null);
}
