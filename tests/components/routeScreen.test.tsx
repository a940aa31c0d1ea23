import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { loadScreen, Screen } from '@/app/router/lazyScreen';
import type { ScreenLoader } from '@/app/router/screens';
import { TestLanguage } from './support/TestLanguage';

function Orders() {
  return <h1>Your orders</h1>;
}

/** A screen's chunk that comes when the test says so. */
function deferredChunk() {
  const answers: { resolve(component: ComponentType): void; reject(error: Error): void }[] = [];
  const load = vi.fn<ScreenLoader>(() => new Promise<ComponentType>((resolve, reject) => answers.push({ resolve, reject })));
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

/** The route's screen as the router draws it, under a Suspense boundary that would show if it suspended. */
function renderScreen(load: ScreenLoader) {
  return render(
    <TestLanguage>
      <Boundary>
        <Suspense fallback={<p>suspended</p>}>
          <main>
            <Screen load={load} />
          </main>
        </Suspense>
      </Boundary>
    </TestLanguage>,
  );
}

describe("a route's screen", () => {
  it('shows its loader in the page while its chunk is on its way, without suspending the page', () => {
    const { load } = deferredChunk();
    renderScreen(load);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
  });

  it('is drawn in the render right after its chunk comes', async () => {
    const { load, answers } = deferredChunk();
    renderScreen(load);
    await act(async () => answers[0]?.resolve(Orders));
    expect(screen.getByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is drawn at once when its chunk came before (preloaded while the app started)', async () => {
    const load = vi.fn<ScreenLoader>(async () => Orders);
    await loadScreen(load);
    renderScreen(load);
    expect(screen.getByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is drawn when its chunk comes between the render and the effect after it (the start preloading it meanwhile)', async () => {
    // As in the browser, not under act(): the effect runs in a task after the commit, and the
    // preload's answer (a microtask) is handled before it.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const { load, answers } = deferredChunk();
    void loadScreen(load);
    /** Answers the preload while the screen's first render commits, before its effect runs. */
    function AnswerOnCommit() {
      useLayoutEffect(() => answers[0]?.resolve(Orders), []);
      return null;
    }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <TestLanguage>
          <Screen load={load} />
          <AnswerOnCommit />
        </TestLanguage>,
      );
      await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Your orders'));
    } finally {
      root.unmount();
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it("sends a chunk that fails to load to the route's error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, answers } = deferredChunk();
    renderScreen(load);
    await act(async () => answers[0]?.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    vi.restoreAllMocks();
  });
});
