import type { FastifyInstance } from 'fastify';
import type { SiteTable } from './origins';
import { canonicalPath, requestIsUnder } from './request-path';

/**
 * The sandbox tools (`/__sandbox/*`: reset, faults, errors, mailbox, test accounts) answer only
 * requests from the sandbox's own origins: a request a browser marks as coming from another site
 * (`Sec-Fetch-Site: cross-site`, or `same-site` / an `Origin` that is not one of the host table's
 * origins) gets 403, so a page elsewhere can neither reset, fault nor read them. Requests without
 * those headers (curl, test scripts, a typed address) pass; so do the app's own error reports and
 * the browser's CSP violation reports. A request is a tools request by its canonical path
 * (./request-path.ts: percent-decoded, dot segments and double slashes resolved) or by the route
 * the router matched, so no spelling of the path (`/%5F%5Fsandbox/reset`) walks around the guard.
 */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * A violation report the browser posts on its own (a blocked frame reports from the framing
 * page's context): it may only add to the error list, never read or change anything else.
 */
const isBrowserReport = (method: string, path: string, contentType: string | undefined, prefix: string) =>
  method === 'POST' && path === `${prefix}/errors` && REPORT_TYPES.some((type) => contentType?.startsWith(type));

export function installSandboxGuard(app: FastifyInstance, options: { site: SiteTable; prefix: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!requestIsUnder(request, options.prefix)) return;
    const path = canonicalPath(request.url);
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreignOrigin = origin !== undefined && !options.site.isOwnOrigin(origin);
    const crossSite = fetchSite === 'cross-site' || (fetchSite === 'same-site' && !options.site.isOwnOrigin(origin));
    if (!foreignOrigin && !crossSite) return;
    if (isBrowserReport(request.method, path, request.headers['content-type'], options.prefix)) return;
    return reply.code(403).header('cache-control', 'no-store').send({ message: 'The sandbox tools answer only their own origins.' });
  });
}
