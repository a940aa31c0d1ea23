// The ab-test offers call to the targeting tool (S0 §7: "its shape is not shown"; ours below). A
// third party: no bearer token and no cookies go with it. Loaded on demand by the home overview's
// wiring, and only with marketing consent.
import { AbTestOffersResponse, type AbTestOffer } from '@schemas/thirdParty';
import { createServiceClient } from './http';

export interface OfferQuery {
  /** the merchandise channel code of the brand host */
  channel: string;
  locale: string;
  /** where the offer would show: the home overview's slot */
  placement: 'home';
}

export interface AbTestOffersApi {
  /** the first offer the tool has for this channel, locale and placement, or null */
  offerFor(query: OfferQuery, options?: { signal?: AbortSignal }): Promise<AbTestOffer | null>;
}

export function createAbTestOffersApi(url: string, origin: string = window.location.origin): AbTestOffersApi {
  const target = new URL(url, origin);
  const client = createServiceClient({ baseUrl: new URL('./', target).href, timeoutMs: 5_000, retryLimit: 0, credentials: 'omit' });
  const path = target.pathname.split('/').pop() ?? '';
  return {
    async offerFor(query, options = {}) {
      const { offers } = await client.get(path, AbTestOffersResponse, {
        searchParams: { channel: query.channel, locale: query.locale, placement: query.placement },
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return offers[0] ?? null;
    },
  };
}
