// The analytics adapter (DECISIONS 31): one `track(name, params)` for the app. Nothing is sent
// without analytics consent: until a consent source says yes (there is no cookie-consent flow yet,
// so by default nothing is sent) or while no sink is configured, `track` does nothing. A real
// deployment plugs its tag manager in with `configureAnalytics({ sink })` and grants consent with
// `setAnalyticsConsent(true)` from its consent banner.

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
