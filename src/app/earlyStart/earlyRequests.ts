// The app's side of the early start (earlyStart.ts): takes the requests index.html's early script
// sent, and lets the API clients use their responses as if they had sent the requests themselves.
import { EARLY_START_KEY, type EarlyRequest, type EarlyRequests } from './earlyStart';

const NAMES = ['config', 'sessionRefresh', 'timelineCounts', 'photoSummary', 'firstMonthPage'] as const satisfies readonly (keyof EarlyRequests)[];

function isEarlyRequest(value: unknown): value is EarlyRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'method') === 'string' &&
    typeof Reflect.get(value, 'url') === 'string' &&
    Reflect.get(value, 'response') instanceof Promise
  );
}

/** What a promise of the early start holds once settled: the request, or null for anything else. */
async function checked(value: unknown): Promise<EarlyRequest | null> {
  try {
    const request: unknown = await value;
    return isEarlyRequest(request) ? request : null;
  } catch {
    return null;
  }
}

/**
 * The early start's requests, taken once: a second call, or a page without the early script
 * (component tests, an index.html from before it) answers null, and the app sends its own.
 */
export function takeEarlyRequests(win: object): EarlyRequests | null {
  const value: unknown = Reflect.get(win, EARLY_START_KEY);
  Reflect.deleteProperty(win, EARLY_START_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const requests: Partial<EarlyRequests> = {};
  for (const name of NAMES) requests[name] = checked(Reflect.get(value, name));
  const { config, sessionRefresh, timelineCounts, photoSummary, firstMonthPage } = requests;
  if (!config || !sessionRefresh || !timelineCounts || !photoSummary || !firstMonthPage) return null;
  return { config, sessionRefresh, timelineCounts, photoSummary, firstMonthPage };
}

function methodAndUrl(input: RequestInfo | URL, init: RequestInit | undefined): { method: string; url: string } {
  if (input instanceof Request) return { method: input.method, url: input.url };
  return { method: (init?.method ?? 'GET').toUpperCase(), url: new URL(String(input), globalThis.location?.href).href };
}

function signalOf(input: RequestInfo | URL, init: RequestInit | undefined): AbortSignal | null {
  return init?.signal ?? (input instanceof Request ? input.signal : null);
}

/** The early response, or an AbortError as soon as the caller's signal aborts (as fetch does). */
function answer(response: Promise<Response>, signal: AbortSignal | null): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A fetch that answers a request with the same method and URL as one of the early requests with
 * that early response (each one once, to one caller), and sends every other request with `send`.
 * While an early request is not sent yet, a request waits for it (it would only send the same).
 */
export function fetchWithEarly(
  early: readonly Promise<EarlyRequest | null>[],
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  const waiting = new Set(early);
  return async (input, init) => {
    const { method, url } = methodAndUrl(input, init);
    for (const candidate of [...waiting]) {
      const request = await candidate;
      if (!waiting.has(candidate)) continue;
      if (request === null) {
        waiting.delete(candidate);
        continue;
      }
      if (request.method === method && request.url === url) {
        waiting.delete(candidate);
        return answer(request.response, signalOf(input, init));
      }
    }
    return send(input, init);
  };
}
