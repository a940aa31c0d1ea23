import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTO_SUBMIT_SCRIPT } from '../identity/html';
import type { SiteTable } from './origins';
import { firstSegmentOf, requestIsUnder } from './request-path';

/**
 * Browser features the app never uses, switched off for it and for anything it frames. Kept on:
 * fullscreen (photo preview), clipboard (copy links), picture-in-picture.
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
].join(', ');

export interface PolicyInputs {
  /** the validated Host header of the request (name and port) */
  host: string;
  /** `frame-ancestors` sources: the brand's storefront origins, or `'none'` */
  frameAncestors: string;
  /** where violation reports go (the error reporter) */
  reportUri: string;
  /** origins of services config.json names absolutely (none in the sandbox's own config) */
  serviceOrigins: readonly string[];
}

/**
 * Content-Security-Policy of the app's HTML. `connect-src` is the app's own origin, its push
 * socket on the same host (and Vite's HMR socket in dev mode, same host too) and any absolute
 * service origin. No `form-action`: Chromium applies it to the redirects after a form post, and
 * the sign-in page redirects to `<brand host>.localhost/auth/callback`, another origin.
 * Reports use `report-uri` only: with `report-to` present Chromium ignores `report-uri` and
 * batches reports for up to a minute.
 */
export function appContentSecurityPolicy(inputs: PolicyInputs): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", `ws://${inputs.host}`, `wss://${inputs.host}`, ...inputs.serviceOrigins].join(' '),
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${inputs.frameAncestors}`,
    `report-uri ${inputs.reportUri}`,
  ].join('; ');
}

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The identity provider's own pages (/oidc, /oidc-login): no scripts but the sign-out page's auto-submit, no frames, no plug-ins. */
export const providerContentSecurityPolicy = `default-src 'none'; script-src ${scriptHash(AUTO_SUBMIT_SCRIPT)}; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'`;

/** Whether a URL is one of the provider's pages, by its canonical path (./request-path.ts). */
export const isProviderPath = (url: string) => ['oidc', 'oidc-login'].includes(firstSegmentOf(url));

/** The headers the provider's pages carry; also set on the raw response the provider writes itself. */
export function providerHeaders(): Record<string, string> {
  return {
    'content-security-policy': providerContentSecurityPolicy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': permissionsPolicy,
    'referrer-policy': 'no-referrer',
  };
}

/**
 * The sandbox's answer headers:
 * - a request whose Host is not in the host table is refused (421) before any route runs, so
 *   absolute URLs (photo links, the provider's discovery) are only ever built from known hosts;
 * - app pages (HTML) get the CSP above, COOP, Permissions-Policy, nosniff and a referrer policy;
 * - `/api` answers get `no-store` (unless a route set its own caching, e.g. photo media) and nosniff;
 *   a request is an `/api` one by its canonical path or its matched route (./request-path.ts), so
 *   `/%61pi/...` is one too;
 * - the provider's pages get their own CSP.
 * Responses written by Vite's dev middleware do not pass the onSend hook, so hot reload keeps working.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { site: SiteTable; reportUri: string }): void {
  const { site } = options;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (site.isKnownHost(request.headers.host)) return;
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .send({ message: `Unknown host: ${String(request.headers.host ?? '(none)').slice(0, 100)}. Use a host from public/config.json.` });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    const isHtml = typeof type === 'string' && type.startsWith('text/html');
    reply.header('x-content-type-options', 'nosniff');
    if (requestIsUnder(request, '/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (isProviderPath(request.url)) {
      for (const [name, value] of Object.entries(providerHeaders())) if (!reply.hasHeader(name)) reply.header(name, value);
      return payload;
    }
    if (isHtml) {
      if (!reply.hasHeader('content-security-policy')) {
        const host = request.headers.host ?? 'localhost';
        reply.header(
          'content-security-policy',
          appContentSecurityPolicy({
            host,
            frameAncestors: site.frameAncestors(host),
            reportUri: options.reportUri,
            serviceOrigins: site.serviceOrigins,
          }),
        );
      }
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', permissionsPolicy);
      if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    return payload;
  });
}
