// Paths as CSV for test-management tools (TestRail, Xray, Zephyr and the like): one row per step,
// the layout their "test case with steps" importers take. Every row carries the case's ID; the
// first row of a case also carries its title, section and preconditions, the rows after it only
// the step. Columns: ID, Title, Section, Preconditions, Step, Steps, Expected Result. RFC 4180 quoting.
import type { CatalogEntry } from '@machines/catalog';
import { stateLabel, type MachinePath } from '@machines/paths';
import { json, stepAction } from './steps';

export const CSV_COLUMNS = ['ID', 'Title', 'Section', 'Preconditions', 'Step', 'Steps', 'Expected Result'] as const;

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const row = (values: readonly string[]) => values.map(cell).join(',');

function preconditions(entry: CatalogEntry, path: MachinePath): string {
  const input = path.variant === 'default' ? '' : ` with the "${path.variant}" input ${json(path.input)}`;
  return `The ${entry.title} flow (${entry.id}) has started${input} and is in ${stateLabel(path.initial.state)}.`;
}

function caseRows(entry: CatalogEntry, path: MachinePath): string[] {
  const head = [path.id, path.description, `${entry.title} (${entry.id})`, preconditions(entry, path)];
  if (path.steps.length === 0) return [row([...head, '1', 'Open the flow.', `The flow is in ${stateLabel(path.state)}.`])];
  return path.steps.map((step, index) => {
    const action = stepAction(step.event);
    const steps = `When ${action.text}${action.payload === null ? '' : ` with ${action.payload}`}.`;
    const expected = `The flow is in ${stateLabel(step.state)}.`;
    return row([...(index === 0 ? head : [path.id, '', '', '']), String(index + 1), steps, expected]);
  });
}

export function toCsv(results: ReadonlyArray<{ entry: CatalogEntry; paths: MachinePath[] }>): string {
  const lines = [row(CSV_COLUMNS)];
  for (const { entry, paths } of results) for (const path of paths) lines.push(...caseRows(entry, path));
  return `${lines.join('\r\n')}\r\n`;
}
