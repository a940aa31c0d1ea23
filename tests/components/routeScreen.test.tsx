import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadScreen, Screen } from '@/app/router/lazyScreen';
import type { ScreenLoader } from '@/app/router/screens';
import { AlertBoundary } from './support/AlertBoundary';
import { renderOutsideAct } from './support/renderOutsideAct';
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

/** The route's screen as the router draws it, under a Suspense boundary that would show if it suspended. */
function renderScreen(load: ScreenLoader) {
  return render(
    <TestLanguage>
      <AlertBoundary>
        <Suspense fallback={<p>suspended</p>}>
          <main>
            <Screen load={load} />
          </main>
        </Suspense>
      </AlertBoundary>
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
    const { load, answers } = deferredChunk();
    void loadScreen(load);
    /** Answers the preload while the screen's first render commits, before its effect runs. */
    function AnswerOnCommit() {
      useLayoutEffect(() => answers[0]?.resolve(Orders), []);
      return null;
    }
    await renderOutsideAct(
      <TestLanguage>
        <Screen load={load} />
        <AnswerOnCommit />
      </TestLanguage>,
      (container) => waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Your orders')),
    );
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
