import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routePaths } from '@schemas/routes';
import { z } from 'zod';

/** Only what the identity part needs from public/config.json: the host names of the table. */
const HostTable = z.object({ hosts: z.array(z.object({ host: z.string().min(1) })).min(1) });

const configFile = fileURLToPath(new URL('../../public/config.json', import.meta.url));

/** The brand host names of `public/config.json` (`my.albelli.nl`, …). */
export function loadBrandHosts(file: string = configFile): string[] {
  const table = HostTable.parse(JSON.parse(readFileSync(file, 'utf8')));
  return [...new Set(table.hosts.map((row) => row.host.toLowerCase()))];
}

/** Paths a sign-out may return to (registered as post_logout_redirect_uris on every origin). */
export const POST_LOGOUT_PATHS = [routePaths.home, routePaths.accountDeleted, routePaths.changeEmailSuccess] as const;

export const CALLBACK_PATH = routePaths.authCallback;

/**
 * The origins the app is served from: every brand host under `.localhost`, plus plain
 * `localhost` and `127.0.0.1`, all on the sandbox port (docs/CONTRACTS.md, "Brand hosts").
 */
export function appOrigins(brandHosts: readonly string[], port: number): string[] {
  return [...brandHosts.map((host) => `http://${host}.localhost:${port}`), `http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

export interface OriginTable {
  readonly origins: readonly string[];
  readonly redirectUris: string[];
  readonly postLogoutRedirectUris: string[];
  /** The registered origin a request's Host header names, or null for an unknown host. */
  originForHost(hostHeader: string | undefined): string | null;
}

export function originTable(brandHosts: readonly string[], port: number): OriginTable {
  const origins = appOrigins(brandHosts, port);
  const byHost = new Map(origins.map((origin) => [new URL(origin).host, origin]));
  return {
    origins,
    redirectUris: origins.map((origin) => origin + CALLBACK_PATH),
    postLogoutRedirectUris: origins.flatMap((origin) => POST_LOGOUT_PATHS.map((path) => origin + path)),
    originForHost(hostHeader) {
      if (!hostHeader) return null;
      return byHost.get(hostHeader.trim().toLowerCase()) ?? null;
    },
  };
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The Domain attribute for the refresh cookie: the parent domain when the host name has three or
 * more labels (`my.albelli.nl.localhost` → `albelli.nl.localhost`), none (host-only) otherwise and
 * for IP addresses.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const name = hostname.toLowerCase();
  if (IPV4.test(name) || name.includes(':')) return undefined;
  const labels = name.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : undefined;
}

/**
 * A same-origin path to return to: must start with a single '/', no backslashes or control
 * characters, and resolve to the given origin. Anything else is null.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Control characters in a return path are refused on purpose, so the regex must name them.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? value : null;
  } catch {
    return null;
  }
}
