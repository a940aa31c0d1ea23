// The dotted paths of the active states of a state value, ancestors included:
// `{ authenticated: 'active' }` (a StateValue, or what the live channel brought) → `authenticated`, `authenticated.active`. The root ('') always.
export function activePaths(value: unknown): Set<string> {
  const paths = new Set<string>(['']);
  const walk = (current: unknown, prefix: string) => {
    if (typeof current === 'string') {
      paths.add(prefix ? `${prefix}.${current}` : current);
      return;
    }
    if (typeof current !== 'object' || current === null) return;
    for (const [key, child] of Object.entries(current)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      walk(child, path);
    }
  };
  walk(value, '');
  return paths;
}

/** The deepest active paths (the leaves), for a short "current state" text. */
export function leafPaths(active: ReadonlySet<string>): string[] {
  const all = [...active].filter((path) => path !== '');
  return all.filter((path) => !all.some((other) => other.startsWith(`${path}.`)));
}
