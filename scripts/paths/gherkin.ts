// Paths as Gherkin: a feature per machine, a scenario per path (tagged with its stable id), Given
// the starting state, When each event with its payload (a JSON doc string), Then the state reached.
import type { CatalogEntry } from '@machines/catalog';
import { stateLabel, type MachinePath } from '@machines/paths';
import { json, stepAction } from './steps';

/** A JSON doc string, its delimiter escaped inside (Gherkin's rule for `"""` in a doc string). */
function docString(json: string, indent: string): string[] {
  return [`${indent}"""json`, `${indent}${json.replaceAll('"""', '\\"\\"\\"')}`, `${indent}"""`];
}

/** Free text on one line, as a Gherkin description or name takes it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function scenario(entry: CatalogEntry, path: MachinePath): string[] {
  const lines = ['', `  @${path.id}`, `  Scenario: ${oneLine(path.description)}`];
  lines.push(`    Given the "${entry.id}" flow has started in "${stateLabel(path.initial.state)}"`);
  if (path.variant !== 'default') {
    lines.push(`    And it started with the "${path.variant}" input:`);
    lines.push(...docString(json(path.input), '      '));
  }
  if (path.steps.length === 0) lines.push(`    Then the flow is in "${stateLabel(path.state)}"`);
  for (const step of path.steps) {
    const action = stepAction(step.event);
    lines.push(`    When ${action.text}${action.payload === null ? '' : ' with:'}`);
    if (action.payload !== null) lines.push(...docString(action.payload, '      '));
    lines.push(`    Then the flow is in "${stateLabel(step.state)}"`);
  }
  return lines;
}

export function toGherkin(entry: CatalogEntry, paths: MachinePath[]): string {
  const lines = [
    `# Spec: ${oneLine(entry.specSection)}. Made by npm run paths from the machine; do not edit.`,
    `Feature: ${oneLine(entry.title)} (${entry.id})`,
    `  ${oneLine(entry.description)}`,
  ];
  for (const path of paths) lines.push(...scenario(entry, path));
  return `${lines.join('\n')}\n`;
}
