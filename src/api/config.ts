// config.json from the app origin, fetched once at start (spec S0 §7). Any failure falls back to the
// built-in defaults (public/config.json bundled into the app) and says why, so the caller can report
// it (spec S0 §8: "Configuration load errors fall back to defaults").
import { AppConfig } from '@schemas/config';
import { createServiceClient, errorMessage } from './http';

export interface LoadedConfig {
  config: AppConfig;
  /** why the built-in defaults are used, or null when /config.json loaded */
  fallbackReason: string | null;
}

let defaults: Promise<AppConfig> | null = null;
/**
 * The built-in configuration (public/config.json at build time), parsed. Loaded only when needed:
 * it is its own chunk, so a normal start does not download the host table twice.
 */
export function defaultConfig(): Promise<AppConfig> {
  defaults ??= import('../../public/config.json').then((module) => AppConfig.parse(module.default));
  return defaults;
}

const loads = new Map<string, Promise<LoadedConfig>>();

/** GET <origin>/config.json once per origin (later calls share the first answer); never rejects. */
export function loadConfig(origin: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<LoadedConfig> {
  let load = loads.get(origin);
  if (!load) {
    load = fetchConfig(origin, options);
    loads.set(origin, load);
  }
  return load;
}

async function fetchConfig(origin: string, options: { timeoutMs?: number; fetch?: typeof fetch }): Promise<LoadedConfig> {
  try {
    const client = createServiceClient({
      baseUrl: '/',
      origin,
      timeoutMs: options.timeoutMs ?? 10_000,
      retryLimit: 0,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return { config: await client.get('config.json', AppConfig), fallbackReason: null };
  } catch (error) {
    return {
      config: await defaultConfig(),
      fallbackReason: `config.json could not be loaded, using the built-in defaults: ${errorMessage(error)}`,
    };
  }
}
