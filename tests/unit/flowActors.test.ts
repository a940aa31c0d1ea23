// One way to run a flow (ARCHITECTURE.md "How an area is joined"): every actor an area makes per
// screen is made by useFlowActor (src/platform/flows/useFlowActor.ts), which gives it the app's
// inspector and the machine's id; the account scope's parts make theirs with createActor and the
// same inspector. Read from the sources of src/features, so that a bare useActorRef, useMachine or
// createActor added anywhere else fails here, as well as in lint.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { catalog } from '../../machines/catalog';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FEATURES = 'src/features';
/** The atlas's own simulation runs catalogued machines as actors that are not the app's. */
const ATLAS = `${FEATURES}/flows/`;

function sourcesUnder(folder: string): string[] {
  return readdirSync(`${root}${folder}`, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => `${entry.parentPath.slice(root.length)}/${entry.name}`.replaceAll('\\', '/'));
}

const files = new Map(sourcesUnder(FEATURES).map((path) => [path, readFileSync(`${root}${path}`, 'utf8')]));
const areaFiles = [...files].filter(([path]) => !path.startsWith(ATLAS));

/** The names a file imports (values, not types) from a module whose specifier matches `from`. */
function importedNames(source: string, from: RegExp): { name: string; specifier: string }[] {
  const found: { name: string; specifier: string }[] = [];
  for (const match of source.matchAll(/^import (?!type )\{([^}]*)\} from '([^']+)';$/gm)) {
    const [, names = '', specifier = ''] = match;
    if (!from.test(specifier)) continue;
    for (const part of names.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) found.push({ name: name.split(/\s+as\s+/)[0] ?? name, specifier });
    }
  }
  return found;
}

const callsFlowActor = (source: string) => /\buseFlowActor\(/.test(source);
const callsCreateActor = (source: string) => /\bcreateActor\(/.test(source);
const definesAccountPart = (source: string) => /\baccountPart\(/.test(source);

/** An account-scope part, or a module that one of them imports (the photo library's maker). */
function inAccountScope(path: string): boolean {
  if (definesAccountPart(files.get(path) ?? '')) return true;
  const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  return [...files.values()].some((source) => definesAccountPart(source) && new RegExp(`from '[^']*/${stem}';`).test(source));
}

/** The hooks a file exports (`export function useX`): how a wiring file hands a provided machine on. */
const exportedHooks = (source: string) => [...source.matchAll(/^export function (use\w+)[<(]/gm)].map((match) => match[1] ?? '');

const callsHook = (source: string, hook: string) => new RegExp(`\\b${hook}\\(`).test(source);

/** The hooks of files that call useFlowActor: a shared one (a paged list's) runs the machine it is given through it. */
const flowRunningHooks = [...files.values()].filter(callsFlowActor).flatMap(exportedHooks);
const runsFlow = (source: string) => callsFlowActor(source) || flowRunningHooks.some((hook) => callsHook(source, hook));

/** Whether a file that runs a flow (useFlowActor, or a hook that calls it) also calls `hook` (the machine it starts comes from there). */
const startedThrough = (hook: string) => [...files.values()].some((source) => runsFlow(source) && callsHook(source, hook));

describe('every per-screen flow in src/features is made through useFlowActor', () => {
  it("has no bare useActorRef or useMachine (@xstate/react's actor makers) in an area", () => {
    const bare = areaFiles
      .filter(([, source]) => importedNames(source, /^@xstate\/react$/).some(({ name }) => name === 'useActorRef' || name === 'useMachine'))
      .map(([path]) => path);
    expect(bare).toEqual([]);
  });

  it("makes actors with createActor only in the account scope's parts", () => {
    const outside = areaFiles.filter(([path, source]) => callsCreateActor(source) && !inAccountScope(path)).map(([path]) => path);
    expect(outside).toEqual([]);
    // the account scope does make some: the check looks at real files
    expect(areaFiles.filter(([, source]) => callsCreateActor(source)).length).toBeGreaterThan(2);
  });

  it('starts each catalogued machine an area uses with useFlowActor, or in the account scope', async () => {
    const catalogued = new Set(catalog.map((entry) => entry.id));
    const perScreen = new Set<string>();
    const accountScoped = new Set<string>();
    const notThroughTheHook: string[] = [];
    for (const [path, source] of areaFiles) {
      for (const { name, specifier } of importedNames(source, /^@machines\//)) {
        if (!name.endsWith('Machine')) continue;
        const module: Record<string, unknown> = await import(`${root}${specifier.replace('@machines/', 'machines/')}`);
        const machine = module[name];
        if (!isMachine(machine) || !catalogued.has(machine.id)) continue;
        if (callsCreateActor(source) && inAccountScope(path)) accountScoped.add(machine.id);
        else if (callsFlowActor(source) || exportedHooks(source).some(startedThrough)) perScreen.add(machine.id);
        else notThroughTheHook.push(`${machine.id} (${path})`);
      }
    }
    expect(notThroughTheHook).toEqual([]);
    // the flows the atlas's live mode is for: an e-mail change, a save, a delete, an address change
    for (const id of ['emailChange', 'personalDetailsSave', 'savedProjectDelete', 'deliveryAddressChange', 'addressEdit'])
      expect(perScreen, id).toContain(id);
    expect(accountScoped).toContain('ordersList');
  });
});

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'id' in value && typeof value.id === 'string';
}
