import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './scripts/compressAssets.ts';
import { earlyStartScript } from './scripts/earlyStartScript.ts';
import { machineDescriptions } from './scripts/machineDescriptions.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@': dir('./src'),
  '@machines': dir('./machines'),
  '@schemas': dir('./schemas'),
};

const entry = dir('./src/main.tsx');
const closures = new WeakMap<ChunkingContext, Set<string>>();

/** The modules src/main.tsx reaches through static imports (computed once per chunking pass). */
function shellModules(ctx: ChunkingContext): Set<string> {
  let seen = closures.get(ctx);
  if (!seen) {
    seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop();
      if (id === undefined || seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(ctx, seen);
  }
  return seen;
}

/**
 * A small module of the app's own code outside the shell whose imports are all in the shell: lazy
 * screens share many of these (a hook, a machine built by a shared factory), each of which would
 * otherwise be a chunk of its own, and an entry of the shell's preload list (npm run bench:bundle).
 * Only leaves: a module importing lazy code or styles would bring those to every screen using the
 * group's chunk.
 */
function isSmallLazyLeaf(id: string, ctx: ChunkingContext): boolean {
  if (id.includes('/node_modules/') || !/\/(src|machines|schemas)\/.*\.tsx?$/.test(id)) return false;
  const shell = shellModules(ctx);
  const info = ctx.getModuleInfo(id);
  if (shell.has(id) || !info || (info.code?.length ?? Infinity) > 1500) return false;
  return info.importedIds.every((imported) => shell.has(imported));
}

// Lazy code and the shell bundle. Rolldown keeps every export of a vendor module that ANY chunk uses
// in that module's chunk, and the shell chunk holds xstate and the runtime helpers: a lazy screen
// using a vendor export the shell does not would grow the shell (npm run bench:bundle). Build-only fixes:
const lazyActors = '\0xstate-lazy-actors:';
const xstateDist = dir('./node_modules/xstate/dist');
const atlasVendorFixes: Plugin[] = [
  {
    // xstate's actor module (fromCallback, fromTransition, createEmptyActor, …) beyond fromPromise
    // is needed only by lazy code: the push connection, activation, upload and archive download
    // (`import … from 'xstate/actors'`, which ESLint asks of src/ and machines/) and xstate/graph's
    // mock actor scope. They get their own copy of that module, which lands in their chunks.
    name: 'lazy:xstate-own-actors',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => {
      if (source === './xstate-actors.esm.js' && importer?.endsWith('/xstate-graph.esm.js')) return `${lazyActors}${dirname(importer)}`;
      if (source === 'xstate/actors' && importer !== undefined && !importer.includes('/node_modules/')) return `${lazyActors}${xstateDist}`;
      return null;
    },
    load: (id) => {
      if (!id.startsWith(lazyActors)) return null;
      const folder = id.slice(lazyActors.length);
      return readFileSync(join(folder, 'xstate-actors.esm.js'), 'utf8').replace(/'\.\/([\w.-]+)'/g, (_, file: string) =>
        JSON.stringify(join(folder, file)),
      );
    },
  },
  {
    // elkjs's browserify prelude asks `typeof require` (never a function in a browser), which would
    // add rolldown's require shim to the shared runtime chunk.
    name: 'atlas:elk-without-require',
    apply: 'build',
    transform: (code, id) =>
      id.endsWith('/elkjs/lib/elk.bundled.js')
        ? { code: code.replaceAll('"function"==typeof require&&require', 'false'), map: null }
        : null,
  },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), earlyStartScript(), machineDescriptions(dir('./machines')), ...atlasVendorFixes, precompressAssets()],
  resolve: {
    // react-router's package exports only its development build (warnings and checks kept);
    // production builds take its production build, as its own docs advise for bundlers.
    // useSyncExternalStore shims (for @xstate/react) are for React 17 and older: production builds use React's own.
    alias:
      mode === 'production'
        ? {
            ...alias,
            'react-router': dir('./node_modules/react-router/dist/production/index.mjs'),
            'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
            'use-sync-external-store/shim': dir('./src/vendor/useSyncExternalStoreShim.ts'),
          }
        : alias,
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports (it needs navigator.locks, structuredClone, :has()) knows
    // <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks and their styles go by content hash only: the shell lists all of them (to
        // preload each screen's dependencies with it), and their names were a good part of that
        // list (npm run bench:bundle). dist/.vite/manifest.json and the source maps tell them apart.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Everything the entry needs before any screen shows (its static import graph, vendor and
        // app code alike) goes in one chunk: one request and one gzip dictionary. Screens stay lazy,
        // and anything only a lazy screen imports (the photo area, Radix, account flows) stays out.
        codeSplitting: {
          // zod's locales are reachable statically through zod/mini's `locales` namespace but used
          // only by the lazily loaded message registration (schemas/locale.ts): left to its chunk.
          groups: [
            {
              debugName: 'shell',
              name: (id: string, ctx: ChunkingContext) => (shellModules(ctx).has(id) && !/zod\/v4\/locales\//.test(id) ? 'shell' : null),
            },
            {
              // the small leaves two or more lazy chunks share: one chunk instead of thirty
              name: (id: string, ctx: ChunkingContext) => (isSmallLazyLeaf(id, ctx) ? 'lazy-common' : null),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
