import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './scripts/compressAssets.ts';
import { earlyStartScript } from './scripts/earlyStartScript.ts';
import { compileHints } from './scripts/compileHints.ts';
import { routePages } from './scripts/routePages.ts';
import { machineCatalogSummary } from './scripts/machineCatalogSummary.ts';
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
 * A part whose code loads apart (src/ui/lazyComponent.ts): small once minified (0.3 KB gzip), long
 * for isSmallPiece by its comments. The dialog kit and the photo tabs' flows behind their buttons
 * use it: with the small pieces, not a chunk of its own in front of those pages.
 */
const lazyComponentModule = dir('./src/ui/lazyComponent.ts');

const smallPieces = new WeakMap<ChunkingContext, Map<string, boolean>>();

/**
 * A small piece of the app's own code outside the shell (at most 1,500 characters, its styles at
 * most as many) whose imports are the shell's or small pieces too: a button, an alert, a hook, a
 * machine built by a shared factory. Lazy screens share many of these, and each would otherwise be
 * a chunk of its own: a request of its own before the screen can show (the orders page waited for
 * thirteen chunks of eleven kilobytes), and an entry of each list of what a screen needs (its route
 * page's, dist/routes/code.json).
 */
function isSmallPiece(id: string, ctx: ChunkingContext, visiting = new Set<string>()): boolean {
  let known = smallPieces.get(ctx);
  if (!known) smallPieces.set(ctx, (known = new Map()));
  const answer = known.get(id);
  if (answer !== undefined) return answer;
  if (visiting.has(id)) return true; // a cycle among small pieces: decided by its other imports
  const shell = shellModules(ctx);
  const info = ctx.getModuleInfo(id);
  const style = /\.s?css(\?.*)?$/.test(id);
  let small = false;
  if (!id.includes('/node_modules/') && (style || /\/(src|machines|schemas)\/.*\.tsx?$/.test(id)) && !shell.has(id) && info) {
    visiting.add(id);
    small =
      (info.code?.length ?? Infinity) <= 1500 &&
      info.importedIds.every((imported) => shell.has(imported) || isSmallPiece(imported, ctx, visiting));
    visiting.delete(id);
  }
  known.set(id, small);
  return small;
}

/**
 * The date-fns locale's loader (src/platform/i18n/dateLocale.ts): a chunk of its own, without
 * imports. The bootstrap loads it beside a photo screen's chunk and asks it for the locale at once;
 * in the photo screens' shared chunk, that request left only once all of the page's chunks had
 * come and run (docs/PERFORMANCE.md "The date locale's loader apart").
 */
const dateLocaleModule = dir('./src/platform/i18n/dateLocale.ts');
const screensModule = dir('./src/app/router/screens.ts');
const photoArea = /\/src\/features\/photos\//;
// The atlas and the UI kit reach every machine and component: counted, they would make every module "shared".
const toolScreens = /\/src\/features\/(flows|ui-kit)\//;
/** A photo's full-screen preview (the library's and an album's): reached from a grid, never landed on first. */
const previewScreens = /\/src\/features\/photos\/.*PhotoPreviewPages?\.tsx$/;
const photoGroups = new WeakMap<ChunkingContext, Map<string, PhotoGroup>>();
/** The photo screens a customer lands on (the Photos and Albums tabs): their chunks come first. */
const landingScreens = /\/src\/features\/photos\/(PhotosPage|albums\/AlbumsPage)\.tsx$/;
const PHOTO_GROUPS = ['photos-shared', 'photos-album', 'photos-preview'] as const;
type PhotoGroup = (typeof PHOTO_GROUPS)[number];

/**
 * The chunk of a lazy module of the app's own code that two or more photo library screens, and no
 * other screen, import statically: `photos-preview` when only the photo previews do (the preview's
 * machine, its single-photo actions with their dialogs and tooltips); `photos-shared` when a screen
 * a customer lands on does (the Photos or the Albums tab); else `photos-album` (what an album's
 * pages share: its header, its grid, its dialogs); null for any other module. Left to themselves
 * such modules make a chunk per set of screens using them, and the photos page waited for 48 chunks
 * and 12 stylesheets: over HTTP/1.1's six connections on a slow mobile network each round of
 * requests costs a round trip (Lighthouse's mobile audit, npm run bench:lighthouse). In one group
 * with the previews' or the album pages' code, the two tabs waited for code only those pages run.
 * Coarser groups (what the account screens share, what both areas share) made pages wait for code
 * they never run (docs/PERFORMANCE.md). A module only one screen uses stays in that screen's chunk.
 */
function photoGroupOf(id: string, ctx: ChunkingContext): PhotoGroup | null {
  let groups = photoGroups.get(ctx);
  if (!groups) {
    groups = new Map();
    const shell = shellModules(ctx);
    const users = new Map<string, Set<string>>();
    for (const screen of ctx.getModuleInfo(screensModule)?.dynamicallyImportedIds ?? []) {
      if (toolScreens.test(screen)) continue;
      const stack = [screen];
      const seen = new Set<string>();
      while (stack.length > 0) {
        const module = stack.pop();
        if (module === undefined || seen.has(module) || shell.has(module)) continue;
        seen.add(module);
        users.set(module, (users.get(module) ?? new Set()).add(screen));
        stack.push(...(ctx.getModuleInfo(module)?.importedIds ?? []));
      }
    }
    for (const [module, screens] of users) {
      if (screens.size < 2 || module.includes('/node_modules/')) continue;
      if (![...screens].every((screen) => photoArea.test(screen))) continue;
      const users = [...screens];
      const group = users.every((screen) => previewScreens.test(screen))
        ? 'photos-preview'
        : users.some((screen) => landingScreens.test(screen))
          ? 'photos-shared'
          : 'photos-album';
      groups.set(module, group);
    }
    photoGroups.set(ctx, groups);
  }
  return groups.get(id) ?? null;
}

/**
 * Sets of modules outside the shell that the screens using one of them use together, each one
 * chunk. Left to rolldown, a set came as a chunk per combination of screens sharing each module:
 * as many requests in front of each such page (over HTTP/1.1's six connections on a slow mobile
 * link, each round of them costs a round trip) and as many more names in each list of what a
 * screen needs (its route page's, dist/routes/code.json).
 */
const kits: readonly { name: string; modules: RegExp }[] = [
  {
    // the dialog and the confirmation dialog, the stack of open dialogs (its machine and hooks), a
    // flow's confirmation hook: five chunks in front of a page with a dialog. Not lazyComponent,
    // which pages use without a dialog (the photo tabs' flows behind their buttons): in the small
    // pieces' chunk, it does not bring the kit in front of them.
    name: 'dialogs',
    modules:
      /\/src\/(ui\/(Dialog|ConfirmDialog)\.tsx|platform\/dialogs\/[^/]+\.tsx?|platform\/flows\/useConfirmDialog\.ts)$|\/machines\/shell\/dialogStack\.machine\.ts$/,
  },
  {
    // the order screens' (the home page's latest orders, the orders list, an order's page): the
    // orders API and its schemas, an order's facts, its dates and shown status; five chunks
    name: 'orders-shared',
    modules: /\/src\/(api\/orders\.ts|features\/orders\/OrderFacts\.tsx|features\/shared\/orders\/[^/]+\.tsx?)$|\/schemas\/orders\.ts$/,
  },
  {
    // a document's download (an order's page, the invoices): its button, machine, API and wiring; three chunks
    name: 'documents',
    modules:
      /\/src\/(features\/shared\/documents\/[^/]+\.tsx?|api\/documents\.ts|features\/shared\/wiring\/documentDownload\.ts)$|\/(schemas\/documents|machines\/downloads\/documentDownload\.machine)\.ts$/,
  },
  {
    // the account's push connection (downloads, activation, the bulk actions' archives): its
    // wiring, machine and message schemas; two chunks
    name: 'push',
    modules: /\/src\/features\/shared\/wiring\/pushConnection\.ts$|\/(schemas\/push|machines\/photos\/push\/pushConnection\.machine)\.ts$/,
  },
  {
    // the widgets' API and schemas (the widgets list, a widget's share page); two chunks
    name: 'widgets-api',
    modules: /\/src\/(api\/widgets|features\/widgets\/wiring\/widgetsApi)\.ts$|\/schemas\/widgets\.ts$/,
  },
  {
    // date-fns but for the languages' own locales (each its own chunk, loaded for the brand's
    // language; en-US stays in, as `format` falls back to it): only the photo library's dates use
    // it; four chunks
    name: 'date-fns',
    modules: /\/node_modules\/date-fns\/(?!locale\/(?!en-US[./]|_lib\/))/,
  },
  {
    // a numbered list's pages (the invoices, the saved projects, the downloads): the pager, its hook
    // and the list's machine factory; three chunks
    name: 'pager',
    modules: /\/src\/features\/shared\/pager\/[^/]+\.tsx?$|\/machines\/shared\/pageNumberedList\.ts$/,
  },
];

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
  plugins: [
    react(),
    earlyStartScript(),
    machineDescriptions(dir('./machines')),
    machineCatalogSummary(),
    ...atlasVendorFixes,
    compileHints(),
    routePages(),
    precompressAssets(),
  ],
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
        // Lazy chunks and their styles go by content hash only: their names are in the shell's
        // preload lists (the screens' stylesheets, what its other dynamic imports need) and in the
        // route pages and their list (scripts/routePages.ts). dist/.vite/manifest.json and the
        // source maps tell them apart. Seven characters of hash, the fewest rolldown allows for this
        // many chunks: hashes do not compress.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
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
            ...kits.map((kit) => ({
              debugName: kit.name,
              name: (id: string, ctx: ChunkingContext) => (kit.modules.test(id) && !shellModules(ctx).has(id) ? kit.name : null),
              includeDependenciesRecursively: false,
            })),
            {
              // the small pieces two or more lazy chunks share (isSmallPiece): one chunk instead of thirty
              debugName: 'lazy-common',
              name: (id: string, ctx: ChunkingContext) => (isSmallPiece(id, ctx) || id === lazyComponentModule ? 'lazy-common' : null),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              debugName: 'date-locale',
              name: (id: string) => (id === dateLocaleModule ? 'date-locale' : null),
            },
            ...PHOTO_GROUPS.map((group) => ({
              debugName: group,
              name: (id: string, ctx: ChunkingContext) => (photoGroupOf(id, ctx) === group ? group : null),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
}));
