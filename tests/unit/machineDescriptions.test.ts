import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { stateNodesOf } from '../../machines/paths';
import { resourceMachine } from '../../machines/shell/resource.machine';
import { collectMachineDescriptions, stripMachineDescriptions } from '../../scripts/machineDescriptions';

const source = `
import { setup } from 'xstate';
export const m = setup({}).createMachine({
  id: 'sample',
  description: 'The whole thing.',
  context: { description: 'a gallery text, not a state' },
  initial: 'idle',
  states: {
    idle: { description: \`Waiting.\`, on: { go: 'busy' } },
    busy: {
      initial: 'a',
      states: { a: { description: "Inner A." }, b: { description: 'Inner B.', } },
      description: 'Working.',
    },
    done: { type: 'final', description: \`\${'computed'} words stay\` },
  },
});
`;

describe('state descriptions moved out of a production build', () => {
  it('removes the root and inline state descriptions, collected by dotted path, and leaves the rest', async () => {
    const result = stripMachineDescriptions(source, 'sample.machine.ts');
    expect(result?.found).toEqual({
      sample: { '': 'The whole thing.', idle: 'Waiting.', busy: 'Working.', 'busy.a': 'Inner A.', 'busy.b': 'Inner B.' },
    });
    const code = result?.code ?? '';
    expect(code).not.toMatch(/Waiting|Working|Inner|The whole thing/);
    expect(code).toContain(`context: { description: 'a gallery text, not a state' }`);
    expect(code).toContain('words stay');
    // the objects stay well formed: a last property's trailing comma goes with it
    expect(code).toMatch(/states: \{ a: \{\s*\}, b: \{\s*\} \}/);
    expect(stripMachineDescriptions(code, 'again.machine.ts')).toBeNull();
  });

  it('collects a factory’s words under the factory, whatever id its caller gives', () => {
    const factory = `
import { setup } from 'xstate';
export function createLoadMachine(id: string) {
  return setup({}).createMachine({ id, description: 'Loads.', initial: 'idle', states: { idle: { description: 'Idle.' } } });
}
export const loadMachine = createLoadMachine('load');
`;
    const result = stripMachineDescriptions(factory, 'load.machine.ts');
    expect(result?.found).toEqual({ 'createLoadMachine()': { '': 'Loads.', idle: 'Idle.' } });
    expect(result?.code).not.toMatch(/Loads\.|Idle\./);
  });

  it('leaves a file without createMachine untouched', () => {
    expect(stripMachineDescriptions(`export const x = { description: 'y' };`, 'x.machine.ts')).toBeNull();
  });

  it('collects, for every catalogued machine, exactly the words its states carry', () => {
    const collected = collectMachineDescriptions('machines');
    let compared = 0;
    for (const entry of catalog) {
      const words = collected[entry.machine.id];
      if (!words) continue;
      for (const [path, description] of Object.entries(words)) {
        const node = path === '' ? entry.machine.root : stateNodesOf(entry.machine).find((candidate) => candidate.path === path)?.node;
        expect(node?.description, `${entry.id} ${path}`).toBe(description);
        compared += 1;
      }
    }
    // the shell's machines are among them: their words leave the shell's bundle
    expect(Object.keys(collected)).toEqual(expect.arrayContaining(['auth', 'cookieConsent']));
    // so are the machines made by the resource factory (one of them, the customer record's, in the
    // shell), each with every word of its states, under its own id and not the factory's
    for (const id of ['resource', 'productPdfs', 'cutoff', 'album', 'widgetList', 'photoSummary']) {
      const entry = catalog.find((candidate) => candidate.machine.id === id);
      const described = stateNodesOf(entry?.machine ?? resourceMachine).filter(({ node }) => node.description !== undefined);
      expect(described.length, id).toBe(4);
      for (const { path, node } of described) expect(collected[id]?.[path], `${id} ${path}`).toBe(node.description);
      expect(collected[id]?.[''], id).toBe(resourceMachine.root.description);
    }
    expect(Object.keys(collected).filter((key) => key.endsWith('()'))).toEqual([]);
    expect(compared).toBeGreaterThan(200);
  });
});
