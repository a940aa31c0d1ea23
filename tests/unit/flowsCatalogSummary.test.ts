// The flow atlas's machine list paints from a summary of the catalogue (scripts/machineCatalogSummary.ts),
// written into the build as JSON: it must list what the live catalogue has, entry for entry, in order,
// with the state count the list showed when it read the machines itself.
import summary from 'virtual:machine-catalog-summary';
import { describe, expect, it } from 'vitest';
import { catalog } from '@machines/catalog';
import { stateNodesOf } from '@machines/paths';
import { machineCatalogSummary } from '../../scripts/machineCatalogSummary';

const expected = catalog.map((entry) => ({
  id: entry.id,
  title: entry.title,
  description: entry.description,
  stateCount: stateNodesOf(entry.machine).length,
}));

/** The virtual module's code as the plugin writes it for a build of this folder. */
async function builtModule(): Promise<string> {
  const plugin = machineCatalogSummary();
  Reflect.apply(plugin.configResolved as (...args: unknown[]) => void, {}, [{ command: 'build', root: process.cwd() }]);
  const id = Reflect.apply(plugin.resolveId as (...args: unknown[]) => unknown, {}, ['virtual:machine-catalog-summary']);
  const code: unknown = await Reflect.apply(plugin.load as (...args: unknown[]) => unknown, { addWatchFile: () => undefined }, [id]);
  if (typeof code !== 'string') throw new Error('the plugin wrote no module');
  return code;
}

describe('the machine list’s summary of the catalogue', () => {
  it('is, in a build, a JSON literal of every catalogued machine, evaluated in Node', { timeout: 60_000 }, async () => {
    const code = await builtModule();
    const prefix = 'export default ';
    expect(code.startsWith(prefix) && code.endsWith(';')).toBe(true);
    expect(JSON.parse(code.slice(prefix.length, -1))).toEqual(expected);
  });

  it('is, in development and tests, computed from the live catalogue', () => {
    expect(summary).toEqual(expected);
    expect(summary.length).toBeGreaterThan(50);
  });
});
