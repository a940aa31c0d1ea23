import type { AppConfig, BrandHost } from '@schemas/config';

const LOCALHOST_SUFFIX = '.localhost';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The host table the sandbox answers for (public/config.json): every brand host and internal
 * host, their `.localhost` forms, and plain localhost / 127.0.0.1 / [::1]. Absolute URLs and
 * origin checks are built only from names found here, never from whatever a request claims.
 */
export interface SiteTable {
  /** The table row a Host header names (loopback names: the default host's row), or null when unknown. */
  rowFor(hostHeader: string | undefined): BrandHost | null;
  /** True when the Host header (name and port) is one the sandbox serves. */
  isKnownHost(hostHeader: string | undefined): boolean;
  /** True when an Origin header is one of the sandbox's own origins (http, a known host). */
  isOwnOrigin(origin: string | undefined): boolean;
  /** The `frame-ancestors` sources for pages served under this Host header. */
  frameAncestors(hostHeader: string | undefined): string;
  /** Origins of service URLs that are absolute in config.json (a real deployment's APIs). */
  readonly serviceOrigins: readonly string[];
}

function split(hostHeader: string): { name: string; port: string } | null {
  const value = hostHeader.trim().toLowerCase();
  const match = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+?)\.?(?::(\d{1,5}))?$/.exec(value);
  if (!match?.[1]) return null;
  return { name: match[1], port: match[2] ?? '' };
}

/**
 * `port`: the port the sandbox listens on; a Host header naming another port is refused. 0 (tests
 * that inject requests without listening) accepts any port.
 */
export function siteTable(config: Pick<AppConfig, 'hosts' | 'defaultHost' | 'services'>, port: number): SiteTable {
  const byName = new Map<string, BrandHost>();
  for (const row of config.hosts) {
    for (const name of [row.host, row.internalHost]) {
      if (!name) continue;
      byName.set(name.toLowerCase(), row);
      byName.set(name.toLowerCase() + LOCALHOST_SUFFIX, row);
    }
  }
  const fallback = config.hosts.find((row) => row.host === config.defaultHost) ?? config.hosts[0] ?? null;
  const portMatches = (given: string) => port === 0 || given === '' || given === String(port);

  const rowFor = (hostHeader: string | undefined): BrandHost | null => {
    const parts = hostHeader ? split(hostHeader) : null;
    if (!parts || !portMatches(parts.port)) return null;
    if (LOOPBACK.has(parts.name)) return fallback;
    return byName.get(parts.name) ?? null;
  };

  const serviceOrigins = [
    ...new Set(
      Object.values(config.services).flatMap((value) => {
        if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return [];
        const url = new URL(value);
        return [url.origin];
      }),
    ),
  ];

  return {
    rowFor,
    isKnownHost: (hostHeader) => rowFor(hostHeader) !== null,
    isOwnOrigin(origin) {
      if (!origin) return false;
      try {
        const url = new URL(origin);
        return (url.protocol === 'http:' || url.protocol === 'https:') && rowFor(url.host) !== null;
      } catch {
        return false;
      }
    },
    frameAncestors(hostHeader) {
      const origins = rowFor(hostHeader)?.embeddingOrigins ?? [];
      if (origins.length === 0) return "'none'";
      // Each storefront also under `.localhost` on any port: how the sandbox stands in for it.
      const local = origins.map((origin) => `http://${new URL(origin).hostname}${LOCALHOST_SUFFIX}:*`);
      return [...origins, ...local].join(' ');
    },
    serviceOrigins,
  };
}
