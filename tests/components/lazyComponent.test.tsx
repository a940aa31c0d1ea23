import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/ui/Dialog';
import { lazyComponent } from '@/ui/lazyComponent';
import { AlertBoundary } from './support/AlertBoundary';
import { renderOutsideAct } from './support/renderOutsideAct';

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
    const { load, answers } = deferredLoad();
    const LazyGreeting = lazyComponent(load);
    void LazyGreeting.preload();
    /** Answers the preload while the part's first render commits, before its effect runs. */
    function AnswerOnCommit() {
      useLayoutEffect(() => answers[0]?.resolve(Greeting), []);
      return null;
    }
    await renderOutsideAct(
      <>
        <LazyGreeting name="Eve" />
        <AnswerOnCommit />
      </>,
      (container) => waitFor(() => expect(container).toHaveTextContent('Hello Eve')),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws code that failed to load to the error boundary; the next mount tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, answers } = deferredLoad();
    const LazyGreeting = lazyComponent(load);
    const first = render(
      <AlertBoundary>
        <LazyGreeting name="Di" />
      </AlertBoundary>,
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
