/**
 * Which paths belong to the server (APIs, session, identity provider, sandbox tools, push socket)
 * and never fall back to the app's index.html.
 */
const serverSegments = new Set(['api', 'session', 'oidc', 'oidc-login', '__sandbox', 'push']);

export const pathOf = (url: string) => url.split('?')[0] ?? url;

export function isServerPath(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return serverSegments.has(first);
}

export const acceptsHtml = (accept: string | undefined) => accept !== undefined && accept.includes('text/html');
