import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type ActorRefFrom } from 'xstate';
import { useActorSelection } from '@/platform/hooks/useActorSelection';
import { AlertBoundary } from './support/AlertBoundary';

/** A list actor as the orders page reads one: a count of loaded items and whether more are coming. */
const listMachine = setup({
  types: {
    context: {} as { loaded: number; more: boolean },
    events: {} as { type: 'page'; items: number } | { type: 'done' } | { type: 'break' },
  },
}).createMachine({
  context: { loaded: 0, more: true },
  on: {
    page: { actions: assign(({ context, event }) => ({ loaded: context.loaded + event.items })) },
    done: { actions: assign({ more: false }) },
    break: {
      actions: () => {
        throw new Error('the list broke');
      },
    },
  },
});
type ListActor = ActorRefFrom<typeof listMachine>;
const startList = () => createActor(listMachine).start();

function Count({ actor }: { actor: ListActor }) {
  const loaded = useActorSelection(actor, (snapshot) => snapshot.context.loaded);
  return <p>loaded {loaded}</p>;
}

describe('useActorSelection', () => {
  it('shows the actor’s selection and follows its changes', () => {
    const actor = startList();
    render(<Count actor={actor} />);
    expect(screen.getByText('loaded 0')).toBeTruthy();
    act(() => actor.send({ type: 'page', items: 100 }));
    expect(screen.getByText('loaded 100')).toBeTruthy();
    act(() => actor.send({ type: 'page', items: 26 }));
    expect(screen.getByText('loaded 126')).toBeTruthy();
  });

  it('takes a change made between its render and the commit', () => {
    const actor = startList();
    // an answer handled after the count was rendered, before its effects ran
    function Answer() {
      useLayoutEffect(() => actor.send({ type: 'page', items: 24 }), []);
      return null;
    }
    render(
      <>
        <Count actor={actor} />
        <Answer />
      </>,
    );
    expect(screen.getByText('loaded 24')).toBeTruthy();
  });

  it('draws nothing again for a change that leaves its selection as it was', () => {
    const actor = startList();
    let renders = 0;
    function Loaded() {
      renders += 1;
      const loaded = useActorSelection(actor, (snapshot) => snapshot.context.loaded);
      return <p>loaded {loaded}</p>;
    }
    render(<Loaded />);
    const before = renders;
    act(() => actor.send({ type: 'done' }));
    expect(renders).toBe(before);
    act(() => actor.send({ type: 'page', items: 1 }));
    expect(renders).toBe(before + 1);
  });

  it('shows another actor’s selection at once when it is given one', () => {
    const first = startList();
    const second = startList();
    second.send({ type: 'page', items: 7 });
    const view = render(<Count actor={first} />);
    expect(screen.getByText('loaded 0')).toBeTruthy();
    view.rerender(<Count actor={second} />);
    expect(screen.getByText('loaded 7')).toBeTruthy();
    // the first actor's changes no longer count
    act(() => first.send({ type: 'page', items: 50 }));
    expect(screen.getByText('loaded 7')).toBeTruthy();
  });

  it('passes an actor that failed to the error boundary', () => {
    // React and xstate log the error they pass on
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = startList();
    render(
      <AlertBoundary>
        <Count actor={actor} />
      </AlertBoundary>,
    );
    act(() => actor.send({ type: 'break' }));
    expect(screen.getByRole('alert').textContent).toBe('the list broke');
    logged.mockRestore();
  });

  /**
   * A page that mounts in a sliced render while its data arrives: the actor changes after the part
   * that reads it was rendered and before React commits. Read through useSyncExternalStore (xstate's
   * useSelector), React then draws the whole page a second time; read through React state, once,
   * and the change follows as an update.
   */
  function mountWhileAnswering(reader: (props: { actor: ListActor }) => ReactNode): { pageRenders: number; shown: string } {
    const actor = startList();
    let pageRenders = 0;
    let answered = false;
    function Page() {
      pageRenders += 1;
      return <p>the rest of the page</p>;
    }
    function Answer() {
      if (!answered) {
        answered = true;
        actor.send({ type: 'page', items: 100 });
      }
      return null;
    }
    const Reader = reader;
    const view = render(<div />);
    act(() =>
      startTransition(() =>
        view.rerender(
          <>
            <Reader actor={actor} />
            <Answer />
            <Page />
          </>,
        ),
      ),
    );
    return { pageRenders, shown: view.container.textContent ?? '' };
  }

  it('does not make React draw a page again when the actor changes during the page’s sliced render', () => {
    const external = mountWhileAnswering(function ExternalReader({ actor }) {
      return <p>loaded {useSelector(actor, (snapshot) => snapshot.context.loaded)}</p>;
    });
    const held = mountWhileAnswering(({ actor }) => <Count actor={actor} />);
    // React's own behaviour, which the hook exists for: the page drawn twice
    expect(external.pageRenders).toBe(2);
    expect(held.pageRenders).toBe(1);
    // and both end up showing the answer
    expect(external.shown).toContain('loaded 100');
    expect(held.shown).toContain('loaded 100');
  });
});
