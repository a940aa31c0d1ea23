import type { BackendModule, ReadCallback } from 'i18next';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A tiny i18next backend: `GET <origin>/locales/<language>.json` (one namespace per locale file).
 * A missing or unreadable file yields an empty resource set, so i18next falls back silently to the
 * next language of the fallback chain (ending with en-GB) instead of retrying and logging.
 */
export function createFetchBackend(
  origin: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  /** languages whose files to request at once, before i18next asks for them (it asks a moment later) */
  early: readonly string[] = [],
): BackendModule {
  const request = (language: string) =>
    fetchImpl(new URL(`/locales/${encodeURIComponent(language)}.json`, origin), { headers: { Accept: 'application/json' } });
  const started = new Map(early.map((language) => [language, request(language)] as const));
  for (const response of started.values()) response.catch(() => undefined);
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      const response = started.get(language) ?? request(language);
      started.delete(language);
      response
        .then(async (response): Promise<unknown> => (response.ok ? response.json() : {}))
        .then(
          (body) => callback(null, isRecord(body) ? body : {}),
          () => callback(null, {}),
        );
    },
  };
}
