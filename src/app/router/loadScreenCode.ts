// Reads the build's list of each route's screen code (dist/routes/code.json, scripts/routePages.ts)
// for the app's own navigations (./screenCode.ts). Loaded with what may wait for the page
// (src/app/startWhatMayWait.ts): no first paint needs it.
import { ScreenCode } from '@schemas/screenCode';
import { createServiceClient } from '@/api/http';
import { knowScreenCode } from './screenCode';

/** Where the build writes the list, under the app's origin. */
export const SCREEN_CODE_PATH = 'routes/code.json';

/** GET the list and take it; rejects when it cannot be read (the app then asks for a screen's chunk alone). */
export async function loadScreenCode(origin: string, fetcher?: typeof fetch): Promise<void> {
  const client = createServiceClient({ baseUrl: '/', origin, timeoutMs: 10_000, retryLimit: 0, ...(fetcher ? { fetch: fetcher } : {}) });
  knowScreenCode(await client.get(SCREEN_CODE_PATH, ScreenCode));
}
