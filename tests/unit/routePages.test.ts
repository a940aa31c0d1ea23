// The route pages of the build (scripts/routePages.ts): each route's copy of index.html names the
// code of its screen, but for the shell's, which index.html loads already.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNames } from '@schemas/routes';
import { DATE_LOCALES, DEFAULT_DATE_LOCALE } from '@/platform/i18n/dateLocale';
import {
  PAGE_IDLE_MODULE,
  chunkOfModule,
  dateLocaleChunks,
  dateLocaleRoutes,
  namedByPage,
  routePage,
  screenCode,
  screenModules,
  startModules,
  type BuiltChunk,
} from '../../scripts/routePages';

const ROOT = join(import.meta.dirname, '..', '..');

const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <script src="/assets/early.js" data-app="/assets/runtime.js /assets/shell.js"></script>
    <title>My Account</title>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="modulepreload" crossorigin href="/assets/shell.js">
    <link rel="stylesheet" crossorigin href="/assets/shell.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const chunk = (fileName: string, imports: string[], options: { modules?: string[]; css?: string[] } = {}): BuiltChunk => ({
  fileName,
  imports,
  moduleIds: options.modules ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

describe('the screen of each route', () => {
  it('is found in src/app/router/screens.ts for every route of the table, as a module that exists', () => {
    const modules = screenModules(readFileSync(join(ROOT, 'src/app/router/screens.ts'), 'utf8'));
    for (const name of routeNames) {
      const specifier = modules.get(name);
      expect(specifier, name).toMatch(/^(@\/|\.\/)/);
      const path = join(ROOT, (specifier ?? '').replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/router/'));
      expect(
        ['.tsx', '.ts'].some((extension) => existsSync(`${path}${extension}`)),
        `${name}: ${specifier}`,
      ).toBe(true);
    }
  });

  it('is the chunk that holds its module, also when a group holds it with others', () => {
    const orders = chunk('assets/orders.js', [], { modules: [join(ROOT, 'src/features/orders/OrdersPage.tsx')] });
    const grouped = chunk('assets/previews.js', [], {
      modules: [join(ROOT, 'src/features/photos/preview/usePreview.ts'), join(ROOT, 'src/features/photos/preview/PhotoPreviewPage.tsx')],
    });
    const redirect = chunk('assets/redirect.js', [], { modules: [join(ROOT, 'src/app/router/PhotoManagementRedirect.tsx')] });
    const chunks = [orders, grouped, redirect];
    expect(chunkOfModule('@/features/orders/OrdersPage', chunks, ROOT)).toBe(orders);
    expect(chunkOfModule('@/features/photos/preview/PhotoPreviewPage', chunks, ROOT)).toBe(grouped);
    expect(chunkOfModule('./PhotoManagementRedirect', chunks, ROOT)).toBe(redirect);
    expect(chunkOfModule('@/features/settings/SettingsPage', chunks, ROOT)).toBeUndefined();
  });
});

describe('what the start asks for beside the screen', () => {
  const starts = startModules(readFileSync(join(ROOT, 'src/app/router/screens.ts'), 'utf8'), routeNames);
  const exists = (specifier: string) =>
    ['.tsx', '.ts'].some((extension) => existsSync(join(ROOT, `${specifier.replace(/^@\//, 'src/')}${extension}`)));

  it('is, on every route, the chunk of what waits for the page, a module that exists', () => {
    expect(exists(PAGE_IDLE_MODULE)).toBe(true);
    for (const name of routeNames) expect(starts.get(name), name).toContain(PAGE_IDLE_MODULE);
  });

  it('is, on the routes with a warm-up (the photo library starts with the session), that warm-up as screens.ts names it', () => {
    const warmUps = routeNames.filter((name) => (starts.get(name) ?? []).length > 1);
    expect(warmUps.sort()).toEqual(['photoPreview', 'photos']);
    for (const name of warmUps) {
      expect(starts.get(name)).toEqual([PAGE_IDLE_MODULE, '@/features/photos/wiring/warmPhotoLibrary']);
    }
    expect(exists('@/features/photos/wiring/warmPhotoLibrary')).toBe(true);
  });
});

describe('the date-fns locales, for the routes whose screen waits for them', () => {
  const screensSource = readFileSync(join(ROOT, 'src/app/router/screens.ts'), 'utf8');
  const dateLocaleSource = readFileSync(join(ROOT, 'src/platform/i18n/dateLocale.ts'), 'utf8');

  it('are those of the routes screens.ts names: the photo library’s grids and album cards', () => {
    expect([...dateLocaleRoutes(screensSource)].sort()).toEqual(['album', 'albums', 'photos', 'sharedAlbum']);
  });

  it('name the chunk of each locale of dateLocale.ts, and the default’s for any other', () => {
    // each locale of the spec and its date-fns module
    const modules: Record<string, string> = {
      'en-GB': 'en-GB',
      'nl-NL': 'nl',
      'nl-BE': 'nl-BE',
      'de-DE': 'de',
      'de-AT': 'de-AT',
      'es-ES': 'es',
      'fr-FR': 'fr',
      'it-IT': 'it',
      'da-DK': 'da',
      'pt-PT': 'pt',
      'nb-NO': 'nb',
      'sv-SE': 'sv',
    };
    const chunks = [
      ...Object.values(modules).map((module) =>
        chunk(`assets/${module}.js`, [], { modules: [join(ROOT, `node_modules/date-fns/locale/${module}.js`)] }),
      ),
      chunk('assets/en-US.js', [], { modules: [join(ROOT, 'node_modules/date-fns/locale/en-US.js')] }),
    ];
    expect([...DATE_LOCALES].sort()).toEqual(Object.keys(modules).sort());
    expect(dateLocaleChunks(dateLocaleSource, chunks).split(' ')).toEqual([
      ...DATE_LOCALES.map((locale) => `${locale}=/assets/${modules[locale] ?? ''}.js`),
      `*=/assets/${modules[DEFAULT_DATE_LOCALE] ?? ''}.js`,
    ]);
  });

  it('refuse a build without the chunk of one of them', () => {
    expect(() => dateLocaleChunks(dateLocaleSource, [])).toThrow(/no chunk holds date-fns\/locale\//);
  });
});

describe("a route's page", () => {
  const runtime = chunk('assets/runtime.js', []);
  const shell = chunk('assets/shell.js', ['assets/runtime.js'], { css: ['assets/shell.css'] });
  const common = chunk('assets/common.js', ['assets/shell.js'], { css: ['assets/common.css'] });
  const kit = chunk('assets/kit.js', ['assets/common.js', 'assets/shell.js']);
  const screen = chunk('assets/orders.js', ['assets/shell.js', 'assets/common.js', 'assets/kit.js'], {
    css: ['assets/orders.css', 'assets/shell.css'],
  });
  const other = chunk('assets/settings.js', ['assets/shell.js']);
  const chunks = [runtime, shell, common, kit, screen, other];

  it('names what index.html names already: the early start, the shell’s scripts and its stylesheet', () => {
    expect([...namedByPage(INDEX_HTML)].sort()).toEqual(['assets/early.js', 'assets/runtime.js', 'assets/shell.css', 'assets/shell.js']);
  });

  it('names the screen’s chunks and styles, each once, and nothing of the shell’s or of other screens', () => {
    expect(screenCode(chunks, screen, namedByPage(INDEX_HTML))).toEqual({
      scripts: ['assets/orders.js', 'assets/common.js', 'assets/kit.js'],
      styles: ['assets/orders.css', 'assets/common.css'],
    });
  });

  it('names, beside the screen’s, the chunks the start asks for, each once, and nothing of the shell’s', () => {
    const idle = chunk('assets/idle.js', []);
    const warmUp = chunk('assets/warm.js', ['assets/shell.js', 'assets/common.js']);
    expect(screenCode([...chunks, idle, warmUp], [screen, idle, warmUp], namedByPage(INDEX_HTML))).toEqual({
      scripts: ['assets/orders.js', 'assets/common.js', 'assets/kit.js', 'assets/idle.js', 'assets/warm.js'],
      styles: ['assets/orders.css', 'assets/common.css'],
    });
  });

  it('is index.html with the links at the end of its head, after the shell’s, in its indentation', () => {
    const page = routePage(INDEX_HTML, { scripts: ['assets/orders.js', 'assets/kit.js'], styles: ['assets/orders.css'] });
    expect(page).toBe(
      INDEX_HTML.replace(
        '  </head>',
        [
          '    <link rel="modulepreload" crossorigin href="/assets/orders.js">',
          '    <link rel="modulepreload" crossorigin href="/assets/kit.js">',
          '    <link rel="preload" as="style" crossorigin href="/assets/orders.css">',
          '  </head>',
        ].join('\n'),
      ),
    );
  });

  it('on a route whose screen waits for the date-fns locale, names each locale’s chunk on the early start script', () => {
    const page = routePage(INDEX_HTML, { scripts: [], styles: [] }, 'en-GB=/assets/en.js *=/assets/en.js');
    expect(page).toBe(INDEX_HTML.replace(' data-app="', ' data-date-locales="en-GB=/assets/en.js *=/assets/en.js" data-app="'));
    expect(() => routePage(INDEX_HTML.replace(' data-app=', ' data-other='), { scripts: [], styles: [] }, '*=/assets/en.js')).toThrow(
      /no early start script/,
    );
  });

  it('refuses an index.html without a head’s end', () => {
    expect(() => routePage('<html><body></body></html>', { scripts: [], styles: [] })).toThrow(/no <\/head>/);
  });
});
