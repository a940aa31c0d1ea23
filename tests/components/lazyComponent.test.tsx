import { render, screen, waitFor } from '@testing-library/react';
import { Component, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/ui/Dialog';
import { lazyComponent } from '@/ui/lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load that answers when the test says so. */
function deferredLoad() {
  const load = vi.fn<() => Promise<typeof Greeting>>();
  const answers: { resolve(component: typeof Greeting): void; reject(error: Error): void }[] = [];
  load.mockImplementation(() => new Promise((resolve, reject) => answers.push({ resolve, reject })));
  return { load, answers };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : 'unknown' };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p role="alert">{this.state.error}</p>;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyComponent', () => {
  it('draws nothing until its code has come, then the component with its props', async () => {
    const { load, answers } = deferredLoad();
    const LazyGreeting = lazyComponent(load);
    const { container } = render(<LazyGreeting name="Ana" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).toHaveBeenCalledTimes(1);
    answers[0]?.resolve(Greeting);
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('once its code is there, draws in the first render, and never loads it again', async () => {
    const { load, answers } = deferredLoad();
    const LazyGreeting = lazyComponent(load);
    const preloaded = LazyGreeting.preload();
    answers[0]?.resolve(Greeting);
    await preloaded;
    render(<LazyGreeting name="Bo" />);
    // no waiting: the same render
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    render(<LazyGreeting name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws once its code comes between its first render and the effect after it (a preload answered meanwhile)', async () => {
    // As in the browser, not under act(): the effect runs in a task after the commit, and the
    // preload's answer (a microtask) is handled before it.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const { load, answers } = deferredLoad();
    const LazyGreeting = lazyComponent(load);
    void LazyGreeting.preload();
    function AnswerOnCommit() {
      useLayoutEffect(() => answers[0]?.resolve(Greeting), []);
      return null;
    }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <>
          <LazyGreeting name="Eve" />
          <AnswerOnCommit />
        </>,
      );
      await waitFor(() => expect(container).toHaveTextContent('Hello Eve'));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      root.unmount();
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('throws code that failed to load to the error boundary; the next mount tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, answers } = deferredLoad();
    const LazyGreeting = lazyComponent(load);
    const first = render(
      <Boundary>
        <LazyGreeting name="Di" />
      </Boundary>,
    );
    answers[0]?.reject(new Error('chunk failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    first.unmount();

    render(<LazyGreeting name="Di" />);
    expect(load).toHaveBeenCalledTimes(2);
    answers[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
  });

  it('preload swallows a failure (the part tries again when it mounts)', async () => {
    const { load, answers } = deferredLoad();
    const LazyGreeting = lazyComponent(load);
    const preloaded = LazyGreeting.preload();
    answers[0]?.reject(new Error('offline'));
    await expect(preloaded).resolves.toBeUndefined();
  });
});

describe('Dialog', () => {
  const props = { title: 'Rename', onEscape: () => {}, onOverlayClick: () => {}, onClose: () => {} };

  it('draws nothing while closed, the modal once opened, and closes again', () => {
    const { rerender } = render(<Dialog {...props} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Dialog {...props} open />);
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
    rerender(<Dialog {...props} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
