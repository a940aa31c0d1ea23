// npm run paths exports for QA: CSV a test-management tool imports (read back with a CSV parser),
// Gherkin (read back with the Gherkin parser), stable path ids, and --uncovered against a coverage file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { catalog, findEntry } from '@machines/catalog';
import { statesOf, transitionsOf } from '@machines/coverage';
import { machinePaths } from '@machines/paths';
import type { FlowCoverage } from '../../schemas/flowCoverage';
import { run } from '../../scripts/paths';
import { toCsv } from '../../scripts/paths/csv';
import { toGherkin } from '../../scripts/paths/gherkin';

const allPaths = catalog.map((entry) => ({ entry, paths: machinePaths(entry) }));

function gherkinDocument(text: string) {
  return new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(text);
}

describe('npm run paths -- --format csv', () => {
  it('imports with a CSV parser: one row per step, the case’s id on every row, title and preconditions on its first', () => {
    // the catalogue's paths once for the file (what `--all --format csv` prints)
    const output = toCsv(allPaths);
    const rows: Array<Record<string, string>> = parse(output, { columns: true, skip_empty_lines: true });
    expect(Object.keys(rows[0] ?? {})).toEqual(['ID', 'Title', 'Section', 'Preconditions', 'Step', 'Steps', 'Expected Result']);
    const expectedRows = allPaths.flatMap(({ paths }) => paths.map((path) => Math.max(1, path.steps.length))).reduce((a, b) => a + b, 0);
    expect(rows).toHaveLength(expectedRows);
    const byId = new Map<string, Array<Record<string, string>>>();
    for (const row of rows) byId.set(row.ID ?? '', [...(byId.get(row.ID ?? '') ?? []), row]);
    expect(byId.size).toBe(allPaths.reduce((sum, { paths }) => sum + paths.length, 0));
    for (const [, caseRows] of byId) {
      const [first, ...rest] = caseRows;
      expect(first?.Title).not.toBe('');
      expect(first?.Preconditions).toMatch(/has started.* and is in /);
      expect(caseRows.map((row) => row.Step)).toEqual(caseRows.map((_, index) => String(index + 1)));
      for (const row of rest) expect([row.Title, row.Preconditions]).toEqual(['', '']);
    }
  });

  it('says each step as the event with its whole payload and the state it reaches', () => {
    const rows: Array<Record<string, string>> = parse(run(['emailChange', '--format', 'csv']).output, { columns: true });
    expect(rows).toContainEqual(
      expect.objectContaining({
        Steps: 'When the event "emailChange.edit" is sent with {"email":"new.address@example.com"}.',
        'Expected Result': 'The flow is in request.',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ Steps: 'When the call "requestEmailChange" succeeds.', 'Expected Result': 'The flow is in received.' }),
    );
  });
});

describe('npm run paths -- --format gherkin', () => {
  it('gives every catalogued machine a feature the Gherkin parser reads, a scenario per path tagged with its id', () => {
    for (const { entry, paths } of allPaths) {
      const feature = gherkinDocument(toGherkin(entry, paths)).feature;
      expect(feature?.name).toBe(`${entry.title} (${entry.id})`);
      const scenarios = feature?.children.flatMap((child) => (child.scenario ? [child.scenario] : [])) ?? [];
      expect(scenarios.map((scenario) => scenario.tags.map((tag) => tag.name))).toEqual(paths.map((path) => [`@${path.id}`]));
      for (const [index, scenario] of scenarios.entries()) {
        const path = paths[index];
        // Given the start, When and Then for each step (Then alone for a path without steps)
        expect(scenario.steps[0]?.keyword.trim()).toBe('Given');
        expect(scenario.steps.filter((step) => step.keyword.trim() === 'When')).toHaveLength(path?.steps.length ?? 0);
      }
    }
  });

  it('carries an event’s payload as a JSON doc string', () => {
    const feature = gherkinDocument(run(['emailChange', '--format', 'gherkin']).output).feature;
    const steps = feature?.children.flatMap((child) => child.scenario?.steps ?? []) ?? [];
    const edit = steps.find((step) => step.text === 'the event "emailChange.edit" is sent with:');
    expect(edit?.docString?.mediaType).toBe('json');
    expect(JSON.parse(edit?.docString?.content ?? '')).toHaveProperty('email');
  });
});

describe('path ids', () => {
  it('are unique across every catalogued machine', () => {
    const ids = allPaths.flatMap(({ paths }) => paths.map((path) => path.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stay the same when paths are added to another machine, or to the same one', () => {
    const emailChange = findEntry('emailChange');
    const resource = findEntry('resource');
    if (!emailChange || !resource) throw new Error('catalogue entries missing');
    const before = machinePaths(emailChange).map((path) => path.id);
    const extraEvent = { type: 'emailChange.edit', email: 'third.address@example.com' };
    const grown = { ...emailChange, fixtures: { ...emailChange.fixtures, events: [...emailChange.fixtures.events, extraEvent] } };
    const after = machinePaths(grown).map((path) => path.id);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after).toEqual(expect.arrayContaining(before));
    // another machine's paths do not depend on this one's
    expect(machinePaths(resource).map((path) => path.id)).toEqual(
      allPaths.find(({ entry }) => entry.id === 'resource')?.paths.map((path) => path.id),
    );
  });
});

describe('npm run paths -- --uncovered', () => {
  const coverageFile = (coverage: FlowCoverage) => {
    const file = join(mkdtempSync(join(tmpdir(), 'coverage-')), 'flow-coverage.json');
    writeFileSync(file, JSON.stringify(coverage));
    return file;
  };
  const mark = { tests: 1, first: 'e-mail change journey' };
  const walked = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, mark]));

  it('prints paths only to the states and transitions the run did not walk', () => {
    const file = coverageFile({
      version: 1,
      createdAt: '2026-11-28T00:00:00.000Z',
      tests: 1,
      machines: {
        emailChange: {
          states: walked(['request', 'pending', 'received']),
          transitions: walked([
            'request —emailChange.edit→ (stays)',
            'request —emailChange.submit→ pending',
            'pending —xstate.done.actor.requestEmailChange→ received',
          ]),
        },
      },
    });
    const { output, exitCode } = run(['emailChange', '--uncovered', '--coverage', file, '--format', 'json']);
    expect(exitCode).toBe(0);
    const document: { paths: Array<{ description: string; state: string }> } = JSON.parse(output);
    expect(document.paths.map((path) => path.description)).toEqual([
      'Not walked: reaches failed; takes pending —xstate.error.actor.requestEmailChange→ failed via emailChange.edit → emailChange.submit → xstate.error.actor.requestEmailChange.',
      'Not walked: takes request —emailChange.submit→ (stays) via emailChange.submit.',
      'Not walked: takes received —emailChange.reset→ request via emailChange.edit → emailChange.submit → xstate.done.actor.requestEmailChange → emailChange.reset.',
      'Not walked: takes failed —emailChange.reset→ request via emailChange.edit → emailChange.submit → xstate.error.actor.requestEmailChange → emailChange.reset.',
    ]);
  });

  it('prints no path when everything was walked, and says when there is no coverage file', () => {
    const entry = findEntry('emailChange');
    if (!entry) throw new Error('emailChange is not catalogued');
    const file = coverageFile({
      version: 1,
      createdAt: '2026-11-28T00:00:00.000Z',
      tests: 1,
      machines: { emailChange: { states: walked(statesOf(entry.machine)), transitions: walked(transitionsOf(entry.machine)) } },
    });
    expect(run(['emailChange', '--uncovered', '--coverage', file]).output).toContain('0 shortest paths to what the tests did not walk.');
    const missing = run(['emailChange', '--uncovered', '--coverage', join(tmpdir(), 'no-such-coverage.json')]);
    expect(missing.exitCode).toBe(2);
    expect(missing.output).toContain('No coverage file at');
  });
});
