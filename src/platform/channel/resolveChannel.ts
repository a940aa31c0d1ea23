import type { BrandHost } from '@schemas/config';
import type { MerchandiseChannel } from '@schemas/merchandise';
import { fetchChannel } from '@/api/merchandise';
import { reportError } from '../errors/reporter';

/**
 * What the app knows of its channel: the host table's row (brand type, channel code, country,
 * locale) and the merchandise service's data (ID, vendor, shop URL, articles, currency).
 */
export interface ChannelInfo {
  readonly brand: BrandHost;
  /** null when the merchandise service could not be asked (reported) */
  readonly merchandise: MerchandiseChannel | null;
}

export type ChannelLookup =
  { readonly kind: 'found'; readonly channel: MerchandiseChannel } | { readonly kind: 'unknown' } | { readonly kind: 'failed' };

/**
 * Asks the merchandise service for the brand's channel. Unknown (the service answers null) and
 * failed (no answer, an HTTP error, a bad body, GraphQL errors) are both reported; the caller
 * falls back to the default brand only for `unknown` (DECISIONS 16): a service that is down says
 * nothing about the host's channel.
 */
export async function lookUpChannel(baseUrl: string, brand: BrandHost, origin: string): Promise<ChannelLookup> {
  try {
    const channel = await fetchChannel(baseUrl, brand.channel, brand.locale, { origin });
    if (channel) return { kind: 'found', channel };
    reportError(
      'channel',
      new Error(`Unknown channel ${brand.channel}`),
      `host ${brand.host}: the merchandise service does not know channel ${brand.channel}; using the default brand`,
    );
    return { kind: 'unknown' };
  } catch (error) {
    reportError('channel', error, `channel ${brand.channel} (host ${brand.host})`);
    return { kind: 'failed' };
  }
}
