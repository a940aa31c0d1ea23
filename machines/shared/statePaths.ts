// The dotted paths of the active states of a state value, ancestors included:
// `{ authenticated: 'active' }` → '', `authenticated`, `authenticated.active` (the root '' always).
// Shared by the live forwarder (what it sends), the atlas (what it highlights) and flow coverage
// (which states a test walked).
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
