// The shape of a catalogue entry and `entry()`, which type-checks an entry against its machine.
// Shared by machines/catalog.ts and the per-area entry files (machines/<area>/catalog.ts).
import type {
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  EventObject,
  InputFrom,
  StateValue,
} from 'xstate';

/** An event a path may take: the machine's own, or an invoked actor's outcome, or a delay firing. */
export type TraversalEvent<TMachine extends AnyStateMachine> =
  | EventFromLogic<TMachine>
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

/** The actor implementations a machine accepts in `.provide({ actors })`. */
export type ProvidedActors<TMachine extends AnyStateMachine> = NonNullable<Parameters<TMachine['provide']>[0]['actors']>;

export interface FixtureInput<TInput = unknown> {
  /** 'default' for the catalogue's main input */
  name: string;
  description: string;
  input: TInput;
}

export interface CatalogEntry {
  /** the file stem: machines/<id>.machine.ts, and the machine's own id */
  id: string;
  title: string;
  /** one plain paragraph */
  description: string;
  specSection: string;
  machine: AnyStateMachine;
  fixtures: {
    actors: Record<string, AnyActorLogic>;
    events: readonly EventObject[];
    input: unknown;
    /** further starting inputs: each is traversed from its own initial state */
    variants: readonly FixtureInput[];
  };
  /**
   * For machines whose context makes the state space explode: a projection of a snapshot to the
   * key that tells two states apart for path generation (state value plus the parts of the context
   * that change what happens next). Without it, state value and whole context are the key.
   */
  serializeState?: (snapshot: Pick<AnyMachineSnapshot, 'value' | 'context'>) => string;
}

interface EntryDefinition<TMachine extends AnyStateMachine> {
  id: string;
  title: string;
  description: string;
  specSection: string;
  machine: TMachine;
  fixtures: {
    actors: ProvidedActors<TMachine>;
    events: readonly TraversalEvent<TMachine>[];
    input: InputFrom<TMachine>;
    variants?: readonly FixtureInput<InputFrom<TMachine>>[];
  };
  serializeState?: (snapshot: { value: StateValue; context: ContextFrom<TMachine> }) => string;
}

/** Type-checks an entry against its machine (events, input, actor names), then widens it. */
export function entry<TMachine extends AnyStateMachine>(definition: EntryDefinition<TMachine>): CatalogEntry {
  const { actors, events, input, variants = [] } = definition.fixtures;
  const actorRecord: Record<string, AnyActorLogic> = {};
  for (const [name, logic] of Object.entries(actors)) if (isActorLogic(logic)) actorRecord[name] = logic;
  const project = definition.serializeState;
  const serializeState = project && ((snapshot: Pick<AnyMachineSnapshot, 'value' | 'context'>) => project(snapshot));
  return { ...definition, fixtures: { actors: actorRecord, events, input, variants }, serializeState };
}

function isActorLogic(value: unknown): value is AnyActorLogic {
  return typeof value === 'object' && value !== null && 'transition' in value && typeof value.transition === 'function';
}
