// The one way an area runs a per-screen flow: `useFlowActor(machine, { input })` instead of a bare
// `useActorRef` (lint refuses that in src/features). Every actor it makes
// - is inspected by the app's inspector (src/platform/inspection/inspect.ts), so the flow atlas's
//   live mode sees it, with its state and last event, while a customer runs it;
// - has the machine's id as its own id (`machine.id`, the catalogue entry's id), so the atlas and the
//   error reports name it: a report's source is `machine:<machine id>`, the form inspect.ts gives
//   every actor it reports on (its actorName);
// - reports each failure once, centrally: the inspector reports every run of the machine's
//   `reportFailure` action (declared with a no-op in setup()) with its params (`error`, and `cause`
//   as the detail), and leaves the actor errors of such a machine to it. The action is observed
//   rather than provided with `machine.provide`: one rule then serves these actors and the account
//   scope's alike, and the machine keeps its own type (provide over a generic machine widens it).
//   Wiring provides no `reportFailure` of its own.
import { useActorRef } from '@xstate/react';
import type { Actor, ActorOptions, AnyStateMachine, IsNotNever, RequiredActorOptionsKeys } from 'xstate';
import { inspect } from '../inspection/inspect';

/** What a screen may choose: the input, a snapshot to restore… not the id or the inspector. */
export type FlowActorOptions<TMachine extends AnyStateMachine> = Omit<ActorOptions<TMachine>, 'id' | 'systemId' | 'inspect'>;

/** The options argument: required when the machine requires an input, as with useActorRef. */
type FlowActorArguments<TMachine extends AnyStateMachine> =
  IsNotNever<RequiredActorOptionsKeys<TMachine>> extends true
    ? [options: FlowActorOptions<TMachine> & { [K in RequiredActorOptionsKeys<TMachine>]: unknown }]
    : [options?: FlowActorOptions<TMachine>];

/** Starts `machine` for the lifetime of the calling component (see the file's comment). */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[options]: FlowActorArguments<TMachine>
): Actor<TMachine> {
  const flowOptions: ActorOptions<TMachine> = { ...options, id: machine.id, inspect };
  return useActorRef(machine, flowOptions);
}
