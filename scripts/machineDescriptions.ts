import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/**
 * State descriptions out of the app's code, into the flow atlas's (build only).
 *
 * Every machine gives every state a `description` (ARCHITECTURE.md): words for designers and QA that
 * the running app never reads. The shell's machines (auth, cookie consent, resource) would carry
 * about 1 KB gzip of them in the bundle every page waits for (npm run bench:bundle). In a production
 * build this plugin removes the `description` of a machine's root and of every state written inline
 * under `states` in `createMachine({ … })` of each `*.machine.ts`, and collects them, by machine id
 * and dotted state path, into the virtual module `virtual:machine-descriptions`, which only the flow
 * atlas imports (src/features/flows/machineDescriptions.ts). A description whose value is not a plain
 * string, or a state not written inline, is left where it is. A machine a factory makes with its
 * caller's id (`createResourceMachine('album')`) has its factory's words, given to every machine the
 * machine files make with that factory by a plain id. In development and in tests nothing is removed
 * and the module is empty: the machines keep their own descriptions.
 */

export const MACHINE_DESCRIPTIONS_ID = 'virtual:machine-descriptions';
const resolvedId = `\0${MACHINE_DESCRIPTIONS_ID}`;
const MACHINE_FILE = /\/machines\/.+\.machine\.ts$/;

/** machine id → dotted state path ('' for the root) → description */
export type MachineDescriptions = Record<string, Record<string, string>>;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string';

/** Every node of a tree, depth first. */
function* nodesOf(root: Node): Generator<Node> {
  yield root;
  for (const value of Object.values(root)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesOf(item);
    } else if (isNode(value)) yield* nodesOf(value);
  }
}

const keyName = (property: Node): string | null => {
  const key = property.key;
  if (!isNode(key) || property.computed === true) return null;
  if (key.type === 'Identifier') return typeof key.name === 'string' ? key.name : null;
  if (key.type === 'Literal') return typeof key.value === 'string' ? key.value : null;
  return null;
};

/** A plain string: a string literal or a template literal without expressions. */
function plainText(value: unknown): string | null {
  if (!isNode(value)) return null;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'TemplateLiteral' && listOf(value.expressions).length === 0) {
    const [quasi] = listOf(value.quasis);
    const cooked: unknown = quasi && typeof quasi.value === 'object' && quasi.value !== null ? Reflect.get(quasi.value, 'cooked') : null;
    return typeof cooked === 'string' ? cooked : null;
  }
  return null;
}

const listOf = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);

const propertiesOf = (object: Node): Node[] =>
  listOf(object.properties).filter((property) => property.type === 'Property' && property.kind === 'init');

/**
 * Removes a property with the comma after it; the last one from the end of the one before (or the
 * opening brace) to the closing brace, trailing comma included.
 */
function removeProperty(s: MagicString, object: Node, property: Node) {
  const list = listOf(object.properties);
  const index = list.indexOf(property);
  const next = list[index + 1];
  const previous = list[index - 1];
  if (next) s.remove(property.start, next.start);
  else s.remove(previous ? previous.end : object.start + 1, object.end - 1);
}

/** Collects and removes the descriptions of one state node and its inline children. */
function stripStates(s: MagicString, stateNode: Node, path: string, into: Record<string, string>) {
  for (const property of propertiesOf(stateNode)) {
    const name = keyName(property);
    if (name === 'description') {
      const text = plainText(property.value);
      if (text !== null) {
        into[path] = text;
        removeProperty(s, stateNode, property);
      }
    } else if (name === 'states' && isNode(property.value) && property.value.type === 'ObjectExpression') {
      for (const child of propertiesOf(property.value)) {
        const key = keyName(child);
        if (key !== null && isNode(child.value) && child.value.type === 'ObjectExpression')
          stripStates(s, child.value, path ? `${path}.${key}` : key, into);
      }
    }
  }
}

/**
 * The key under which the descriptions of a machine factory are collected: a machine whose `id` is
 * the factory's parameter (`createResourceMachine(id)`), made by a function declared in its file.
 */
const factoryKey = (name: string) => `${name}()`;
const isFactoryKey = (key: string) => key.endsWith('()');

/** The name of the function declared around `node`, if any (the innermost). */
function enclosingFunction(program: Node, node: Node): string | null {
  let name: string | null = null;
  for (const candidate of nodesOf(program)) {
    if (candidate.type !== 'FunctionDeclaration' || candidate.start > node.start || candidate.end < node.end) continue;
    const id = candidate.id;
    if (isNode(id) && typeof id.name === 'string') name = id.name;
  }
  return name;
}

/**
 * The descriptions of the machines a file creates, and the file without them (null when it has none).
 * A machine with a plain-text `id` has them under that id; a machine a factory function of the file
 * makes with its caller's id, under the factory's key (collectMachineDescriptions gives them to the
 * machines it makes).
 */
export function stripMachineDescriptions(
  code: string,
  file: string,
): { code: string; map: ReturnType<MagicString['generateMap']>; found: MachineDescriptions } | null {
  const program: unknown = parseAst(code, { lang: 'ts', sourceType: 'module' }, file);
  if (!isNode(program)) return null;
  const s = new MagicString(code);
  const found: MachineDescriptions = {};
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee;
    const named =
      isNode(callee) &&
      ((callee.type === 'Identifier' && callee.name === 'createMachine') ||
        (callee.type === 'MemberExpression' && isNode(callee.property) && callee.property.name === 'createMachine'));
    const [config] = listOf(node.arguments);
    if (!named || !config || config.type !== 'ObjectExpression') continue;
    const idProperty = propertiesOf(config).find((property) => keyName(property) === 'id');
    const factory = idProperty && !plainText(idProperty.value) ? enclosingFunction(program, node) : null;
    const id = idProperty ? (plainText(idProperty.value) ?? (factory === null ? null : factoryKey(factory))) : null;
    if (id === null) continue;
    const into: Record<string, string> = {};
    stripStates(s, config, '', into);
    if (Object.keys(into).length > 0) found[id] = { ...found[id], ...into };
  }
  if (Object.keys(found).length === 0) return null;
  return { code: s.toString(), map: s.generateMap({ hires: true, source: file }), found };
}

/** The ids of the machines `code` makes with a factory: `createResourceMachine('album')` → album. */
function factoryMachines(code: string, file: string, factories: ReadonlySet<string>): [id: string, factory: string][] {
  const program: unknown = parseAst(code, { lang: 'ts', sourceType: 'module' }, file);
  if (!isNode(program)) return [];
  const made: [string, string][] = [];
  for (const node of nodesOf(program)) {
    const callee = node.callee;
    if (node.type !== 'CallExpression' || !isNode(callee) || callee.type !== 'Identifier' || typeof callee.name !== 'string') continue;
    const [first] = listOf(node.arguments);
    const id = plainText(first);
    if (id !== null && factories.has(factoryKey(callee.name))) made.push([id, factoryKey(callee.name)]);
  }
  return made;
}

/**
 * The descriptions of every `*.machine.ts` under a folder, read from disk (whatever the build has
 * loaded yet), by machine id: a factory's go to each machine those files make with it.
 */
export function collectMachineDescriptions(folder: string): MachineDescriptions {
  const all: MachineDescriptions = {};
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(resolve(folder), file))
    .filter((file) => MACHINE_FILE.test(file.replaceAll('\\', '/')))
    .sort();
  const sources = files.map((file) => [file, readFileSync(file, 'utf8')] as const);
  for (const [file, code] of sources) Object.assign(all, stripMachineDescriptions(code, file)?.found);
  const factories = new Set(Object.keys(all).filter(isFactoryKey));
  for (const [file, code] of sources)
    for (const [id, factory] of factoryMachines(code, file, factories)) all[id] = { ...all[factory], ...all[id] };
  return Object.fromEntries(Object.entries(all).filter(([key]) => !factories.has(key)));
}

/** The plugin: strips in production builds, serves the descriptions of `machinesFolder` to the atlas. */
export function machineDescriptions(machinesFolder: string): Plugin {
  let stripping = false;
  return {
    name: 'machine-descriptions',
    enforce: 'pre',
    configResolved(config) {
      stripping = config.command === 'build' && !config.build.ssr && config.mode === 'production';
    },
    resolveId: (source) => (source === MACHINE_DESCRIPTIONS_ID ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      return `export default ${stripping ? JSON.stringify(collectMachineDescriptions(machinesFolder)) : '{}'};`;
    },
    transform(code, id) {
      if (!stripping || !MACHINE_FILE.test(id)) return null;
      const result = stripMachineDescriptions(code, id);
      return result ? { code: result.code, map: result.map } : null;
    },
  };
}
