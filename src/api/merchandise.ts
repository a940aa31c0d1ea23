// The merchandise GraphQL service (DECISIONS 16): POST <base> `{ query, variables }`, the answer
// parsed with schemas/merchandise.ts. A channel the service does not know is `null`, not an error.
import { CHANNEL_QUERY, ChannelQueryResponse, type MerchandiseChannel } from '@schemas/merchandise';
import { createServiceClient, type ServiceClient } from './http';

export interface MerchandiseApi {
  /** The channel, or null when the service does not know it. GraphQL errors throw. */
  fetchChannel(code: string, locale: string, signal?: AbortSignal): Promise<MerchandiseChannel | null>;
}

export class GraphQlQueryError extends Error {
  constructor(readonly messages: readonly string[]) {
    super(`GraphQL query failed: ${messages.join('; ')}`);
    this.name = 'GraphQlQueryError';
  }
}

export function createMerchandiseApi(client: ServiceClient): MerchandiseApi {
  return {
    async fetchChannel(code, locale, signal) {
      const response = await client.send(
        'POST',
        '',
        { query: CHANNEL_QUERY, variables: { code, locale } },
        ChannelQueryResponse,
        signal ? { signal } : {},
      );
      if (response.errors && response.errors.length > 0) throw new GraphQlQueryError(response.errors.map((error) => error.message));
      return response.data?.channel ?? null;
    },
  };
}

/** One-off form: `config.services.merchandise` and the channel's code and locale. */
export function fetchChannel(
  baseUrl: string,
  code: string,
  locale: string,
  options: { origin?: string; timeoutMs?: number; fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<MerchandiseChannel | null> {
  const client = createServiceClient({
    baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return createMerchandiseApi(client).fetchChannel(code, locale, options.signal);
}
