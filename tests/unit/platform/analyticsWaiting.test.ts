import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, resetAnalytics, setAnalyticsConsent, track, WAITING_LIMIT } from '@/platform/analytics/analytics';

describe('analytics before its collector is configured (it may wait for the first paint)', () => {
  afterEach(() => resetAnalytics());

  it('hands the events tracked with consent to the sink once it is configured, in order', () => {
    setAnalyticsConsent(true);
    track('page.view', { route: 'orders' });
    track('photoPreview.navigate', { direction: 'next' });
    const sink = vi.fn();
    configureAnalytics({ sink });
    expect(sink.mock.calls).toEqual([
      [{ name: 'page.view', params: { route: 'orders' } }],
      [{ name: 'photoPreview.navigate', params: { direction: 'next' } }],
    ]);
    track('page.view', { route: 'home' });
    expect(sink).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing tracked without consent', () => {
    track('page.view', { route: 'orders' });
    setAnalyticsConsent(true);
    const sink = vi.fn();
    configureAnalytics({ sink });
    expect(sink).not.toHaveBeenCalled();
  });

  it(`keeps at most ${WAITING_LIMIT} events`, () => {
    setAnalyticsConsent(true);
    for (let index = 0; index < WAITING_LIMIT + 5; index += 1) track('page.view', { index });
    const sink = vi.fn();
    configureAnalytics({ sink });
    expect(sink).toHaveBeenCalledTimes(WAITING_LIMIT);
  });
});
