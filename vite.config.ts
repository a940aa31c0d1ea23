import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';

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

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // react-router's package exports only its development build (warnings and checks kept);
    // production builds take its production build, as its own docs advise for bundlers.
    alias: mode === 'production' ? { ...alias, 'react-router': dir('./node_modules/react-router/dist/production/index.mjs') } : alias,
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry needs before any screen shows (its static import graph, vendor and
        // app code alike) goes in one chunk: one request and one gzip dictionary. Screens stay lazy,
        // and anything only a lazy screen imports (the photo area, Radix, account flows) stays out.
        codeSplitting: {
          groups: [{ debugName: 'shell', name: (id: string, ctx: ChunkingContext) => (shellModules(ctx).has(id) ? 'shell' : null) }],
        },
      },
    },
  },
}));
