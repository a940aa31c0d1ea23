// The fault switch for a page's calls: each rule fails with a 500, a timeout or a malformed body
// for the requests an action causes, then goes. A rule is scoped to the page's own browser context
// (support.ts setFault), names its path exactly (or a prefix ending in *) and applies a set number
// of times: a GET is tried three times on a 500 (two retries), anything else once. A timeout is a
// sandbox latency beyond the app's SERVICE_TIMEOUT_MS, reached at once: the page's clock (installed
// before the app starts) jumps past the timeout while the request waits.
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { SERVICE_TIMEOUT_MS } from '../../../schemas/tunables';
import { clearFault, faultHits, setFault } from '../support';

/** How long no request of the page may start or end before the clock jumps for a timeout. */
const QUIET_MS = 750;

export const KINDS = ['500', 'timeout', 'malformed'] as const;
export type Kind = (typeof KINDS)[number];

export interface Rule {
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A malformed answer's body: JSON the schema rejects (the default), or JSON that does not parse. */
  malformed?: 'schema' | 'json';
}

const matches = (rule: Rule, url: string, method: string) => {
  const path = new URL(url).pathname;
  return method === rule.method && (rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path);
};

/**
 * Makes the rules fail with `kind` for the requests `act` causes, then clears them. For a timeout
 * the page's clock jumps past SERVICE_TIMEOUT_MS once the faulted requests wait and every other
 * request of the page is done (the jump times out whatever is still on its way).
 */
export async function failing(page: Page, request: APIRequestContext, kind: Kind, rules: Rule[], act: () => Promise<unknown>) {
  const applied: Array<{ id: string; times: number }> = [];
  for (const rule of rules) {
    const times = kind === '500' && rule.method === 'GET' ? 3 : 1;
    const fault =
      kind === '500'
        ? { status: 500 }
        : kind === 'timeout'
          ? { latencyMs: SERVICE_TIMEOUT_MS + 5_000 }
          : { malformed: rule.malformed ?? 'schema' };
    applied.push({ id: (await setFault(page, { path: rule.path, method: rule.method, times, ...fault })).id, times });
  }
  const others = new Set<Request>();
  let lastSeen = Date.now();
  const started = (req: Request) => {
    lastSeen = Date.now();
    if (!rules.some((rule) => matches(rule, req.url(), req.method()))) others.add(req);
  };
  const ended = (req: Request) => {
    lastSeen = Date.now();
    others.delete(req);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await act();
    // every try met its fault (a GET's retries too) before the rules go
    for (const { id, times } of applied) await expect.poll(() => faultHits(request, id)).toBe(times);
    if (kind === 'timeout') {
      // The browser reports a request to the test a moment after the page's timer for it started,
      // and a faulted request can reach the sandbox before a sibling call of the same load is
      // reported: the page's other requests must be done and none seen for a quiet spell.
      await expect
        .poll(() => ({ pending: [...others].map((req) => req.url()), quiet: Date.now() - lastSeen >= QUIET_MS }), {
          intervals: [100],
        })
        .toEqual({ pending: [], quiet: true });
      await page.clock.fastForward(SERVICE_TIMEOUT_MS + 1_000);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
    for (const { id } of applied) await clearFault(request, id);
  }
}
