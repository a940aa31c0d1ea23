import type { AppConfig, BrandHost } from '@schemas/config';

/**
 * What a host name means (CONTRACTS "Brand hosts", DECISIONS 16). Pure: no window, no reporting.
 *
 * - `my.albelli.nl` → that row of the host table;
 * - `my.albelli.nl.localhost` → the same row (the `.localhost` suffix is stripped when what remains
 *   is in the table; Chromium resolves any `*.localhost` to loopback, so brands are testable locally);
 * - a row's `internalHost` (`at.my.albelli.de`, the de-AT channel's internal name) → that row;
 * - plain `localhost` / `127.0.0.1` → the row of `config.defaultHost`;
 * - a row with `redirectTo` (the legacy French domain) → a redirect to that host;
 * - anything else → the default row, marked `unknown` so the caller reports it.
 */
export type HostResolution =
  | {
      readonly kind: 'brand';
      readonly brand: BrandHost;
      /** the table host the name resolved to (`my.albelli.nl` for `my.albelli.nl.localhost`) */
      readonly host: string;
      readonly match: 'table' | 'internalHost' | 'loopback' | 'unknown';
    }
  | {
      readonly kind: 'redirect';
      /** the table host to move to */
      readonly host: string;
      /** true when the current name carried `.localhost` (kept on the new host) */
      readonly localhostSuffix: boolean;
    };

const LOCALHOST_SUFFIX = '.localhost';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function findRow(hosts: readonly BrandHost[], name: string) {
  const byHost = hosts.find((row) => row.host === name);
  if (byHost) return { row: byHost, match: 'table' as const };
  const byInternal = hosts.find((row) => row.internalHost === name);
  if (byInternal) return { row: byInternal, match: 'internalHost' as const };
  return null;
}

export function defaultBrand(config: Pick<AppConfig, 'hosts' | 'defaultHost'>): BrandHost {
  const row = config.hosts.find((candidate) => candidate.host === config.defaultHost) ?? config.hosts[0];
  if (!row) throw new Error('The host table is empty');
  return row;
}

export function resolveHost(hostname: string, config: Pick<AppConfig, 'hosts' | 'defaultHost'>): HostResolution {
  const name = hostname.trim().toLowerCase().replace(/\.$/, '');
  const hasSuffix = name.endsWith(LOCALHOST_SUFFIX);
  const stripped = hasSuffix ? name.slice(0, -LOCALHOST_SUFFIX.length) : name;

  const direct = findRow(config.hosts, name);
  const found = direct ?? (hasSuffix ? findRow(config.hosts, stripped) : null);
  if (found) {
    const { row, match } = found;
    if (row.redirectTo !== undefined && row.redirectTo !== row.host) {
      return { kind: 'redirect', host: row.redirectTo, localhostSuffix: direct === null };
    }
    return { kind: 'brand', brand: row, host: row.host, match };
  }

  const fallback = defaultBrand(config);
  if (LOOPBACK.has(name)) return { kind: 'brand', brand: fallback, host: fallback.host, match: 'loopback' };
  return { kind: 'brand', brand: fallback, host: fallback.host, match: 'unknown' };
}

/**
 * The address to move to for a redirect: same protocol, port, path, query and hash, on the new host
 * (plus `.localhost` when the current name had it).
 */
export function redirectUrl(current: Pick<URL, 'href'>, resolution: Extract<HostResolution, { kind: 'redirect' }>): string {
  const url = new URL(current.href);
  url.hostname = resolution.localhostSuffix ? `${resolution.host}${LOCALHOST_SUFFIX}` : resolution.host;
  return url.toString();
}
