// Route pages: for every route of the table (schemas/routes.ts), a copy of the built index.html
// that also names the code of the route's screen (<link rel="modulepreload"> for its chunks, a
// preload of its styles), written to dist/routes/<route name>.html. The server sends a route's page
// for the paths of that route (sandbox/static/built-app.ts; a deployment rewrites the same paths to
// the same files) and index.html for any other. Opened directly (a reload, a link, a bookmark), the
// page then asks for its screen's code while the shell downloads, instead of once the shell has run
// and found the route: a round trip less in front of the first paint of the page itself
// (docs/PERFORMANCE.md "A route's page names its code").
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { routeNames, type RouteName } from '../schemas/routes.ts';

/** The folder of dist/ the route pages go to. */
export const ROUTE_PAGES_DIR = 'routes';

/** A chunk of the build as far as this reads it (rolldown's output chunk, with Vite's metadata). */
export interface BuiltChunk {
  fileName: string;
  /** the chunks it imports statically */
  imports: readonly string[];
  /** the source modules it holds, by absolute path */
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

const SCREEN_LINE = /^\s+(\w+): \(\) => import\('([^']+)'\)/gm;

/**
 * The screen module of each route, as src/app/router/screens.ts writes it (`orders: () =>
 * import('@/features/orders/OrdersPage')…`), the specifier as written. tests/unit/routePages.test.ts
 * checks that every route of the table has one.
 */
export function screenModules(source: string): Map<string, string> {
  return new Map([...source.matchAll(SCREEN_LINE)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The chunk holding a screens.ts import (its module with either extension); undefined when none does. */
export function chunkOfScreen(specifier: string, chunks: readonly BuiltChunk[], root: string): BuiltChunk | undefined {
  const path = join(root, specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : specifier.replace(/^\.\//, 'src/app/router/'));
  const ids = new Set(['.tsx', '.ts'].map((extension) => `${path}${extension}`));
  return chunks.find((chunk) => chunk.moduleIds.some((id) => ids.has(id)));
}

function closure(byFile: ReadonlyMap<string, BuiltChunk>, chunk: BuiltChunk, seen = new Set<BuiltChunk>()): Set<BuiltChunk> {
  if (seen.has(chunk)) return seen;
  seen.add(chunk);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) closure(byFile, imported, seen);
  }
  return seen;
}

/** The files index.html names already (the early start, the shell's preloaded scripts and its stylesheet), without their leading '/'. */
export function namedByPage(indexHtml: string): Set<string> {
  const named = /<(?:script [^>]*src|link [^>]*href)="\/([^"]+)"/g;
  return new Set([...indexHtml.matchAll(named)].map((match) => match[1] ?? ''));
}

/**
 * What a screen's page names: the chunks its chunk needs and their styles, but for what the page
 * names already (`named`: the shell, which index.html loads) and what that needs.
 */
export function screenCode(
  chunks: readonly BuiltChunk[],
  screen: BuiltChunk,
  named: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set(chunks.filter((chunk) => named.has(chunk.fileName)).flatMap((chunk) => [...closure(byFile, chunk)]));
  const stylesOf = (group: Iterable<BuiltChunk>) => [...group].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  const onPage = new Set([...named, ...stylesOf(shell)]);
  const own = [...closure(byFile, screen)].filter((chunk) => !shell.has(chunk));
  return {
    scripts: own.map((chunk) => chunk.fileName),
    styles: [...new Set(stylesOf(own))].filter((file) => !onPage.has(file)),
  };
}

/**
 * index.html with the screen's code named at the end of its head, after the shell's own script and
 * stylesheet (asked for first). The styles as a preload, not a stylesheet: the shell's first paint
 * (its header and loader) does not wait for them; the screen's loader takes them from the cache.
 */
export function routePage(indexHtml: string, code: { scripts: readonly string[]; styles: readonly string[] }): string {
  const end = /^([ \t]*)<\/head>/m.exec(indexHtml);
  if (!end) throw new Error('index.html has no </head>');
  const indent = `${end[1] ?? ''}  `;
  const links = [
    ...code.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...code.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return `${indexHtml.slice(0, end.index)}${links.map((link) => `${indent}${link}\n`).join('')}${indexHtml.slice(end.index)}`;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCREENS_SOURCE = join(ROOT, 'src/app/router/screens.ts');
const ENTRY_MODULE = join(ROOT, 'src/main.tsx');
/** Each route's screen code for the app's own navigations (src/app/router/screenCode.ts). */
export const SCREEN_CODE_FILE = 'code.json';

/** The screen chunk of every route of the table; throws for a route whose screen no chunk holds. */
function screenChunks(chunks: readonly BuiltChunk[], screensSource: string): Map<RouteName, BuiltChunk> {
  const modules = screenModules(screensSource);
  return new Map(
    routeNames.map((name) => {
      const screen = chunkOfScreen(modules.get(name) ?? '', chunks, ROOT);
      if (!screen) throw new Error(`route pages: no chunk holds the screen of the route ${name}`);
      return [name, screen] as const;
    }),
  );
}

/**
 * The route pages (above), and the same lists of each screen's code in dist/routes/code.json, which
 * the app reads for its own navigations. The shell then does not carry those lists: Vite's preload
 * list of a screen's chunks, written into the shell at each of its dynamic imports of a screen, is
 * left out (`modulePreload.resolveDependencies`; the screens' stylesheets stay in it), about 0.9 KB
 * gzip of the shell (npm run bench:bundle). Lists of the shell's other dynamic imports stay.
 */
export function routePages(): Plugin {
  /** the shell's chunk, and each route's screen chunk, by file name: found once the bundle is made */
  const built: { shell: string | null; screens: ReadonlyMap<RouteName, string>; screenFiles: ReadonlySet<string> } = {
    shell: null,
    screens: new Map(),
    screenFiles: new Set(),
  };
  return {
    name: 'my-account:route-pages',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostId }) => (hostId === built.shell && built.screenFiles.has(file) ? [] : deps),
        },
      },
    }),
    generateBundle: {
      // before Vite writes the preload lists into the chunks
      order: 'pre',
      async handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        built.shell = chunks.find((chunk) => chunk.moduleIds.includes(ENTRY_MODULE))?.fileName ?? null;
        const screens = screenChunks(chunks, await readFile(SCREENS_SOURCE, 'utf8'));
        built.screens = new Map([...screens].map(([name, chunk]) => [name, chunk.fileName]));
        built.screenFiles = new Set(built.screens.values());
      },
    },
    async writeBundle(options, bundle) {
      const out = options.dir ?? 'dist';
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const indexHtml = await readFile(join(out, 'index.html'), 'utf8');
      const named = namedByPage(indexHtml);
      const code: Partial<Record<RouteName, string[]>> = {};
      await mkdir(join(out, ROUTE_PAGES_DIR), { recursive: true });
      for (const [name, file] of built.screens) {
        const screen = byFile.get(file);
        if (!screen) throw new Error(`route pages: the screen chunk ${file} of the route ${name} was not written`);
        const own = screenCode(chunks, screen, named);
        code[name] = own.scripts;
        await writeFile(join(out, ROUTE_PAGES_DIR, `${name}.html`), routePage(indexHtml, own));
      }
      await writeFile(join(out, ROUTE_PAGES_DIR, SCREEN_CODE_FILE), JSON.stringify(code));
    },
  };
}
