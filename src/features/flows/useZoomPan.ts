import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.15;
const MAX_SCALE = 4;
const STEP = 1.25;
const PAN = 60;

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zooms `view` by `factor` around the point (px, py) of the viewport. */
export function zoomAround(view: View, factor: number, px: number, py: number): View {
  const scale = clamp(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

/** Space kept above a fitted picture. */
const FIT_TOP = 8;

/**
 * The view that shows all of a `width` × `height` picture in the viewport: centred across, at the
 * top (a wide picture in a tall viewport would otherwise sit below an empty band).
 */
export function fitView(width: number, height: number, viewportWidth: number, viewportHeight: number): View {
  if (width <= 0 || height <= 0 || viewportWidth <= 0 || viewportHeight <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clamp(Math.min(viewportWidth / width, (viewportHeight - FIT_TOP) / height, 1.25));
  return { scale, x: (viewportWidth - width * scale) / 2, y: FIT_TOP };
}

/**
 * Wheel and pinch zoom, drag to pan, and the keyboard (arrows pan, + and − zoom, 0 fits) for a
 * picture of `width` × `height` in the viewport element.
 */
export function useZoomPan(viewport: RefObject<HTMLDivElement | null>, width: number, height: number) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const size = useCallback(() => {
    const element = viewport.current;
    return element ? { w: element.clientWidth, h: element.clientHeight } : { w: 0, h: 0 };
  }, [viewport]);

  const fit = useCallback(() => {
    const { w, h } = size();
    setView(fitView(width, height, w, h));
  }, [size, width, height]);

  const zoom = useCallback(
    (factor: number) => {
      const { w, h } = size();
      setView((current) => zoomAround(current, factor, w / 2, h / 2));
    },
    [size],
  );

  useEffect(() => {
    fit();
  }, [fit]);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015));
      setView((current) => zoomAround(current, factor, event.clientX - rect.left, event.clientY - rect.top));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [viewport]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const next = { x: event.clientX, y: event.clientY };
    const other = others[0]?.[1];
    if (other) {
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(next.x - other.x, next.y - other.y);
      const rect = event.currentTarget.getBoundingClientRect();
      if (before > 0)
        setView((current) => zoomAround(current, after / before, (next.x + other.x) / 2 - rect.left, (next.y + other.y) / 2 - rect.top));
    } else {
      setView((current) => ({ ...current, x: current.x + next.x - previous.x, y: current.y + next.y - previous.y }));
    }
    pointers.current.set(event.pointerId, next);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [PAN, 0], ArrowRight: [-PAN, 0], ArrowUp: [0, PAN], ArrowDown: [0, -PAN] };
    const move = moves[event.key];
    if (move) {
      setView((current) => ({ ...current, x: current.x + move[0], y: current.y + move[1] }));
    } else if (event.key === '+' || event.key === '=') {
      zoom(STEP);
    } else if (event.key === '-' || event.key === '_') {
      zoom(1 / STEP);
    } else if (event.key === '0') {
      fit();
    } else {
      return;
    }
    event.preventDefault();
  };

  return {
    view,
    zoomIn: () => zoom(STEP),
    zoomOut: () => zoom(1 / STEP),
    fit,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
