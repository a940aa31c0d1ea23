import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { CatalogEntry } from '../machines/catalogEntry.ts';
import type { MachineSummary, summarizeCatalog } from '../machines/catalogSummary.ts';

/**
 * The flow atlas's machine list without the machines: `virtual:machine-catalog-summary` is each
 * catalogued machine's id, title, description and state count, in catalogue order
 * (machines/catalogSummary.ts), so that /flows paints its list without downloading every machine
 * and its fixtures (docs/PERFORMANCE.md). In a build the plugin evaluates the catalogue in Node
 * (through tsx, which reads tsconfig.json's paths) and the module is that summary as a JSON literal.
 * In development and in tests the module computes it from the live catalogue when it is imported,
 * so that it always shows the machines as they are.
 */

export const MACHINE_CATALOG_SUMMARY_ID = 'virtual:machine-catalog-summary';
const resolvedId = `\0${MACHINE_CATALOG_SUMMARY_ID}`;

const catalogFile = (root: string) => join(root, 'machines', 'catalog.ts');
const summaryFile = (root: string) => join(root, 'machines', 'catalogSummary.ts');

/** What the plugin takes of each of the two modules. */
interface CatalogModule {
  catalog: readonly CatalogEntry[];
}
interface SummaryModule {
  summarizeCatalog: typeof summarizeCatalog;
}

/** The catalogue's summary, computed in Node from the sources under `root`. */
export async function summarizeCatalogInNode(root: string): Promise<MachineSummary[]> {
  const { register } = await import('tsx/esm/api');
  // one namespace: both modules see the same instances of the machines and their imports
  const scope = register({ namespace: `machine-catalog-summary-${Date.now()}`, tsconfig: join(root, 'tsconfig.json') });
  try {
    const parent = pathToFileURL(join(root, 'package.json')).href;
    const [{ catalog }, { summarizeCatalog }] = await Promise.all([
      scope.import(pathToFileURL(catalogFile(root)).href, parent) as Promise<CatalogModule>,
      scope.import(pathToFileURL(summaryFile(root)).href, parent) as Promise<SummaryModule>,
    ]);
    return summarizeCatalog(catalog);
  } finally {
    await scope.unregister();
  }
}

/** The plugin (the catalogue is machines/catalog.ts under the config's root). */
export function machineCatalogSummary(): Plugin {
  let building = false;
  let root = '';
  return {
    name: 'machine-catalog-summary',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
    },
    resolveId: (source) => (source === MACHINE_CATALOG_SUMMARY_ID ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      if (!building) {
        return [
          `import { catalog } from ${JSON.stringify(catalogFile(root))};`,
          `import { summarizeCatalog } from ${JSON.stringify(summaryFile(root))};`,
          'export default summarizeCatalog(catalog);',
        ].join('\n');
      }
      // a watching build evaluates the summary again when a machine changes
      for (const file of readdirSync(join(root, 'machines'), { recursive: true, encoding: 'utf8' }))
        if (file.endsWith('.ts')) this.addWatchFile(join(root, 'machines', file));
      return `export default ${JSON.stringify(await summarizeCatalogInNode(root))};`;
    },
  };
}
