import type { FastifyRequest } from 'fastify';

/**
 * The one path form that every path rule of the sandbox matches against (the test tools' guard,
 * the answer-header rules, the fault switch's exemption, the app's fallback): the router accepts
 * `/%5F%5Fsandbox/reset` and `/%61pi/...` as `/__sandbox/reset` and `/api/...`, so a rule that
 * compared the raw URL could be walked around by spelling the path another way.
 *
 * The raw path (no query, no fragment) is percent-decoded until nothing changes (escapes in either
 * case, escapes of escapes), backslashes count as slashes (browsers send them so), and the
 * segments are normalised: empty segments (double slashes) and `.` dropped, `..` removes the
 * segment before it. The result always starts with `/` and has no trailing slash (but `/` itself).
 * It may name a path the router would not route (`/a/../__sandbox/reset`): for guards that errs on
 * the safe side.
 */
const MAX_DECODE_ROUNDS = 4;

/** One round of percent-decoding; a sequence that is not UTF-8 decodes escape by escape (ASCII only). */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

export function canonicalPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodeOnce(path);
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Whether a canonical path is `prefix` itself or below it (`prefix` without a trailing slash). */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether the request is for something under `prefix`: by its canonical path, or by the route the
 * router matched (a pattern such as `/__sandbox/reset`), whichever says so.
 */
export function requestIsUnder(request: FastifyRequest, prefix: string): boolean {
  const route = request.routeOptions.url;
  return isUnder(canonicalPath(request.url), prefix) || (route !== undefined && isUnder(canonicalPath(route), prefix));
}

/** The first segment of the request's canonical path (`api`, `oidc`, `__sandbox`, …; '' for `/`). */
export const firstSegmentOf = (url: string) => canonicalPath(url).split('/')[1] ?? '';
