// The error reporter (spec S0 §8, docs/CONTRACTS.md "Error reporter"): every report goes to the
// console and, once configured, is POSTed as an ErrorReport to config.services.errors.
// It never throws, and drops a report identical to one made less than a second before.
import { ErrorReport } from '@schemas/errorReport';
import { cleanText } from '@schemas/text';
import { errorDetail, errorMessage } from '@/api/http';
import { ERROR_REPORT_DEDUPE_WINDOW_MS } from '@schemas/tunables';

/** Reports made before configureErrorReporter() wait here (the oldest are dropped beyond this). */
const MAX_PENDING = 20;

interface ReporterOptions {
  /** origin a relative reporter URL is resolved against; defaults to window.location.origin */
  origin?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** the page URL sent along with each report; defaults to location.href */
  pageUrl?: () => string | undefined;
  /** set to false to silence the console (tests) */
  console?: boolean;
}

interface ReporterState {
  endpoint: string | null;
  options: ReporterOptions;
  pending: ErrorReport[];
  recent: Map<string, number>;
}

const state: ReporterState = { endpoint: null, options: {}, pending: [], recent: new Map() };

const now = () => (state.options.now ?? Date.now)();

function pageUrl(): string | undefined {
  if (state.options.pageUrl) return state.options.pageUrl();
  return typeof location === 'undefined' ? undefined : location.href;
}

function post(report: ErrorReport): void {
  const endpoint = state.endpoint;
  if (endpoint === null) {
    state.pending.push(report);
    if (state.pending.length > MAX_PENDING) state.pending.shift();
    return;
  }
  const send = state.options.fetch ?? (typeof fetch === 'undefined' ? undefined : fetch);
  if (!send) return;
  try {
    send(endpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // the reporter must never throw
  }
}

/** Sets where reports go (`config.services.errors`) and sends the reports made before. */
export function configureErrorReporter(url: string, options: ReporterOptions = {}): void {
  try {
    state.options = options;
    const origin = options.origin ?? (typeof location === 'undefined' ? undefined : location.origin);
    state.endpoint = new URL(url, origin).href;
    const pending = state.pending.splice(0);
    for (const report of pending) post(report);
  } catch (error) {
    state.endpoint = null;
    console.error('[errors] reporter URL could not be used', url, error);
  }
}

/** Logs an error to the console and to the error-reporting service. Never throws. */
export function reportError(source: string, error: unknown, detail?: string): void {
  try {
    const message = errorMessage(error);
    const fullDetail = detail ?? errorDetail(error);
    // identical = same source, message and given detail (not the derived stack: it names call sites)
    const key = JSON.stringify([source, message, detail ?? null]);
    const at = now();
    for (const [seen, time] of state.recent) if (at - time >= ERROR_REPORT_DEDUPE_WINDOW_MS) state.recent.delete(seen);
    if (state.recent.has(key)) return;
    state.recent.set(key, at);

    if (state.options.console !== false) console.error(`[${source}] ${message}`, ...(fullDetail ? [fullDetail] : []), error);
    // The service refuses control characters (schemas/text.ts): they are replaced, not lost.
    const url = pageUrl();
    const parsed = ErrorReport.safeParse({
      source: cleanText(source || 'app').slice(0, 200),
      message: cleanText(message, 'multiLine').slice(0, 10_000),
      ...(fullDetail === undefined ? {} : { detail: cleanText(fullDetail.slice(0, 8_000), 'multiLine') }),
      ...(url === undefined ? {} : { url: cleanText(url).slice(0, 4_000) }),
      at: new Date(at).toISOString(),
    });
    if (parsed.success) post(parsed.data);
  } catch {
    // the reporter must never throw
  }
}

/** For tests: forget the endpoint, the pending reports and the de-duplication memory. */
export function resetErrorReporter(): void {
  state.endpoint = null;
  state.options = {};
  state.pending = [];
  state.recent.clear();
}
