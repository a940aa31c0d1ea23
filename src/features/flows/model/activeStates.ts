// The active states of a state value (see src/platform/inspection/activePaths.ts, shared with the live
// forwarder) and the deepest of them.
export { activePaths } from '@machines/shared/statePaths';

/** The deepest active paths (the leaves), for a short "current state" text. */
export function leafPaths(active: ReadonlySet<string>): string[] {
  const all = [...active].filter((path) => path !== '');
  return all.filter((path) => !all.some((other) => other.startsWith(`${path}.`)));
}
