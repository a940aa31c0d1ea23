// How the wiring hears what a per-screen flow did: its machine emits the outcome as
// `<machine id>.<outcome>` (machines/catalog.ts), and `useFlowOutcome(actor, type, handler)` runs the
// handler of the last render for each such event while the calling component is mounted. Actions
// stay for side effects the machine asks for along the way (a toast, an optimistic hide).
import { useEffect } from 'react';
import type { Actor, AnyStateMachine, EmittedFrom } from 'xstate';
import { useLatest } from '../hooks/useLatest';

/** Calls `handler` with each `type` event `actor` emits, for the lifetime of the calling component. */
export function useFlowOutcome<TMachine extends AnyStateMachine, const TType extends EmittedFrom<TMachine>['type']>(
  actor: Actor<TMachine>,
  type: TType,
  handler: (emitted: EmittedFrom<TMachine> & { type: NoInfer<TType> }) => void,
): void {
  const latest = useLatest(handler);
  useEffect(() => {
    const subscription = actor.on(type, (emitted) => latest.current(emitted));
    return () => subscription.unsubscribe();
  }, [actor, type, latest]);
}
