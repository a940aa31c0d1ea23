// Prints the model-based test paths of catalogued machines for QA (xstate/graph).
//
//   npm run paths -- <machine…|--all> [--simple] [--to <state>] [--format md|json|csv|gherkin] [--out DIR]
//   npm run paths -- <machine…|--all> --uncovered [--coverage FILE] [--format …]
//
// Each path: its stable id and description, then each step (the event with its payload, then the
// state reached). `--simple` lists every simple path instead of the shortest path to each state;
// `--to` keeps the paths that end in a state (dotted: authenticated.renewing). `--uncovered` lists
// the shortest paths to the states and transitions a test run did not walk (reports/flow-coverage.json
// unless --coverage names another file). `--out DIR` writes files instead: one .feature per machine
// for Gherkin, paths.csv, paths.md or paths.json otherwise.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog, findEntry, type CatalogEntry } from '@machines/catalog';
import { machinePaths, stateLabel, toJsonValue, type MachinePath, type PathOptions } from '@machines/paths';
import { uncoveredPaths } from '@machines/uncovered';
import { FlowCoverage } from '../schemas/flowCoverage';
import { toCsv } from './paths/csv';
import { toGherkin } from './paths/gherkin';

const FORMATS = ['md', 'json', 'csv', 'gherkin'] as const;
type Format = (typeof FORMATS)[number];
const isFormat = (value: string | undefined): value is Format => FORMATS.some((format) => format === value);

export const DEFAULT_COVERAGE = 'reports/flow-coverage.json';

interface Args extends PathOptions {
  machines: string[];
  all: boolean;
  format: Format;
  help: boolean;
  uncovered: boolean;
  coverage: string;
  out?: string;
}

const usage = `Usage: npm run paths -- <machine…|--all> [--simple] [--to <state>] [--format md|json|csv|gherkin] [--out DIR]
       npm run paths -- <machine…|--all> --uncovered [--coverage FILE] [--format md|json|csv|gherkin] [--out DIR]
Machines: ${catalog.map((entry) => entry.id).join(', ')}`;

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = { machines: [], all: false, format: 'md', help: false, uncovered: false, coverage: DEFAULT_COVERAGE };
  const valueOf = (name: string, i: number): [string | undefined, number] => {
    const arg = argv[i] ?? '';
    return arg === `--${name}` ? [argv[i + 1], i + 1] : [arg.slice(`--${name}=`.length), i];
  };
  const takes = (arg: string, name: string) => arg === `--${name}` || arg.startsWith(`--${name}=`);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    let value: string | undefined;
    if (arg === '--simple') args.simple = true;
    else if (arg === '--all') args.all = true;
    else if (arg === '--uncovered') args.uncovered = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (takes(arg, 'to')) [args.to, i] = valueOf('to', i);
    else if (takes(arg, 'coverage')) {
      [value, i] = valueOf('coverage', i);
      if (!value) throw new Error('--coverage needs a file');
      args.coverage = value;
    } else if (takes(arg, 'out')) {
      [value, i] = valueOf('out', i);
      if (!value) throw new Error('--out needs a folder');
      args.out = value;
    } else if (takes(arg, 'format')) {
      [value, i] = valueOf('format', i);
      if (!isFormat(value)) throw new Error(`Unknown format '${value ?? ''}': use ${FORMATS.join(', ')}`);
      args.format = value;
    } else if (arg.startsWith('-')) throw new Error(`Unknown option '${arg}'`);
    else if (arg) args.machines.push(arg);
  }
  if (args.to === '') throw new Error('--to needs a state');
  if (args.uncovered && (args.simple || args.to !== undefined))
    throw new Error('--uncovered lists shortest paths: leave out --simple and --to');
  return args;
}

/**
 * A payload as people read it in the Markdown: long lists show their first items and how many
 * more, deep records their keys, long strings their start (the JSON format keeps everything).
 */
export function briefly(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  if (Array.isArray(value)) {
    const shown = value.slice(0, 3).map((item) => briefly(item, depth + 1));
    return value.length > 3 ? [...shown, `… ${value.length - 3} more`] : shown;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (depth >= 2) return `{${entries.map(([key]) => key).join(', ')}}`;
    return Object.fromEntries(entries.map(([key, inner]) => [key, briefly(inner, depth + 1)]));
  }
  return value;
}

const brief = (value: unknown) => JSON.stringify(briefly(toJsonValue(value)));

function eventText(event: { type: string }): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `\`${type}\` ${brief(payload)}` : `\`${type}\``;
}

export function toMarkdown(entry: CatalogEntry, paths: MachinePath[], options: PathOptions, uncovered = false): string {
  const kind = uncovered ? 'shortest' : options.simple ? 'simple' : 'shortest';
  const scope = uncovered ? ' to what the tests did not walk' : options.to ? ` to \`${options.to}\`` : '';
  const lines = [
    `## ${entry.title} (\`${entry.id}\`)`,
    '',
    entry.description,
    '',
    `Spec: ${entry.specSection}. ${paths.length} ${kind} path${paths.length === 1 ? '' : 's'}${scope}.`,
  ];
  paths.forEach((path) => {
    lines.push('', `### ${path.description}`, '', `ID: \`${path.id}\``, '');
    if (path.variant !== 'default') lines.push(`Input (${path.variant}): ${brief(path.input)}`, '');
    lines.push(`0. start → **${stateLabel(path.initial.state)}**`);
    path.steps.forEach((step, stepIndex) => lines.push(`${stepIndex + 1}. ${eventText(step.event)} → **${stateLabel(step.state)}**`));
  });
  return lines.join('\n');
}

export function toJson(entry: CatalogEntry, paths: MachinePath[]) {
  return {
    machine: entry.id,
    title: entry.title,
    specSection: entry.specSection,
    paths: paths.map((path) => ({
      id: path.id,
      variant: path.variant,
      input: toJsonValue(path.input),
      description: path.description,
      initial: stateLabel(path.initial.state),
      steps: path.steps.map((step) => ({ event: toJsonValue(step.event), state: stateLabel(step.state), stateValue: step.state })),
      state: stateLabel(path.state),
    })),
  };
}

/** The coverage file's record of each machine; a missing file is an error worth saying. */
function readCoverage(file: string): FlowCoverage {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No coverage file at ${file}: run the end-to-end tests (npm test) or name one with --coverage FILE.`);
  }
  const parsed = FlowCoverage.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a flow coverage file: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`);
  return parsed.data;
}

interface Result {
  entry: CatalogEntry;
  paths: MachinePath[];
  /** with --uncovered: what no path of the catalogue's events reaches */
  unreachable?: { states: string[]; transitions: string[] };
}

/** The documents to print or write: one per machine for Gherkin, one for the rest. */
function documents(args: Args, options: PathOptions, results: Result[]): Array<{ file: string; text: string }> {
  const note = ({ entry, unreachable }: Result) =>
    unreachable && unreachable.states.length + unreachable.transitions.length > 0
      ? `\n\nNot walked and not reached with the catalogue’s events (${entry.id}): ${[...unreachable.states, ...unreachable.transitions].join('; ')}.`
      : '';
  switch (args.format) {
    case 'gherkin':
      return results.map(({ entry, paths }) => ({ file: `${entry.id}.feature`, text: toGherkin(entry, paths) }));
    case 'csv':
      return [{ file: 'paths.csv', text: toCsv(results) }];
    case 'json': {
      const json = results.map((result) => ({
        ...toJson(result.entry, result.paths),
        ...(result.unreachable ? { unreachable: result.unreachable } : {}),
      }));
      return [{ file: 'paths.json', text: JSON.stringify(args.all || json.length > 1 ? json : json[0], null, 2) }];
    }
    case 'md':
      return [
        {
          file: 'paths.md',
          text: results.map((result) => toMarkdown(result.entry, result.paths, options, args.uncovered) + note(result)).join('\n\n'),
        },
      ];
  }
}

export function run(argv: readonly string[]): { output: string; exitCode: number } {
  let args: Args;
  let results: Result[];
  const options: PathOptions = {};
  try {
    args = parseArgs(argv);
    if (args.help) return { output: usage, exitCode: 0 };
    if (!args.all && args.machines.length === 0) return { output: usage, exitCode: 2 };
    const entries: CatalogEntry[] = [];
    for (const id of args.all ? catalog.map((entry) => entry.id) : args.machines) {
      const entry = findEntry(id);
      if (!entry) return { output: `Unknown machine '${id}'.\n${usage}`, exitCode: 2 };
      entries.push(entry);
    }
    if (args.simple) options.simple = true;
    if (args.to !== undefined) options.to = args.to;
    if (args.uncovered) {
      const coverage = readCoverage(args.coverage);
      results = entries.map((entry) => ({ entry, ...uncoveredPaths(entry, coverage.machines[entry.id]) }));
    } else results = entries.map((entry) => ({ entry, paths: machinePaths(entry, options) }));
  } catch (error) {
    return { output: `${error instanceof Error ? error.message : String(error)}\n${usage}`, exitCode: 2 };
  }
  const written = documents(args, options, results);
  if (args.out === undefined) return { output: written.map((document) => document.text.trimEnd()).join('\n\n'), exitCode: 0 };
  mkdirSync(args.out, { recursive: true });
  for (const document of written) writeFileSync(join(args.out, document.file), document.text);
  return { output: `Wrote ${written.length} file${written.length === 1 ? '' : 's'} to ${args.out}.`, exitCode: 0 };
}

const invokedDirectly = typeof process !== 'undefined' && process.argv[1] !== undefined && /scripts[\\/]paths\.ts$/.test(process.argv[1]);
if (invokedDirectly) {
  const { output, exitCode } = run(process.argv.slice(2));
  (exitCode === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  process.exitCode = exitCode;
}
