// The browser's idle time, at the latest after a timeout, so that a page that never goes idle still
// gets what waits for it. What may wait for the page waits for the page's first content first
// (whenPageDrawn.ts).

/** The longest wait for idle time, in milliseconds. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the main thread is idle (at the latest after `timeout` ms); answers a cancel. */
export function whenIdle(task: () => void, timeout: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
