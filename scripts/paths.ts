// Prints the model-based test paths of catalogued machines for QA (xstate/graph).
//
//   npm run paths -- <machine> [--simple] [--to <state>] [--format md|json]
//   npm run paths -- --all [--simple] [--format md|json]
//
// Each path: its description, then each step (the event with its payload, then the state reached).
// `--simple` lists every simple path instead of the shortest path to each state; `--to` keeps the
// paths that end in a state (dotted: authenticated.renewing).
import { catalog, findEntry, type CatalogEntry } from '@machines/catalog';
import { machinePaths, stateLabel, toJsonValue, type MachinePath, type PathOptions } from '@machines/paths';

interface Args extends PathOptions {
  machines: string[];
  all: boolean;
  format: 'md' | 'json';
  help: boolean;
}

const usage = `Usage: npm run paths -- <machine> [--simple] [--to <state>] [--format md|json]
       npm run paths -- --all [--simple] [--format md|json]
Machines: ${catalog.map((entry) => entry.id).join(', ')}`;

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = { machines: [], all: false, format: 'md', help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--simple') args.simple = true;
    else if (arg === '--all') args.all = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--to') args.to = argv[++i];
    else if (arg?.startsWith('--to=')) args.to = arg.slice('--to='.length);
    else if (arg === '--format' || arg?.startsWith('--format=')) {
      const format = arg === '--format' ? argv[++i] : arg.slice('--format='.length);
      if (format !== 'md' && format !== 'json') throw new Error(`Unknown format '${format ?? ''}': use md or json`);
      args.format = format;
    } else if (arg?.startsWith('-')) throw new Error(`Unknown option '${arg}'`);
    else if (arg) args.machines.push(arg);
  }
  if (args.to === '') throw new Error('--to needs a state');
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

export function toMarkdown(entry: CatalogEntry, paths: MachinePath[], options: PathOptions): string {
  const lines = [
    `## ${entry.title} (\`${entry.id}\`)`,
    '',
    entry.description,
    '',
    `Spec: ${entry.specSection}. ${paths.length} ${options.simple ? 'simple' : 'shortest'} path${paths.length === 1 ? '' : 's'}${options.to ? ` to \`${options.to}\`` : ''}.`,
  ];
  paths.forEach((path, index) => {
    lines.push('', `### ${index + 1}. ${path.description}`, '');
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
      variant: path.variant,
      input: toJsonValue(path.input),
      description: path.description,
      initial: stateLabel(path.initial.state),
      steps: path.steps.map((step) => ({ event: toJsonValue(step.event), state: stateLabel(step.state), stateValue: step.state })),
      state: stateLabel(path.state),
    })),
  };
}

export function run(argv: readonly string[]): { output: string; exitCode: number } {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    return { output: `${error instanceof Error ? error.message : String(error)}\n${usage}`, exitCode: 2 };
  }
  if (args.help) return { output: usage, exitCode: 0 };
  if (!args.all && args.machines.length === 0) return { output: usage, exitCode: 2 };
  const entries: CatalogEntry[] = [];
  for (const id of args.all ? catalog.map((entry) => entry.id) : args.machines) {
    const entry = findEntry(id);
    if (!entry) return { output: `Unknown machine '${id}'.\n${usage}`, exitCode: 2 };
    entries.push(entry);
  }
  const options: PathOptions = { ...(args.simple ? { simple: true } : {}), ...(args.to === undefined ? {} : { to: args.to }) };
  const results = entries.map((entry) => ({ entry, paths: machinePaths(entry, options) }));
  if (args.format === 'json') {
    const documents = results.map(({ entry, paths }) => toJson(entry, paths));
    return { output: JSON.stringify(args.all || documents.length > 1 ? documents : documents[0], null, 2), exitCode: 0 };
  }
  return { output: results.map(({ entry, paths }) => toMarkdown(entry, paths, options)).join('\n\n'), exitCode: 0 };
}

const invokedDirectly = typeof process !== 'undefined' && process.argv[1] !== undefined && /scripts[\\/]paths\.ts$/.test(process.argv[1]);
if (invokedDirectly) {
  const { output, exitCode } = run(process.argv.slice(2));
  (exitCode === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  process.exitCode = exitCode;
}
