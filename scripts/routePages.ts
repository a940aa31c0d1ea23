// Route pages: for every route of the table (schemas/routes.ts), a copy of the built index.html
// that also names the code of the route's screen (<link rel="modulepreload"> for its chunks, a
// preload of its styles), written to dist/routes/<route name>.html. The server sends a route's page
// for the paths of that route (sandbox/static/built-app.ts; a deployment rewrites the same paths to
// the same files) and index.html for any other. Opened directly (a reload, a link, a bookmark), the
// page then asks for its screen's code while the shell downloads, instead of once the shell has run
// and found the route: a round trip less in front of the first paint of the page itself
// (docs/PERFORMANCE.md "A route's page names its code"). It names as well what the start asks for
// beside the screen at its first render: the chunk of what waits for the page (every route) and the
// route's warm-up (startModules).
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

/** A warm-up's loader as screens.ts writes it: `const warmPhotoLibrary = (): Promise<WarmUp> => import('…')…`. */
const WARM_UP_LOADER = /^const (\w+) = \(\): Promise<WarmUp> => import\('([^']+)'\)/gm;
/** The routes' warm-ups as screens.ts writes them: `warmUps: { photos: warmPhotoLibrary, … }`. */
const WARM_UPS = /warmUps: \{([^}]*)\}/;
/**
 * The module the start imports on every route at its first render: what waits for the page
 * (src/platform/idle/pageIdle.ts) waits with it.
 */
export const PAGE_IDLE_MODULE = '@/platform/idle/whenPageDrawn';

/**
 * The modules the start asks for beside the screen of a route opened directly, by route, the
 * specifiers as screens.ts writes them: the chunk of what waits for the page, and the route's
 * warm-up (areaStarts.warmUps of src/app/router/screens.ts). Named by the route's page, they come
 * with the shell instead of once it has run: asked for after it, each was a round trip in front of
 * the page's first paint in the mobile audit (docs/PERFORMANCE.md "What the start asks for, named by
 * the route's page").
 */
export function startModules(source: string, routes: readonly string[]): Map<string, string[]> {
  const loaders = new Map([...source.matchAll(WARM_UP_LOADER)].map((match) => [match[1] ?? '', match[2] ?? '']));
  const warmUps = new Map(
    [...(WARM_UPS.exec(source)?.[1] ?? '').matchAll(/(\w+): (\w+)/g)].map((match) => [match[1] ?? '', loaders.get(match[2] ?? '')]),
  );
  return new Map(
    routes.map((route) => {
      const warmUp = warmUps.get(route);
      return [route, warmUp === undefined ? [PAGE_IDLE_MODULE] : [PAGE_IDLE_MODULE, warmUp]];
    }),
  );
}

/** A date-fns locale's loader as src/platform/i18n/dateLocale.ts writes it: `'nl-BE': () => import('date-fns/locale/nl-BE')…`. */
const DATE_LOCALE_LOADER = /^\s+'([\w-]+)': \(\) => import\('date-fns\/locale\/([\w-]+)'\)/gm;
/** The locale whose date-fns locale any other gets (dateLocale.ts's DEFAULT_DATE_LOCALE). */
const DEFAULT_DATE_LOCALE = /^export const DEFAULT_DATE_LOCALE = '([\w-]+)'/m;
/** The routes whose screen waits for the date-fns locale, as screens.ts writes them: `dateLocale: new Set(['photos', …])`. */
const DATE_LOCALE_ROUTES = /dateLocale: new Set\(\[([^\]]*)\]\)/;

/** The routes whose screen waits for the date-fns locale (areaStarts.dateLocale of screens.ts). */
export function dateLocaleRoutes(screensSource: string): Set<string> {
  return new Set([...(DATE_LOCALE_ROUTES.exec(screensSource)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1] ?? ''));
}

/**
 * The chunk of each locale's date-fns locale, as the early start reads it from its script's
 * data-date-locales attribute: `en-GB=/assets/….js nl-BE=/assets/….js … *=/assets/….js` (`*`: the
 * default's, for a locale without its own). The early start preloads the brand's once config.json
 * has answered: the screens that wait for it then have it with the shell (runEarlyStart).
 */
export function dateLocaleChunks(dateLocaleSource: string, chunks: readonly BuiltChunk[]): string {
  const chunkOf = (module: string) => {
    const found = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/date-fns/locale/${module}.js`)));
    if (!found) throw new Error(`route pages: no chunk holds date-fns/locale/${module}`);
    return `/${found.fileName}`;
  };
  const loaders = new Map([...dateLocaleSource.matchAll(DATE_LOCALE_LOADER)].map((match) => [match[1] ?? '', chunkOf(match[2] ?? '')]));
  const fallback = loaders.get(DEFAULT_DATE_LOCALE.exec(dateLocaleSource)?.[1] ?? '');
  if (loaders.size === 0 || fallback === undefined)
    throw new Error('route pages: dateLocale.ts names no date-fns locale, or not its default');
  return [...loaders, ['*', fallback]].map(([locale, file]) => `${locale}=${file}`).join(' ');
}

/** The chunk holding a module that screens.ts imports (either extension); undefined when none does. */
export function chunkOfModule(specifier: string, chunks: readonly BuiltChunk[], root: string): BuiltChunk | undefined {
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
 * What a screen's page names: the chunks its chunk needs (or each of several chunks: the screen's
 * and what the start asks for beside it) and their styles, but for what the page names already
 * (`named`: the shell, which index.html loads) and what that needs.
 */
export function screenCode(
  chunks: readonly BuiltChunk[],
  screen: BuiltChunk | readonly BuiltChunk[],
  named: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set(chunks.filter((chunk) => named.has(chunk.fileName)).flatMap((chunk) => [...closure(byFile, chunk)]));
  const stylesOf = (group: Iterable<BuiltChunk>) => [...group].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  const onPage = new Set([...named, ...stylesOf(shell)]);
  const roots = 'fileName' in screen ? [screen] : screen;
  const own = [...roots.reduce((seen, root) => closure(byFile, root, seen), new Set<BuiltChunk>())].filter((chunk) => !shell.has(chunk));
  return {
    scripts: own.map((chunk) => chunk.fileName),
    styles: [...new Set(stylesOf(own))].filter((file) => !onPage.has(file)),
  };
}

/**
 * index.html with the screen's code named at the end of its head, after the shell's own script and
 * stylesheet (asked for first). The styles as a preload, not a stylesheet: the shell's first paint
 * (its header and loader) does not wait for them; the screen's loader takes them from the cache.
 * On a route whose screen waits for the date-fns locale, the early start script also names each
 * locale's chunk (`dateLocales`: dateLocaleChunks).
 */
export function routePage(
  indexHtml: string,
  code: { scripts: readonly string[]; styles: readonly string[] },
  dateLocales: string | null = null,
): string {
  if (dateLocales !== null && !indexHtml.includes(' data-app="')) throw new Error('index.html has no early start script (data-app)');
  const html = dateLocales === null ? indexHtml : indexHtml.replace(' data-app="', ` data-date-locales="${dateLocales}" data-app="`);
  const end = /^([ \t]*)<\/head>/m.exec(html);
  if (!end) throw new Error('index.html has no </head>');
  const indent = `${end[1] ?? ''}  `;
  const links = [
    ...code.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...code.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return `${html.slice(0, end.index)}${links.map((link) => `${indent}${link}\n`).join('')}${html.slice(end.index)}`;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCREENS_SOURCE = join(ROOT, 'src/app/router/screens.ts');
const ENTRY_MODULE = join(ROOT, 'src/main.tsx');
const DATE_LOCALE_SOURCE = join(ROOT, 'src/platform/i18n/dateLocale.ts');
/** Each route's screen code for the app's own navigations (src/app/router/screenCode.ts). */
export const SCREEN_CODE_FILE = 'code.json';

/** The screen chunk of every route of the table; throws for a route whose screen no chunk holds. */
function screenChunks(chunks: readonly BuiltChunk[], screensSource: string): Map<RouteName, BuiltChunk> {
  const modules = screenModules(screensSource);
  return new Map(
    routeNames.map((name) => {
      const screen = chunkOfModule(modules.get(name) ?? '', chunks, ROOT);
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
      const screensSource = await readFile(SCREENS_SOURCE, 'utf8');
      const starts = startModules(screensSource, routeNames);
      const waitForDateLocale = dateLocaleRoutes(screensSource);
      const dateLocales = dateLocaleChunks(await readFile(DATE_LOCALE_SOURCE, 'utf8'), chunks);
      await mkdir(join(out, ROUTE_PAGES_DIR), { recursive: true });
      for (const [name, file] of built.screens) {
        const screen = byFile.get(file);
        if (!screen) throw new Error(`route pages: the screen chunk ${file} of the route ${name} was not written`);
        const start = (starts.get(name) ?? []).map((specifier) => {
          const found = chunkOfModule(specifier, chunks, ROOT);
          if (!found) throw new Error(`route pages: no chunk holds ${specifier}, which the start of the route ${name} imports`);
          return found;
        });
        // the app's own navigations ask for the screen's code alone: the start's was asked for at the start
        code[name] = screenCode(chunks, screen, named).scripts;
        const page = routePage(indexHtml, screenCode(chunks, [screen, ...start], named), waitForDateLocale.has(name) ? dateLocales : null);
        await writeFile(join(out, ROUTE_PAGES_DIR, `${name}.html`), page);
      }
      await writeFile(join(out, ROUTE_PAGES_DIR, SCREEN_CODE_FILE), JSON.stringify(code));
    },
  };
}
