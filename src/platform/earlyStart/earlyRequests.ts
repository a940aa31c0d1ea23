// The app's side of the early start (earlyStart.ts): takes the requests index.html's early script
// sent, and lets the API clients use their responses as if they had sent the requests themselves.
import { EARLY_START_KEY, type EarlyCandidate, type EarlyRequest, type EarlyRequests } from './earlyStart';

function isEarlyRequest(value: unknown): value is EarlyRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'method') === 'string' &&
    typeof Reflect.get(value, 'url') === 'string' &&
    Reflect.get(value, 'response') instanceof Promise &&
    ['function', 'undefined'].includes(typeof Reflect.get(value, 'abort'))
  );
}

/**
 * The early start's requests, taken once: a second call, or a page without the early script
 * (component tests, an index.html from before it) answers null, and the app sends its own. Whatever
 * a promise holds that is not a request (or a list of requests) reads as not sent.
 */
export function takeEarlyRequests(win: object): EarlyRequests | null {
  const value: unknown = Reflect.get(win, EARLY_START_KEY);
  Reflect.deleteProperty(win, EARLY_START_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const requestOf = (sent: unknown) => (isEarlyRequest(sent) ? sent : null);
  const take = (candidate: unknown): EarlyCandidate =>
    Promise.resolve(candidate).then(
      (sent: unknown) => (Array.isArray(sent) ? sent.filter(isEarlyRequest) : requestOf(sent)),
      () => null,
    );
  const listOf = (name: string): EarlyCandidate[] => {
    const list: unknown = Reflect.get(value, name);
    return Array.isArray(list) ? list.map(take) : [];
  };
  return {
    config: Promise.resolve(Reflect.get(value, 'config')).then(requestOf, () => null),
    sessionRefresh: Promise.resolve(Reflect.get(value, 'sessionRefresh')).then(requestOf, () => null),
    startUp: listOf('startUp'),
    data: listOf('data'),
  };
}

/**
 * The early response, or the abort reason as soon as the caller's signal aborts (as fetch does);
 * the early request is cancelled then too, as the caller's own fetch would be.
 */
function answer({ response, abort: cancel }: EarlyRequest, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => {
      cancel?.();
      reject(signal.reason);
    };
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject);
  });
}

/**
 * A fetch that answers a request with the same method and URL as one of the early requests with
 * that early response (each one once, to one caller), and sends every other request with `send`.
 * While an early request is not sent yet, a request waits for it (it would only send the same); a
 * list waits for the answer it is read from, which the app's own request for that answer bounds
 * (its timeout cancels the early one).
 */
export function fetchWithEarly(
  early: readonly EarlyCandidate[],
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  const waiting = new Set<EarlyCandidate>(early);
  return async (input, init) => {
    // read, never copied: copying a Request would take its body from the request that is sent
    const request =
      input instanceof Request
        ? input
        : {
            method: (init?.method ?? 'GET').toUpperCase(),
            url: new URL(String(input), globalThis.location?.href).href,
            signal: init?.signal,
          };
    for (const candidate of waiting) {
      const sent = await candidate;
      if (!waiting.has(candidate)) continue;
      if (sent === null) waiting.delete(candidate);
      else if (isList(sent)) {
        // each request of the list waits in the set on its own (a Set's loop visits what is added)
        waiting.delete(candidate);
        for (const each of sent) waiting.add(Promise.resolve(each));
      } else if (sent.method === request.method && sent.url === request.url) {
        waiting.delete(candidate);
        return answer(sent, request.signal);
      }
    }
    return send(input, init);
  };
}

const isList = (value: EarlyRequest | readonly EarlyRequest[]): value is readonly EarlyRequest[] => Array.isArray(value);
