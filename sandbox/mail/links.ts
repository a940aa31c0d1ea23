import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '@schemas/config';
import { routePaths } from '@schemas/routes';
import { readAppConfig } from '../public-config/host-table';

/** The app's confirmation routes (spec S0 §2) the mailed links open. */
export const CONFIRMATION_ROUTES = {
  emailChange: routePaths.changeEmailConfirmation,
  deleteAccount: routePaths.deleteAccountConfirmation,
  doubleOptIn: routePaths.doubleOptInConfirmation,
} as const;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1']);
const LOCAL_SUFFIX = '.localhost';

/**
 * Where a mailed link points. The request's origin is its `Origin` header, or else
 * `http://<Host header>` (a browser sends Origin with every POST; the opt-in confirm is a GET).
 * - Request from plain `localhost`/`127.0.0.1`: that very origin (the tester stays where they are).
 * - Otherwise `http://<host>.localhost:<port of the request>`, where host is the channel's own row of
 *   the host table (legacy redirect rows skipped); an unknown channel falls back to the brand host
 *   the request came from, then to `config.defaultHost`.
 */
export interface LinkOrigins {
  originFor(request: FastifyRequest, channel: string): string;
}

export function createLinkOrigins(config: AppConfig = readAppConfig()): LinkOrigins {
  const hostByChannel = new Map<string, string>();
  for (const row of config.hosts) {
    if (row.redirectTo === undefined && !hostByChannel.has(row.channel)) hostByChannel.set(row.channel, row.host);
  }
  const knownHosts = new Set(config.hosts.map((row) => row.host.toLowerCase()));

  return {
    originFor(request, channel) {
      const origin = requestOrigin(request);
      if (LOOPBACK_NAMES.has(origin.hostname)) return origin.origin;
      const requestHost = origin.hostname.endsWith(LOCAL_SUFFIX) ? origin.hostname.slice(0, -LOCAL_SUFFIX.length) : origin.hostname;
      const host = hostByChannel.get(channel) ?? (knownHosts.has(requestHost) ? requestHost : config.defaultHost);
      return `http://${host}${LOCAL_SUFFIX}${origin.port ? `:${origin.port}` : ''}`;
    },
  };
}

function requestOrigin(request: FastifyRequest): URL {
  const fromHeader = parseHttpUrl(request.headers.origin);
  if (fromHeader) return fromHeader;
  return parseHttpUrl(`http://${request.headers.host ?? 'localhost'}`) ?? new URL('http://localhost');
}

function parseHttpUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `<origin><route>?confirmation-token=…[&email=…]`, every value url-encoded. */
export function confirmationLink(origin: string, kind: keyof typeof CONFIRMATION_ROUTES, token: string, email?: string): string {
  const query = new URLSearchParams({ 'confirmation-token': token });
  if (email !== undefined) query.set('email', email);
  return `${origin}${CONFIRMATION_ROUTES[kind]}?${query.toString()}`;
}
