import { useCallback, useRef, useState, type PointerEvent } from 'react';
import {
  clampPan,
  closesOnSwipeDown,
  dragOffset,
  isDoubleTap,
  MIN_ZOOM,
  swipeOutcome,
  toggleZoom,
  type Ends,
  type Point,
  type Size,
} from './gestures';

/** Movement (px) below which a press counts as a tap or a click. */
const TAP_SLOP = 10;

/** The photo's laid-out size at zoom 1 (transforms left out), the box's without a photo. */
function imageSize(box: HTMLElement, fallback: Size): Size {
  const image = box.querySelector('img');
  return image && image.offsetWidth > 0 ? { width: image.offsetWidth, height: image.offsetHeight } : fallback;
}

interface Press {
  id: number;
  touch: boolean;
  start: Point;
  panAtStart: Point;
  moved: boolean;
}

export interface PreviewGestureHandlers {
  onNavigate(direction: 'next' | 'previous'): void;
  onClose(): void;
}

/**
 * Pointer gestures on the preview's photo (S1 §2): on touch, swipe sideways to navigate (rubber-band
 * at the ends), swipe down to close, double-tap to zoom; with a mouse, click to zoom; drag to pan
 * while zoomed. Returns the photo's transform and the handlers for its box.
 */
export function usePreviewGestures(ends: Ends, handlers: PreviewGestureHandlers) {
  const [scale, setScale] = useState(MIN_ZOOM);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const [drag, setDrag] = useState<Point>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const press = useRef<Press | null>(null);
  const lastTap = useRef<number | null>(null);

  const reset = useCallback(() => {
    setScale(MIN_ZOOM);
    setPan({ x: 0, y: 0 });
    setDrag({ x: 0, y: 0 });
    setDragging(false);
    press.current = null;
    lastTap.current = null;
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    press.current = {
      id: event.pointerId,
      touch: event.pointerType === 'touch',
      start: { x: event.clientX, y: event.clientY },
      panAtStart: pan,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    current.moved = true;
    setDragging(true);
    const box = event.currentTarget.getBoundingClientRect();
    if (scale > MIN_ZOOM) {
      setPan(clampPan({ x: current.panAtStart.x + dx, y: current.panAtStart.y + dy }, scale, box, imageSize(event.currentTarget, box)));
    } else if (current.touch) {
      setDrag(Math.abs(dx) >= Math.abs(dy) ? { x: dragOffset(dx, ends), y: 0 } : { x: 0, y: Math.max(0, dy) });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    press.current = null;
    setDragging(false);
    setDrag({ x: 0, y: 0 });
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved) {
      // a tap: a click toggles the zoom with a mouse, a double-tap on touch
      if (!current.touch) {
        zoomToggle();
        return;
      }
      if (isDoubleTap(lastTap.current, event.timeStamp)) {
        lastTap.current = null;
        zoomToggle();
      } else lastTap.current = event.timeStamp;
      return;
    }
    if (scale > MIN_ZOOM || !current.touch) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (Math.abs(dx) >= Math.abs(dy)) {
      const outcome = swipeOutcome(dx, box.width, ends);
      if (outcome) handlers.onNavigate(outcome);
    } else if (closesOnSwipeDown(dy, box.height)) handlers.onClose();
  };

  const onPointerCancel = () => {
    press.current = null;
    setDragging(false);
    setDrag({ x: 0, y: 0 });
  };

  const zoomToggle = () => {
    setScale((value) => toggleZoom(value));
    setPan({ x: 0, y: 0 });
  };

  const transform = `translate3d(${drag.x + pan.x}px, ${drag.y + pan.y}px, 0) scale(${scale})`;
  return {
    scale,
    dragging,
    transform,
    reset,
    zoomToggle,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
