import { useEffect, useState } from 'react';
import type { Snapshot } from 'xstate';
import { useLatest } from './useLatest';

/** What the hook needs of an actor: its snapshot, and word of each change. */
interface SelectableActor<S> {
  getSnapshot(): S;
  subscribe(observer: { next: () => void; error: () => void }): { unsubscribe(): void };
}

/**
 * A selection of an actor's snapshot for a view that React draws deferred (useDeferredValue): read
 * when the component renders, then kept in React state, brought up to date after the commit and on
 * every change of the actor.
 *
 * Why not `useSelector` (@xstate/react, through useSyncExternalStore): before it commits a render
 * it sliced into short tasks, React checks that no external store it read has changed meanwhile,
 * and if one has, it throws that render away and renders the whole of it again in one synchronous
 * task. A page that mounts while its data arrives (the orders page on a reload: its cutoff
 * campaigns answer during the mount) was drawn twice, the second time as one long task (135 ms of
 * a 4× slower CPU, docs/PERFORMANCE.md "A page drawn twice"). Read through React state, a change
 * during the render is an ordinary update after the commit, drawn deferred like any other answer.
 *
 * The cost: for one commit the view may show a selection older than the actor's, which the update
 * then replaces. That is what a deferred view does anyway; where a view must never lag its actor
 * (a form, a dialog's step), use `useSelector`.
 */
export function useActorSelection<S extends Snapshot<unknown>, T>(actor: SelectableActor<S>, selector: (snapshot: S) => T): T {
  const select = useLatest(selector);
  const [held, setHeld] = useState(() => ({ actor, value: selector(actor.getSnapshot()) }));
  // another actor (another account's): its selection at once, not the last one's
  let current = held;
  if (held.actor !== actor) {
    current = { actor, value: selector(actor.getSnapshot()) };
    setHeld(current);
  }

  useEffect(() => {
    const update = () => {
      const snapshot = actor.getSnapshot();
      // an actor that failed goes to the page's error boundary, as with useSelector
      if (snapshot.status === 'error') {
        setHeld(() => {
          throw snapshot.error;
        });
        return;
      }
      const value = select.current(snapshot);
      setHeld((previous) => (previous.actor === actor && Object.is(previous.value, value) ? previous : { actor, value }));
    };
    // what changed between the render and this commit
    update();
    const subscription = actor.subscribe({ next: update, error: update });
    return () => subscription.unsubscribe();
  }, [actor, select]);

  return current.value;
}
