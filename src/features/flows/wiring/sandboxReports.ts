// The atlas's only calls: the sandbox's read-only test reports on the app's own origin (the last
// end-to-end run's flow coverage and the storyboard's index, docs/CONTRACTS.md "Test tools"). The
// views ask through these; nothing else of the atlas goes to the network, so it works offline.
import { StoryboardIndex } from '@schemas/storyboard';

/** Where the sandbox serves the last storyboard (`npm run storyboard`). */
export const STORYBOARD = '/__sandbox/storyboard/';

/** A same-origin GET's status and, for a 200, its text (never cached: a new run writes a new file). */
export async function fetchSameOrigin(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  return { status: response.status, text: response.status === 200 ? await response.text() : '' };
}

let loaded: Promise<StoryboardIndex | null> | null = null;

/**
 * The last storyboard's index, asked for once per page; null where there is none to ask (offline,
 * no sandbox, an answer it cannot read).
 */
export function loadStoryboard(): Promise<StoryboardIndex | null> {
  loaded ??= fetch(`${STORYBOARD}index.json`, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? StoryboardIndex.parse(await response.json()) : null))
    .catch(() => null);
  return loaded;
}

/** For tests: the next loadStoryboard() asks again (a test file is a new page). */
export function forgetStoryboard(): void {
  loaded = null;
}
