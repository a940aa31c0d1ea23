// The preview's gesture math (S1 §2 Photo preview, §9), the analytics adapter's consent rule
// (DECISIONS 31) and the timeline month of a photo opened directly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, resetAnalytics, setAnalyticsConsent, track } from '@/platform/analytics/analytics';
import {
  clampPan,
  closesOnSwipeDown,
  DOUBLE_TAP_MS,
  dragOffset,
  FAST_DRAG_FACTOR,
  isDoubleTap,
  MAX_ZOOM,
  MIN_ZOOM,
  SLOW_DRAG_FACTOR,
  SWIPE_THRESHOLD,
  swipeOutcome,
  toggleZoom,
} from '@/features/photos/preview/gestures';

const middle = { atStart: false, atEnd: false };

describe('preview gestures', () => {
  it('uses the spec constants', () => {
    expect([SWIPE_THRESHOLD, MIN_ZOOM, MAX_ZOOM, DOUBLE_TAP_MS, FAST_DRAG_FACTOR, SLOW_DRAG_FACTOR]).toEqual([0.35, 1, 2.5, 200, 1.5, 0.2]);
  });

  it('counts a sideways swipe only beyond 35 % of the width, towards a photo that exists', () => {
    expect(swipeOutcome(-350, 1000, middle)).toBeNull();
    expect(swipeOutcome(-351, 1000, middle)).toBe('next');
    expect(swipeOutcome(351, 1000, middle)).toBe('previous');
    expect(swipeOutcome(500, 1000, { atStart: true, atEnd: false })).toBeNull();
    expect(swipeOutcome(-500, 1000, { atStart: false, atEnd: true })).toBeNull();
    expect(swipeOutcome(-500, 0, middle)).toBeNull();
  });

  it('follows the finger fast, and rubber-bands slowly past an end', () => {
    expect(dragOffset(-100, middle)).toBe(-150);
    expect(dragOffset(100, middle)).toBe(150);
    expect(dragOffset(100, { atStart: true, atEnd: false })).toBeCloseTo(20);
    expect(dragOffset(-100, { atStart: true, atEnd: false })).toBe(-150);
    expect(dragOffset(-100, { atStart: false, atEnd: true })).toBeCloseTo(-20);
  });

  it('closes on a swipe down beyond 35 % of the height', () => {
    expect(closesOnSwipeDown(280, 800)).toBe(false);
    expect(closesOnSwipeDown(281, 800)).toBe(true);
    expect(closesOnSwipeDown(-500, 800)).toBe(false);
  });

  it('tells a double-tap within 200 ms', () => {
    expect(isDoubleTap(null, 1000)).toBe(false);
    expect(isDoubleTap(1000, 1200)).toBe(true);
    expect(isDoubleTap(1000, 1201)).toBe(false);
  });

  it('toggles zoom between 1 and 2.5', () => {
    expect(toggleZoom(1)).toBe(2.5);
    expect(toggleZoom(2.5)).toBe(1);
  });

  it('keeps a zoomed photo covering its box while panning, and does not pan at zoom 1', () => {
    const box = { width: 800, height: 600 };
    // at 2.5 the photo is 2000 × 1500: it may move 600 px sideways and 450 px up or down
    expect(clampPan({ x: 1000, y: -1000 }, 2.5, box)).toEqual({ x: 600, y: -450 });
    expect(clampPan({ x: 100, y: 50 }, 2.5, box)).toEqual({ x: 100, y: 50 });
    expect(clampPan({ x: 100, y: 50 }, 1, box)).toEqual({ x: 0, y: 0 });
  });

  it('pans a portrait photo narrower than its box only as far as it overflows', () => {
    const box = { width: 1200, height: 600 };
    // 400 × 600 at zoom 1 → 1000 × 1500 at 2.5: fits sideways (no pan), overflows 900 px in height
    expect(clampPan({ x: 300, y: 800 }, 2.5, box, { width: 400, height: 600 })).toEqual({ x: 0, y: 450 });
  });
});

describe('analytics adapter', () => {
  afterEach(() => resetAnalytics());

  it('sends nothing without consent, and only to a configured sink', () => {
    const sink = vi.fn();
    track('photoPreview.navigate', { direction: 'next' });
    configureAnalytics({ sink });
    track('photoPreview.navigate', { direction: 'next' });
    expect(sink).not.toHaveBeenCalled();
    setAnalyticsConsent(true);
    track('photoPreview.navigate', { direction: 'previous' });
    expect(sink).toHaveBeenCalledWith({ name: 'photoPreview.navigate', params: { direction: 'previous' } });
    setAnalyticsConsent(false);
    track('photoPreview.navigate', { direction: 'next' });
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it('never throws when the sink does', () => {
    configureAnalytics({
      sink: () => {
        throw new Error('tag manager down');
      },
    });
    setAnalyticsConsent(true);
    expect(() => track('x')).not.toThrow();
  });
});

describe('timeline month of a photo opened directly', () => {
  it('is the UTC month of dateTaken, January 1970 without one', async () => {
    const { timelineMonthOf } = await import('@/features/photos/wiring/previewWiring');
    expect(timelineMonthOf({ dateTaken: '2024-03-31T23:30:00.000Z' })).toEqual({ year: 2024, month: 3 });
    expect(timelineMonthOf({ dateTaken: null })).toEqual({ year: 1970, month: 1 });
    expect(timelineMonthOf({})).toEqual({ year: 1970, month: 1 });
  });
});
