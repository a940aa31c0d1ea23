import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPageIdle } from '@/platform/idle/pageIdle';
import { PAGE_DRAWN_TIMEOUT_MS, whenPageDrawn } from '@/platform/idle/whenPageDrawn';
import { Loader } from '@/ui/Loader';

/**
 * Boxes as a browser lays them out (jsdom lays out nothing): every element in the window, those in
 * a `data-below` container under it.
 */
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return new DOMRect(0, this.closest('[data-below]') ? window.innerHeight + 400 : 100, 300, 40);
  });
}

/** A page as the shell draws it: a loader while its data is on its way, then its content. */
function Page({ loading }: { loading: boolean }) {
  return <main>{loading ? <Loader label="Loading your orders" /> : <h1>Orders</h1>}</main>;
}

/** A few animation frames (16 ms each under the fake clock), and the promises settled between them. */
const frames = (count = 3) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(16 * count);
  });

/**
 * jsdom loads no picture: a picture of the page made to be as a browser's is, from the state given
 * (changed by the test as it goes): come or failed (`complete`), and asked for (`currentSrc`, its
 * address once the browser has taken up its request).
 */
function pictureState(image: Element | null, state: { complete: boolean; asked: boolean }) {
  if (!image) throw new Error('no picture');
  Object.defineProperty(image, 'complete', { configurable: true, get: () => state.complete });
  Object.defineProperty(image, 'currentSrc', { configurable: true, get: () => (state.asked ? (image.getAttribute('src') ?? '') : '') });
  return state;
}

describe('whenPageDrawn', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    layOut();
  });
  afterEach(async () => {
    // every task still waiting runs (its timeout), before the real clock is back
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAGE_DRAWN_TIMEOUT_MS);
    });
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits while a loader is on screen and runs its task once the page has drawn its content', async () => {
    const task = vi.fn();
    const page = render(<Page loading />);
    whenPageDrawn(task);
    await frames(10);
    expect(task).not.toHaveBeenCalled();
    page.rerender(<Page loading={false} />);
    await frames();
    expect(task).toHaveBeenCalledTimes(1);
    page.rerender(<Page loading />);
    page.rerender(<Page loading={false} />);
    await frames();
    expect(task).toHaveBeenCalledTimes(1);
    page.unmount();
  });

  it('counts a loader that takes the place of another in the same render as still loading', async () => {
    const task = vi.fn();
    const first = render(<Loader label="Signing you in" />);
    whenPageDrawn(task);
    first.rerender(<Loader key="screen" label="Loading your orders" />);
    await frames(10);
    expect(task).not.toHaveBeenCalled();
    first.unmount();
    await frames();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for what loads further down, out of the window (a month of the grid loads when it comes into view)', async () => {
    const task = vi.fn();
    const page = render(
      <main>
        <h1>Photos</h1>
        <div data-below="">
          <Loader label="Loading October" />
        </div>
      </main>,
    );
    whenPageDrawn(task);
    await frames();
    expect(task).toHaveBeenCalledTimes(1);
    page.unmount();
  });

  // A picture in the window is on its way until it has come or failed, asked for or not yet: a lazy
  // one is asked for once the page is laid out, after the frame that looks; an eager one drawn while
  // the early start's request for it is on its way can keep an empty current address in Chromium
  // until it has come. One further down is not waited for.
  it.each([
    { loading: 'eager', asked: true },
    { loading: 'lazy', asked: false },
    { loading: 'eager', asked: false },
  ] as const)(
    'waits for a picture in the window on its way (loading=$loading, asked for: $asked), not for one below it',
    async ({ loading, asked }) => {
      const task = vi.fn();
      const page = render(
        <main>
          <img alt="Summer" src="/media/summer/800.jpg" loading={loading} data-first="" />
          <div data-below="">
            <img alt="Winter" src="/media/winter/800.jpg" loading={loading} data-further="" />
          </div>
        </main>,
      );
      const first = pictureState(page.container.querySelector('[data-first]'), { complete: false, asked });
      pictureState(page.container.querySelector('[data-further]'), { complete: false, asked });
      whenPageDrawn(task);
      await frames(10);
      expect(task).not.toHaveBeenCalled();
      first.asked = true;
      await frames(10);
      expect(task).not.toHaveBeenCalled();
      // come, or failed: either way nothing more to wait for
      first.complete = true;
      await frames();
      expect(task).toHaveBeenCalledTimes(1);
      page.unmount();
    },
  );

  it('waits, once the pictures in the window have come, until they are decoded and painted', async () => {
    const task = vi.fn();
    const page = render(
      <main>
        <img alt="Summer" src="/media/cover/300.jpg" data-first="" />
      </main>,
    );
    const picture = page.container.querySelector('img');
    if (!picture) throw new Error('no picture');
    pictureState(picture, { complete: true, asked: true });
    let decoded = () => {};
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    Object.defineProperty(picture, 'decode', { configurable: true, value: decode });
    whenPageDrawn(task);
    await frames(10);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(task).not.toHaveBeenCalled();
    decoded();
    await frames();
    expect(task).toHaveBeenCalledTimes(1);
    page.unmount();
  });

  it('waits for the app to draw something into its root', async () => {
    const task = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    whenPageDrawn(task, root);
    await frames(10);
    expect(task).not.toHaveBeenCalled();
    const page = render(<Page loading={false} />, { container: root });
    await frames();
    expect(task).toHaveBeenCalledTimes(1);
    page.unmount();
    root.remove();
  });

  it('runs its task after its timeout when the page keeps loading, and not again', async () => {
    const task = vi.fn();
    const page = render(<Page loading />);
    whenPageDrawn(task);
    await act(() => vi.advanceTimersByTime(PAGE_DRAWN_TIMEOUT_MS - 20));
    expect(task).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(40));
    expect(task).toHaveBeenCalledTimes(1);
    page.rerender(<Page loading={false} />);
    await frames();
    expect(task).toHaveBeenCalledTimes(1);
    page.unmount();
  });

  it('looks at the page once a frame however many tasks wait, and runs each once it is drawn', async () => {
    const page = render(<Page loading />);
    const tasks = [vi.fn(), vi.fn(), vi.fn()];
    const cancelLast = tasks.map((task) => whenPageDrawn(task)).at(-1);
    const looks = vi.spyOn(Element.prototype, 'querySelectorAll');
    await frames(10);
    // ten frames, some 16 ms apart under the fake clock: at most one look each, not one per task
    expect(looks.mock.calls.length).toBeGreaterThan(0);
    expect(looks.mock.calls.length).toBeLessThanOrEqual(10);
    cancelLast?.();
    page.rerender(<Page loading={false} />);
    await frames();
    expect(tasks.map((task) => task.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('keeps the other tasks waiting when one of them throws', async () => {
    const page = render(<Page loading={false} />);
    const failing = vi.fn(() => {
      throw new Error('a broken task');
    });
    const task = vi.fn();
    whenPageDrawn(failing);
    whenPageDrawn(task);
    // each task runs in a task of its own: what one throws goes to the page's error handler
    const thrown: unknown[] = [];
    try {
      await frames();
    } catch (error) {
      thrown.push(error);
    }
    expect(failing).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(thrown).toEqual([expect.objectContaining({ message: 'a broken task' })]);
    page.unmount();
  });

  it('never runs a cancelled task', async () => {
    const task = vi.fn();
    const page = render(<Page loading />);
    const cancel = whenPageDrawn(task);
    cancel();
    page.rerender(<Page loading={false} />);
    await act(() => vi.advanceTimersByTime(PAGE_DRAWN_TIMEOUT_MS * 2));
    expect(task).not.toHaveBeenCalled();
    page.unmount();
  });
});

describe('onPageIdle (whenPageIdle from its own chunk)', () => {
  it('runs its task once the page is drawn and the browser idle, and never once cancelled', async () => {
    const page = render(<Page loading={false} />);
    const task = vi.fn();
    const cancelled = vi.fn();
    onPageIdle(task);
    onPageIdle(cancelled)();
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    // the cancelled one had its chunk come too: a few frames more, still nothing
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cancelled).not.toHaveBeenCalled();
    page.unmount();
  });
});
