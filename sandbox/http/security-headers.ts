import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy of the app's HTML. Notes on what is left out on purpose:
 * - no `frame-ancestors`: the spec's stripped (embedded) display mode is shown inside other pages;
 * - no `form-action`: Chromium applies it to the redirects after a form post, and the sign-in page
 *   redirects to `<brand host>.localhost/auth/callback`, another origin;
 * - `ws:`/`wss:` in connect-src for the push socket (and Vite's HMR socket in dev mode).
 * A route that sets its own CSP (e.g. the identity provider's pages) keeps it.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * Adds the security headers to every HTML response Fastify sends. Responses written by Vite's
 * dev middleware do not pass here, so hot reload (inline preamble script) keeps working.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy);
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    return payload;
  });
}
