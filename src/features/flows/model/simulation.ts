// Simulate mode: one catalogued machine run as a real actor, where nothing happens by itself. Every
// invoked actor is replaced by one that never settles and the clock never fires, so the designer
// moves the machine by clicking events, the invoked actors' outcomes (`xstate.done.actor.<id>`,
// `xstate.error.actor.<id>`) and the delays (`xstate.after.<delay>.<state id>`), as the QA paths
// do. Step back replays the log minus its last step on a fresh actor. No React, no DOM.
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyActorRef,
  type ActorOptions,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { CatalogEntry } from '@machines/catalogEntry';
import { delayedEvents, variantsOf } from '@machines/paths';
import { activePaths } from './activeStates';

export interface SimulationStep {
  event: EventObject;
  /** active state paths after the event */
  active: string[];
}

export interface SimulationState {
  variant: string;
  input: unknown;
  snapshot: AnyMachineSnapshot;
  active: ReadonlySet<string>;
  steps: readonly SimulationStep[];
  /** the catalogue's events (and the delays) the current state accepts */
  enabled: readonly EventObject[];
}

/** A clock whose timers never fire: delays wait for their `xstate.after…` event. */
const stoppedClock: NonNullable<ActorOptions<AnyActorLogic>['clock']> = {
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};

/**
 * An invoked actor that never finishes and never sends anything. (fromPromise, not fromCallback:
 * the shell has fromPromise already, and any xstate export a lazy chunk uses is kept in the shell.)
 */
const pending = fromPromise(() => new Promise<never>(() => undefined));

/** Every actor the machine can invoke, replaced by one that never settles. */
export function pendingActors(entry: CatalogEntry): Record<string, AnyActorLogic> {
  const names = new Set([...Object.keys(entry.machine.implementations.actors), ...Object.keys(entry.fixtures.actors)]);
  return Object.fromEntries([...names].map((name) => [name, pending]));
}

/** The catalogue's events plus one event per delayed transition: what the designer can send. */
export function candidateEvents(entry: CatalogEntry): EventObject[] {
  const listed = new Set(entry.fixtures.events.map((event) => event.type));
  return [...entry.fixtures.events, ...delayedEvents(entry.machine).filter((event) => !listed.has(event.type))];
}

function accepts(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (snapshot.status !== 'active') return false;
  try {
    return snapshot.can(event);
  } catch {
    return false;
  }
}

export class Simulation {
  private readonly entry: CatalogEntry;
  private readonly candidates: EventObject[];
  private actor: AnyActorRef | null = null;
  private variant = 'default';
  private input: unknown;
  private events: EventObject[] = [];
  private state: SimulationState | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(entry: CatalogEntry) {
    this.entry = entry;
    this.candidates = candidateEvents(entry);
    this.input = entry.fixtures.input;
  }

  /** The starting inputs (the catalogue's default and its variants). */
  variants() {
    return variantsOf(this.entry);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = (): SimulationState => {
    this.state ??= this.replay();
    return this.state;
  };

  /** Starts over from a starting input (by variant name), with an empty log. */
  reset(variant: string = this.variant): void {
    const chosen = this.variants().find((candidate) => candidate.name === variant);
    this.variant = chosen?.name ?? 'default';
    this.input = chosen ? chosen.input : this.entry.fixtures.input;
    this.events = [];
    this.update();
  }

  /** Starts over from an explicit input (a QA path's). */
  resetTo(variant: string, input: unknown): void {
    this.variant = variant;
    this.input = input;
    this.events = [];
    this.update();
  }

  send(event: EventObject): void {
    this.events = [...this.events, event];
    this.update();
  }

  back(): void {
    if (this.events.length === 0) return;
    this.events = this.events.slice(0, -1);
    this.update();
  }

  stop(): void {
    this.actor?.stop();
    this.actor = null;
  }

  private update() {
    this.state = this.replay();
    for (const listener of this.listeners) listener();
  }

  private replay(): SimulationState {
    this.actor?.stop();
    const machine = this.entry.machine.provide({ actors: pendingActors(this.entry) });
    const actor = createActor(machine, { input: this.input, clock: stoppedClock });
    actor.subscribe({ error: () => undefined });
    actor.start();
    const steps: SimulationStep[] = [];
    for (const event of this.events) {
      actor.send(event);
      steps.push({ event, active: [...activePaths(actor.getSnapshot().value)] });
    }
    this.actor = actor;
    const snapshot: AnyMachineSnapshot = actor.getSnapshot();
    return {
      variant: this.variant,
      input: this.input,
      snapshot,
      active: activePaths(snapshot.value),
      steps,
      enabled: this.candidates.filter((event) => accepts(snapshot, event)),
    };
  }
}
