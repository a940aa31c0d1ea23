import type { AnalyticsSink } from '@/platform/analytics/analytics';

/**
 * The analytics sink of a collector URL (config.json `thirdParty.analytics`): each event is posted
 * as JSON, fire and forget (`keepalive` so that the last page view of a page left still arrives).
 * It only ever runs through `track`, which calls no sink without analytics consent.
 */
export function collectorSink(url: string, fetchImpl: typeof fetch = fetch): AnalyticsSink {
  return (event) => {
    fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event), keepalive: true }).catch(
      () => undefined,
    );
  };
}
