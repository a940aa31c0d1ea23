// The preview's gesture math (spec S1 §2 Photo preview, §9): swipe thresholds, rubber-banding at the
// ends, swipe-down to close, double-tap, zoom toggle and pan limits. Pure: unit-tested on its own,
// used by usePreviewGestures.

/** A swipe (sideways or down) counts beyond this share of the width (height). */
export const SWIPE_THRESHOLD = 0.35;
/** Zoom toggles between these (S1 §9). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 2.5;
/** Two taps within this many ms are a double-tap (S1 §9). */
export const DOUBLE_TAP_MS = 200;
/** Drag speed factors (S1 §9): the photo follows the finger fast, and slowly past an end. */
export const FAST_DRAG_FACTOR = 1.5;
export const SLOW_DRAG_FACTOR = 0.2;

export interface Ends {
  /** no previous photo */
  atStart: boolean;
  /** no next photo */
  atEnd: boolean;
}

/**
 * How far the photo moves sideways for a finger moved `dx` px: fast while a neighbour waits on
 * that side, slow (rubber-banding) past an end: dragging right at the first photo, left at the last.
 */
export function dragOffset(dx: number, ends: Ends): number {
  const pastEnd = (dx > 0 && ends.atStart) || (dx < 0 && ends.atEnd);
  return dx * (pastEnd ? SLOW_DRAG_FACTOR : FAST_DRAG_FACTOR);
}

/** What a finished sideways swipe does: beyond 35 % of the width, towards a photo that exists. */
export function swipeOutcome(dx: number, width: number, ends: Ends): 'next' | 'previous' | null {
  if (width <= 0 || Math.abs(dx) <= width * SWIPE_THRESHOLD) return null;
  if (dx < 0) return ends.atEnd ? null : 'next';
  return ends.atStart ? null : 'previous';
}

/** A swipe down beyond 35 % of the height closes the preview (mobile). */
export function closesOnSwipeDown(dy: number, height: number): boolean {
  return height > 0 && dy > height * SWIPE_THRESHOLD;
}

/** A tap at `now` after one at `previous` (ms) makes a double-tap. */
export function isDoubleTap(previous: number | null, now: number): boolean {
  return previous !== null && now - previous >= 0 && now - previous <= DOUBLE_TAP_MS;
}

export function toggleZoom(scale: number): number {
  return scale > MIN_ZOOM ? MIN_ZOOM : MAX_ZOOM;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Keeps a zoomed photo over its box: the pan (in screen px, around the centre) is limited on each
 * axis to half of what the zoomed photo overflows the box by (`image`: the photo's size at zoom 1,
 * the box by default), so no empty band opens beside an edge; no pan where the photo fits.
 */
export function clampPan(pan: Point, scale: number, box: Size, image: Size = box): Point {
  const limitX = Math.max(0, (image.width * scale - box.width) / 2);
  const limitY = Math.max(0, (image.height * scale - box.height) / 2);
  const clamp = (value: number, limit: number) => (limit === 0 ? 0 : Math.min(limit, Math.max(-limit, value)));
  return { x: clamp(pan.x, limitX), y: clamp(pan.y, limitY) };
}
