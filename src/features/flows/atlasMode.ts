/** The atlas's modes: simulate a machine, watch the app's running actors, or see what the tests walked. */
export type AtlasMode = 'simulate' | 'live' | 'coverage';

/** The mode a `mode` search parameter names (simulate when absent or unknown). */
export function atlasModeOf(value: string | null): AtlasMode {
  return value === 'live' || value === 'coverage' ? value : 'simulate';
}

/** The atlas's address for a mode: the machine list, or one machine. */
export function atlasHref(mode: AtlasMode, machine?: string): string {
  const params = [
    ...(machine === undefined ? [] : [`machine=${encodeURIComponent(machine)}`]),
    ...(mode === 'simulate' ? [] : [`mode=${mode}`]),
  ];
  return `/flows?${params.join('&')}`;
}
