import { firstSegmentOf } from '../http/request-path';

/**
 * Which paths belong to the server (APIs, session, identity provider, sandbox tools, push socket)
 * and never fall back to the app's index.html.
 */
const serverSegments = new Set(['api', 'session', 'oidc', 'oidc-login', '__sandbox', 'push']);

export const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Read on the canonical path (sandbox/http/request-path.ts), so `/%61pi/x` is a server path too. */
export function isServerPath(path: string): boolean {
  return serverSegments.has(firstSegmentOf(path));
}

export const acceptsHtml = (accept: string | undefined) => accept !== undefined && accept.includes('text/html');
