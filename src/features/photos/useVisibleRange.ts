import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Span {
  start: number;
  size: number;
}

/** Extra height rendered above and below the viewport, as a share of the viewport's height. */
export const OVERSCAN_SHARE = 0.75;

/** Index of the first span that ends after `offset` (spans sorted by start). */
export function firstEndingAfter(spans: readonly Span[], offset: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const span = spans[mid];
    if (span && span.start + span.size <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** [from, to) of the spans within the viewport (plus overscan) of a list in the window's scroll. */
export function rangeOf(spans: readonly Span[], top: number, height: number): [number, number] {
  const overscan = height * OVERSCAN_SHARE;
  const from = firstEndingAfter(spans, top - overscan);
  let to = from;
  const bottom = top + height + overscan;
  while (to < spans.length) {
    const span = spans[to];
    if (!span || span.start >= bottom) break;
    to++;
  }
  return [from, to];
}

/**
 * Window virtualisation with exact heights: the spans (rows, with their offsets in the container)
 * near the viewport. The document scrolls (docs/PHOTOS.md); the container's own position is read on
 * each scroll and resize, and the range changes only when a span enters or leaves it.
 */
export function useVisibleRange(container: RefObject<HTMLElement | null>, spans: readonly Span[]): [number, number] {
  const [range, setRange] = useState<[number, number]>([0, 0]);
  useLayoutEffect(() => {
    const update = () => {
      const element = container.current;
      if (!element) return;
      const top = -element.getBoundingClientRect().top;
      const next = rangeOf(spans, top, window.innerHeight || document.documentElement.clientHeight);
      setRange((current) => (current[0] === next[0] && current[1] === next[1] ? current : next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // a layout change above the list (a banner, an alert) moves it: measure again
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [container, spans]);
  return range;
}

/** The container's width, following resizes. */
export function useWidth(container: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);
  return width;
}
