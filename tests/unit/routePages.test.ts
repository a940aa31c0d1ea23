// The route pages of the build (scripts/routePages.ts): each route's copy of index.html names the
// code of its screen, but for the shell's, which index.html loads already.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNames } from '@schemas/routes';
import { chunkOfScreen, namedByPage, routePage, screenCode, screenModules, type BuiltChunk } from '../../scripts/routePages';

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
    expect(chunkOfScreen('@/features/orders/OrdersPage', chunks, ROOT)).toBe(orders);
    expect(chunkOfScreen('@/features/photos/preview/PhotoPreviewPage', chunks, ROOT)).toBe(grouped);
    expect(chunkOfScreen('./PhotoManagementRedirect', chunks, ROOT)).toBe(redirect);
    expect(chunkOfScreen('@/features/settings/SettingsPage', chunks, ROOT)).toBeUndefined();
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

  it('refuses an index.html without a head’s end', () => {
    expect(() => routePage('<html><body></body></html>', { scripts: [], styles: [] })).toThrow(/no <\/head>/);
  });
});
