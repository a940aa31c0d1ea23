// The analytics adapter (DECISIONS 31): one `track(name, params)` for the app. Nothing is sent
// without analytics consent: until the cookie consent (src/app/consent) says yes, or while no sink
// is configured, `track` does nothing. The app's sink posts to config.json's analytics collector
// (collectorSink.ts); the consent actor sets `setAnalyticsConsent` from the choice in effect.

export interface AnalyticsEvent {
  name: string;
  params: Readonly<Record<string, string | number | boolean>>;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const state: { consent: boolean; sink: AnalyticsSink | null } = { consent: false, sink: null };

export function configureAnalytics({ sink }: { sink: AnalyticsSink | null }): void {
  state.sink = sink;
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
  if (!state.consent || state.sink === null) return;
  try {
    state.sink({ name, params });
  } catch {
    // analytics must never break the app
  }
}

/** Tests: no consent, no sink. */
export function resetAnalytics(): void {
  state.consent = false;
  state.sink = null;
}
