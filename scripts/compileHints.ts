import type { Plugin } from 'vite';

/**
 * V8's file-wide compile hint (Chrome 136 and later; github.com/WICG/explicit-javascript-compile-hints-file-based):
 * compile every function of the file eagerly, on the thread that compiles the script while it
 * streams in, instead of one by one on the main thread at each function's first call.
 */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/** What of a build's output the hint touches: a chunk with its source map, the map's file. */
type BundleFile =
  | { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null }
  | { type: 'asset'; source: string | Uint8Array };

/**
 * Puts the compile hint on the first line of the chunk named `chunkName`, and moves its source map
 * (the chunk's own and its written `.map` file) down by that line.
 */
export function addCompileHint(bundle: Record<string, BundleFile>, chunkName: string): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || file.name !== chunkName) continue;
    file.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${file.code}`;
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
    const mapFile = bundle[`${file.fileName}.map`];
    if (mapFile?.type !== 'asset' || typeof mapFile.source !== 'string') continue;
    const map: unknown = JSON.parse(mapFile.source);
    if (typeof map === 'object' && map !== null && 'mappings' in map && typeof map.mappings === 'string') {
      mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    }
  }
}

/**
 * Build-only: the compile hint on the shell's chunk (the chunk group named `shell` in
 * vite.config.ts), whose code nearly all runs before the first paint: React's renderer, the router,
 * i18next, xstate and the app's start. On a phone the shell's download takes most of a second, and
 * its functions compile meanwhile instead of at their first call on the main thread. Lazy chunks
 * stay lazily compiled: a screen runs only part of its code (docs/PERFORMANCE.md "Compiled while
 * it downloads").
 */
export function compileHints(chunkName = 'shell'): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // after Vite's own, which puts the preload list at the chunk's top: the hint must come first
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHint(bundle, chunkName);
      },
    },
  };
}
