// The photo grids' window virtualisation (useVisibleRange) reads where its container is only when
// the page's layout changes: not on a scroll, and not when its rows change (a month loaded, a new
// width), where a read in the commit that draws them made the browser lay the page out at once and
// again for the rows the new range adds. A resize of the page or the window measures again, and in
// a modal's scroll area new rows do too (its size does not follow what is above the grid).
import { act, render } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GridScrollerContext, useVisibleRange, type Span } from '@/features/photos/grid/useVisibleRange';

/** A ResizeObserver that reports only when the test says the page resized. */
class PageResize {
  static observers: PageResize[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    PageResize.observers.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    PageResize.observers = PageResize.observers.filter((observer) => observer !== this);
  }
  static resize() {
    for (const observer of PageResize.observers) observer.callback([], observer as unknown as ResizeObserver);
  }
}

const rows = (count: number): Span[] => Array.from({ length: count }, (_, index) => ({ start: index * 100, size: 100 }));

/** The grid's container at `top.value` px from the window's top; counts the reads of its position. */
const top = { value: 0 };
let reads = 0;
const jsdomHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight');

function Grid({ spans }: { spans: readonly Span[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [from, to] = useVisibleRange(container, spans);
  return (
    <div
      ref={(element) => {
        container.current = element;
        if (element)
          element.getBoundingClientRect = () => {
            reads += 1;
            return DOMRect.fromRect({ x: 0, y: top.value, width: 800, height: spans.length * 100 });
          };
      }}
      data-testid="grid"
      data-range={`${from}-${to}`}
    />
  );
}

/** The range drawn once the overscan's slices are done: the same over three frames. */
async function settledRange(): Promise<string> {
  const range = () => document.querySelector('[data-testid="grid"]')?.getAttribute('data-range') ?? '';
  let same = 0;
  for (let frame = 0; frame < 40 && same < 3; frame += 1) {
    const before = range();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    same = range() === before ? same + 1 : 0;
  }
  return range();
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', PageResize);
  PageResize.observers = [];
  top.value = 0;
  reads = 0;
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom's own window height again, for the test files that share this worker's window
  if (jsdomHeight) Object.defineProperty(window, 'innerHeight', jsdomHeight);
});

describe('useVisibleRange', () => {
  it('ranges new rows with the position it read before, and reads it again when the page or the window resizes', async () => {
    const { rerender } = render(<Grid spans={rows(10)} />);
    // rows 0–7 in the 800 px window, and three quarters of a window below: all ten
    expect(await settledRange()).toBe('0-10');
    expect(reads).toBe(1);

    // a month loaded: 40 rows now, the same container
    rerender(<Grid spans={rows(40)} />);
    expect(await settledRange()).toBe('0-14');
    expect(reads).toBe(1);

    // a banner above the grid: the page resizes, and the grid is 1,000 px further down
    top.value = 1000;
    act(() => PageResize.resize());
    expect(reads).toBe(2);
    // only the last 400 px of the overscan's 600 reach into the grid: rows 0–3
    expect(await settledRange()).toBe('0-4');

    top.value = 0;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(reads).toBe(3);
    expect(await settledRange()).toBe('0-14');
  });

  it('in a scroll area, reads the position again with new rows', async () => {
    const area = document.createElement('div');
    area.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 800 });
    Object.defineProperty(area, 'clientHeight', { value: 800 });
    const scroller = { current: area };
    const inArea = (children: ReactNode) => <GridScrollerContext.Provider value={scroller}>{children}</GridScrollerContext.Provider>;
    const { rerender } = render(inArea(<Grid spans={rows(10)} />));
    expect(await settledRange()).toBe('0-10');
    const before = reads;

    rerender(inArea(<Grid spans={rows(40)} />));
    expect(await settledRange()).toBe('0-14');
    expect(reads).toBeGreaterThan(before);
  });
});
