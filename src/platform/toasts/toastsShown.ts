// Whether a toast was ever shown on this page: all the shell needs to know to load the toast region
// (LazyToastHost). The toast list itself (toasts.ts, its machine) loads with the first code that
// shows a toast, not with the shell.

let shown = false;
const listeners = new Set<() => void>();

/** Called by the toast list when its first toast appears. */
export function markToastShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

export function subscribeToastShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const wasToastShown = (): boolean => shown;
