import type { AppConfig, BrandHost, PublicConfig } from '@schemas/config';

/**
 * Public configuration per channel (spec S0 §7). The retailer's real service is out of reach, so
 * the links are plausible https URLs on each brand's storefront domain, derived from the host
 * table (`my.albelli.nl` → `https://www.albelli.nl/…`). The paths are ours.
 */
export const DEFAULT_CHANNEL = 'default';

const storefrontOrigin = (host: string) => `https://${host.replace(/^my\./, 'www.')}`;

export function linksFor(host: string): PublicConfig['links'] {
  const origin = storefrontOrigin(host);
  return {
    storefront: `${origin}/`,
    allProducts: `${origin}/products`,
    faq: `${origin}/faq`,
    customerCare: `${origin}/customer-service`,
    createAccount: `${origin}/account/create`,
    printEditor: `${origin}/editor`,
  };
}

/** One entry per channel code, from the channel's own host (legacy redirect hosts are skipped). */
export function buildPublicConfigs(config: AppConfig): Map<string, PublicConfig> {
  const byChannel = new Map<string, PublicConfig>();
  const primary = (row: BrandHost) => row.redirectTo === undefined;
  for (const row of [...config.hosts.filter(primary), ...config.hosts.filter((row) => !primary(row))]) {
    if (!byChannel.has(row.channel)) byChannel.set(row.channel, { channel: row.channel, links: linksFor(row.host) });
  }
  // The fallback carries the default host's links under the name 'default'.
  byChannel.set(DEFAULT_CHANNEL, { channel: DEFAULT_CHANNEL, links: linksFor(config.defaultHost) });
  return byChannel;
}
