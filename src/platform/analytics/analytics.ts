// The analytics adapter (DECISIONS 31): one `track(name, params)` for the app. Nothing is sent
// without analytics consent: until the cookie consent (src/app/consent) says yes, `track` does
// nothing. The app's sink posts to config.json's analytics collector (collectorSink.ts) and is
// configured once the page has painted (it may wait: docs/PERFORMANCE.md); events tracked with
// consent before that wait for it, the first WAITING_LIMIT of them. The consent actor sets
// `setAnalyticsConsent` from the choice in effect.

export interface AnalyticsEvent {
  name: string;
  params: Readonly<Record<string, string | number | boolean>>;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** How many events tracked before the sink is configured are kept for it. */
export const WAITING_LIMIT = 20;

const state: { consent: boolean; sink: AnalyticsSink | null; waiting: AnalyticsEvent[] } = { consent: false, sink: null, waiting: [] };

export function configureAnalytics({ sink }: { sink: AnalyticsSink | null }): void {
  state.sink = sink;
  const waiting = state.waiting;
  state.waiting = [];
  for (const event of waiting) send(event);
}

/** Analytics consent as the customer gave it (false until given). */
export function setAnalyticsConsent(granted: boolean): void {
  state.consent = granted;
}

export function hasAnalyticsConsent(): boolean {
  return state.consent;
}

/** Sends an event to the configured sink, only with consent. Never throws. */
export function track(name: string, params: AnalyticsEvent['params'] = {}): void {
  if (!state.consent) return;
  if (state.sink === null) {
    if (state.waiting.length < WAITING_LIMIT) state.waiting.push({ name, params });
    return;
  }
  send({ name, params });
}

function send(event: AnalyticsEvent): void {
  try {
    state.sink?.(event);
  } catch {
    // analytics must never break the app
  }
}

/** Tests: no consent, no sink, nothing waiting. */
export function resetAnalytics(): void {
  state.consent = false;
  state.sink = null;
  state.waiting = [];
}
