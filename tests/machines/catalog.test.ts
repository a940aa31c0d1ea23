// The catalogue is complete and fit for the flow atlas and the path generator: every
// machines/<area>/**/*.machine.ts is listed by its area's catalogue, every machine instance is made
// in such a file (none in the app, none by a factory's own file), every state says what it is, and
// the fixtures let traversal reach every stable state.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from '@machines/catalog';
import type { StateValue } from 'xstate';
import { machinePaths, ownEventTypes, stateNodesOf } from '@machines/paths';

const machinesDir = fileURLToPath(new URL('../../machines/', import.meta.url));
/** Every machine file under machines/, as its path there (`shell/auth.machine.ts`). */
const machineFilePaths = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.machine.ts'));
const machineFiles = machineFilePaths.map((file) => file.split('/').at(-1) ?? file);

/** Every TypeScript file of the app and of machines/ (`src/…`, `machines/…`) with its text. */
const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const sourceFiles = ['src', 'machines'].flatMap((dir) =>
  readdirSync(`${rootDir}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ path: `${dir}/${file}`, text: readFileSync(`${rootDir}${dir}/${file}`, 'utf8') })),
);
/** A machine made: `createMachine(`, or a call of a machine factory (`createResourceMachine<T>('id')`), not its definition. */
const MACHINE_MADE = /(?<!function )\b(?:createMachine|create[A-Z]\w*Machine)\s*(?:<[^()]*>)?\s*\(/;
/**
 * Machines made outside a machine file, each the catalogued machine itself: the invoices page types
 * its one `invoicesList` machine for each of its two lists; the shell's customer record is the
 * `resource` entry.
 */
const MADE_ELSEWHERE = ['src/features/invoices/wiring/invoicesList.ts', 'src/platform/customer/createCustomer.ts'];

describe('machine catalogue', () => {
  it('lists every machine file, in whichever area folder it lives', () => {
    expect(machineFiles.length).toBeGreaterThan(0);
    const missing = machineFiles
      .map((file) => file.replace(/\.machine\.ts$/, ''))
      .filter((id) => !catalog.some((entry) => entry.id === id));
    expect(missing, 'machines missing from the area catalogues').toEqual([]);
  });

  it('makes every machine instance in a catalogued machine file (machines/<area>/<id>.machine.ts), none in the app', () => {
    // a factory's own file (resource, formSave, albumForm, …) makes machines only inside the factory
    const factoryFile = (text: string) => /export function create\w+Machine\b/.test(text);
    const makers = sourceFiles
      .filter(({ path, text }) => MACHINE_MADE.test(text) && !path.endsWith('.machine.ts') && !factoryFile(text))
      .map(({ path }) => path);
    expect(makers.sort()).toEqual(MADE_ELSEWHERE);
    // and a factory's file calls no other factory: its instances live in machine files
    const factoryCalls = sourceFiles
      .filter(({ path, text }) => !path.endsWith('.machine.ts') && factoryFile(text))
      .filter(({ text }) => /(?<!function )\bcreate[A-Z]\w*Machine\s*(?:<[^()]*>)?\s*\(/.test(text))
      .map(({ path }) => path);
    expect(factoryCalls).toEqual([]);
  });

  it('keeps every machine in an area folder, none at the top of machines/', () => {
    expect(machineFilePaths.filter((file) => !file.includes('/'))).toEqual([]);
  });

  it('lists each machine once, under its own id', () => {
    expect(new Set(catalog.map((entry) => entry.id)).size).toBe(catalog.length);
    for (const entry of catalog) {
      expect(entry.machine.id, `${entry.id}: machine id`).toBe(entry.id);
      expect(machineFiles, `${entry.id}: file`).toContain(`${entry.id}.machine.ts`);
    }
  });

  describe.each(catalog.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
    it('has a title, a one-paragraph description and a spec section', () => {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.specSection.trim()).not.toBe('');
      expect(entry.description.trim().length).toBeGreaterThan(40);
      expect(entry.description).not.toMatch(/\n/);
    });

    it('gives every state a description', () => {
      const undescribed = stateNodesOf(entry.machine)
        .filter(({ node }) => !node.description?.trim())
        .map(({ path }) => path);
      expect(undescribed, `states without description in ${entry.id}`).toEqual([]);
    });

    it('lists a fixture event for every event the machine handles (delays excepted)', () => {
      const listed = new Set(entry.fixtures.events.map((event) => event.type));
      const unlisted = ownEventTypes(entry.machine).filter((type) => !type.startsWith('xstate.after.') && !listed.has(type));
      expect(unlisted).toEqual([]);
    });

    it('names its own events `<id>.*` (what another actor sends it keeps the sender’s id)', () => {
      const foreign = ownEventTypes(entry.machine).filter(
        (type) =>
          !type.startsWith('xstate.') &&
          !type.startsWith(`${entry.id}.`) &&
          !(RECEIVED[entry.id] ?? []).some((sender) => type.startsWith(`${sender}.`)),
      );
      expect(foreign).toEqual([]);
    });

    it('reaches every stable state on some shortest path', () => {
      const reached: StateValue[] = [];
      for (const path of machinePaths(entry)) {
        reached.push(path.initial.state);
        for (const step of path.steps) reached.push(step.state);
      }
      // a state that always leaves at once (eventless transition without guard) is never observed
      const stable = stateNodesOf(entry.machine).filter(({ node }) => node.always === undefined || node.always.length === 0);
      const unreached = stable
        .filter(({ node }) => node.type !== 'compound' && node.type !== 'parallel')
        .map(({ node }) => node.path)
        .filter((path) => !reached.some((value) => valueIncludes(value, path)))
        .map((path) => path.join('.'));
      expect(unreached).toEqual([]);
    });
  });
});

/** Machines that receive another actor's events, with that actor's id: the push channel's messages reach the archive download. */
const RECEIVED: Readonly<Record<string, readonly string[]>> = { archiveDownload: ['pushConnection'] };

/** Whether a (possibly parallel) state value is in the state node at `path`. */
function valueIncludes(value: StateValue, path: readonly string[]): boolean {
  const [head, ...rest] = path;
  if (head === undefined) return true;
  if (typeof value === 'string') return value === head && rest.length === 0;
  const child = value[head];
  return child !== undefined && valueIncludes(child, rest);
}
