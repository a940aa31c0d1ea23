// Public configuration per channel (spec S0 §7: menus and links, with a fallback): GET <base>/<channel>,
// and GET <base>/default when the channel has none. The fallback is returned so the caller can report
// the missing channel (spec S0 §8).
import { PublicConfig } from '@schemas/config';
import { createServiceClient, errorMessage, type AccessTokenSource, type ServiceClient } from './http';

export const DEFAULT_PUBLIC_CONFIG_CHANNEL = 'default';

export interface LoadedPublicConfig {
  publicConfig: PublicConfig;
  /** why the `default` configuration is used, or null */
  fallbackReason: string | null;
}

export interface PublicConfigApi {
  fetchPublicConfig(channel: string, signal?: AbortSignal): Promise<LoadedPublicConfig>;
}

export function createPublicConfigApi(client: ServiceClient): PublicConfigApi {
  return {
    async fetchPublicConfig(channel, signal) {
      const options = signal ? { signal } : {};
      try {
        return { publicConfig: await client.get(encodeURIComponent(channel), PublicConfig, options), fallbackReason: null };
      } catch (error) {
        if (channel === DEFAULT_PUBLIC_CONFIG_CHANNEL) throw error;
        const publicConfig = await client.get(DEFAULT_PUBLIC_CONFIG_CHANNEL, PublicConfig, options);
        return {
          publicConfig,
          fallbackReason: `No public configuration for channel '${channel}', using '${DEFAULT_PUBLIC_CONFIG_CHANNEL}': ${errorMessage(error)}`,
        };
      }
    },
  };
}

/** One-off form: `config.services.publicConfig` and a channel code. */
export function fetchPublicConfig(
  baseUrl: string,
  channel: string,
  options: { origin?: string; auth?: AccessTokenSource; timeoutMs?: number; fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<LoadedPublicConfig> {
  const client = createServiceClient({
    baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return createPublicConfigApi(client).fetchPublicConfig(channel, options.signal);
}
