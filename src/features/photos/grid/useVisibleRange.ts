import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLatest } from '@/platform/hooks/useLatest';
import { useBreakpoint } from '@/ui/useBreakpoint';
import { gridGeometry, thumbnailSizeOf, type GridGeometry, type GridThumbnailSize } from './layout';

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
export function rangeOf(spans: readonly Span[], top: number, height: number, overscanShare = OVERSCAN_SHARE): [number, number] {
  const overscan = height * overscanShare;
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

/** How far above and below the viewport a span counts as seen (a month starts loading): 200 px. */
export const SEEN_MARGIN = 200;

/** Spans the overscan grows by on each side per frame, once those in the viewport are rendered. */
export const OVERSCAN_SPANS_PER_FRAME = 2;

/**
 * The next range to render on the way to `target` (viewport and overscan): every span in the
 * viewport (`inView`) at once, what is still wanted of the `current` range, and at most
 * `OVERSCAN_SPANS_PER_FRAME` more on each side. A jump, or a month opening in full, so mounts what
 * the customer sees in one commit and the overscan over the next frames, a few rows at a time.
 */
export function nextRange(
  current: readonly [number, number],
  inView: readonly [number, number],
  target: readonly [number, number],
): [number, number] {
  let [from, to] = inView;
  const keptFrom = Math.max(current[0], target[0]);
  const keptTo = Math.min(current[1], target[1]);
  // what is still wanted of the current range, when it joins the viewport's
  if (keptFrom <= to && keptTo >= from) {
    from = Math.min(from, keptFrom);
    to = Math.max(to, keptTo);
  }
  return [Math.max(target[0], from - OVERSCAN_SPANS_PER_FRAME), Math.min(target[1], to + OVERSCAN_SPANS_PER_FRAME)];
}

/**
 * The element a grid scrolls in when it is not the document: a modal's scroll area (the add-photos
 * picker). Without one, the grid scrolls with the window.
 */
export const GridScrollerContext = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * Window virtualisation with exact heights (or in the scroll area of GridScrollerContext): the spans
 * (rows, with their offsets in the container) near the viewport. The document scrolls
 * (docs/PHOTOS.md); the container's own position is measured once, and again on a resize of the
 * window or the page; a scroll only reads scrollY, and the range changes only when a span enters or
 * leaves it. New spans (a month loaded, a new width) change what is below the container's top, not
 * where it is: they are ranged with the position measured before, without reading the layout in the
 * commit that draws them (content above the grid that changes resizes the page, which measures
 * again; in a scroll area the position is measured again with them). The spans in the viewport
 * render at once, the overscan around them over the next frames (nextRange). `onSeen` hears of the
 * spans within SEEN_MARGIN of the viewport whenever they change, from the same measure (no render for
 * it). Answers [from, to) of the spans to render, and how far down the container the first screen
 * reached when the grid was first measured (0 before): the spans above it are what the customer saw
 * first, whose thumbnails are fetched first (GridRow's `first`).
 */
export function useVisibleRange(
  container: RefObject<HTMLElement | null>,
  spans: readonly Span[],
  onSeen?: (seen: readonly [number, number]) => void,
): [number, number, number] {
  const scroller = useContext(GridScrollerContext);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const [firstScreen, setFirstScreen] = useState(0);
  const firstScreenMeasured = useRef(false);
  // the range last asked for: the next frame's slice grows from it
  const asked = useRef(range);
  const seenListener = useLatest(onSeen);
  // the container's top in the document: measured once per layout change, not on every scroll nor on
  // new spans (a read of the layout right after rows were rendered would make the browser lay out at
  // once, and again for the rows the new range adds)
  const offsetRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    offsetRef.current = null;
  }, [container, scroller]);
  useLayoutEffect(() => {
    let frame = 0;
    // the spans last reported seen (reported again after a change of spans: they may be others)
    let seen: readonly [number, number] | null = null;
    const box = scroller?.current ?? null;
    // A scroll area (a modal's) keeps its size when what is above the grid in it changes, so the
    // page's resize would not tell: there the position is measured again with every new spans.
    if (box) offsetRef.current = null;
    const scrollTop = () => (box ? box.scrollTop : window.scrollY);
    const update = () => {
      cancelAnimationFrame(frame);
      const element = container.current;
      if (!element) return;
      const offset = (offsetRef.current ??=
        element.getBoundingClientRect().top - (box ? box.getBoundingClientRect().top : 0) + scrollTop());
      const top = scrollTop() - offset;
      const height = box ? box.clientHeight : window.innerHeight || document.documentElement.clientHeight;
      if (!firstScreenMeasured.current) {
        firstScreenMeasured.current = true;
        setFirstScreen(top + height);
      }
      const listener = seenListener.current;
      if (listener) {
        const now = rangeOf(spans, top - SEEN_MARGIN, height + 2 * SEEN_MARGIN, 0);
        if (!seen || now[0] !== seen[0] || now[1] !== seen[1]) {
          seen = now;
          listener(now);
        }
      }
      const target = rangeOf(spans, top, height);
      const next = nextRange(asked.current, rangeOf(spans, top, height, 0), target);
      if (next[0] !== asked.current[0] || next[1] !== asked.current[1]) {
        asked.current = next;
        setRange(next);
      }
      if (next[0] !== target[0] || next[1] !== target[1]) frame = requestAnimationFrame(update);
    };
    const measureAgain = () => {
      offsetRef.current = null;
      update();
    };
    update();
    const scrolling: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = box ?? window;
    scrolling.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', measureAgain);
    // a layout change above the list (a banner, an alert, the sticky toolbar) moves it: measure again
    const observer = new ResizeObserver(measureAgain);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      scrolling.removeEventListener('scroll', update);
      window.removeEventListener('resize', measureAgain);
      observer.disconnect();
    };
  }, [container, spans, scroller, seenListener]);
  return [range[0], range[1], firstScreen];
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

/**
 * The grid's geometry in its container: columns and gap by breakpoint, square tiles filling the
 * width, and the thumbnail size by breakpoint. The same object while nothing of it changes, so that
 * rows given it stay memoised.
 */
export function useGridGeometry(container: RefObject<HTMLElement | null>): {
  width: number;
  geometry: GridGeometry;
  size: GridThumbnailSize;
} {
  const band = useBreakpoint();
  const width = useWidth(container);
  const geometry = useMemo(() => gridGeometry(width, band), [width, band]);
  return { width, geometry, size: thumbnailSizeOf(band) };
}
