import type { PublicConfig } from '@schemas/config';
import { fetchPublicConfig } from '@/api/publicConfig';
import { reportError } from '../errors/reporter';

/**
 * The channel's public configuration, fetched once at start (S0 §7); the API falls back to the
 * `default` configuration itself. A fallback and a total failure are reported (S0 §8); on a total
 * failure the app runs without the configured links (null). `fetch` answers from the early start's
 * request when it sent the same one.
 */
export async function loadPublicConfig(
  baseUrl: string,
  channel: string,
  origin: string,
  fetch?: typeof globalThis.fetch,
): Promise<PublicConfig | null> {
  try {
    const { publicConfig, fallbackReason } = await fetchPublicConfig(baseUrl, channel, { origin, ...(fetch ? { fetch } : {}) });
    if (fallbackReason) reportError('publicConfig', new Error(fallbackReason));
    return publicConfig;
  } catch (error) {
    reportError('publicConfig', error, `channel ${channel}`);
    return null;
  }
}
