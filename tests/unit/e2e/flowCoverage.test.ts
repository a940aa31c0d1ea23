// Flow coverage of the end-to-end run: what the page's recorder reports of a running actor, and how
// the tests' records merge into the coverage file and its figures.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { catalog, findEntry } from '@machines/catalog';
import { installRecorder } from '../../e2e/flowCoverage/recorder';
import { coverageFigures, mergeRecords, summaryText } from '../../e2e/flowCoverage/merge';

afterEach(() => {
  globalThis.__myaInspect = undefined;
});

describe('the page’s recorder', () => {
  it('reports each state a machine enters and each transition an event takes, once per page', () => {
    const entry = findEntry('emailChange');
    if (!entry) throw new Error('emailChange is not catalogued');
    const reports: string[] = [];
    installRecorder((machine, kind, key) => reports.push(`${machine} ${kind} ${key}`));
    const actor = createActor(entry.machine.provide({ actors: entry.fixtures.actors }), {
      inspect: (event) => globalThis.__myaInspect?.(event),
    });
    actor.start();
    actor.send({ type: 'emailChange.edit', email: 'new.address@example.com' });
    actor.send({ type: 'emailChange.edit', email: 'newer.address@example.com' });
    actor.send({ type: 'emailChange.submit' });
    actor.stop();
    expect(reports).toEqual([
      'emailChange state request',
      'emailChange transition request —emailChange.edit→ (stays)',
      'emailChange state pending',
      'emailChange transition request —emailChange.submit→ pending',
    ]);
  });

  it('reports a state the machine only passes through and the eventless transitions that leave it', () => {
    const machine = setup({ guards: { known: () => true } }).createMachine({
      id: 'resolvingFirst',
      initial: 'resolving',
      states: {
        resolving: { always: [{ guard: 'known', target: 'showing' }, { target: 'failed' }] },
        showing: { on: { 'resolvingFirst.close': 'closed' } },
        failed: {},
        closed: { type: 'final' },
      },
    });
    const reports: string[] = [];
    installRecorder((id, kind, key) => reports.push(`${id} ${kind} ${key}`));
    const actor = createActor(machine, { inspect: (event) => globalThis.__myaInspect?.(event) });
    actor.start();
    actor.send({ type: 'resolvingFirst.close' });
    expect(reports).toEqual([
      'resolvingFirst state resolving',
      'resolvingFirst state showing',
      'resolvingFirst transition resolving —always→ showing',
      'resolvingFirst state closed',
      'resolvingFirst transition showing —resolvingFirst.close→ closed',
    ]);
  });
});

describe('merging the tests’ records', () => {
  const first = {
    title: 'a.spec.ts › first',
    startedAt: 2,
    machines: { emailChange: { states: ['request', 'pending'], transitions: ['request —emailChange.submit→ pending'] } },
  };
  const earlier = {
    title: 'b.spec.ts › earlier',
    startedAt: 1,
    machines: { emailChange: { states: ['request'], transitions: [] }, slideshow: { states: ['playing'], transitions: [] } },
  };

  it('counts the tests per state and transition and names the first test to walk it', () => {
    const coverage = mergeRecords([first, earlier], new Date('2026-11-28T12:00:00Z'));
    expect(coverage).toMatchObject({ version: 1, tests: 2, createdAt: '2026-11-28T12:00:00.000Z' });
    expect(coverage.machines.emailChange).toEqual({
      states: { request: { tests: 2, first: 'b.spec.ts › earlier' }, pending: { tests: 1, first: 'a.spec.ts › first' } },
      transitions: { 'request —emailChange.submit→ pending': { tests: 1, first: 'a.spec.ts › first' } },
    });
  });

  it('gives walked of all per catalogued machine, and names walked machines the catalogue lacks', () => {
    const coverage = mergeRecords([first, earlier], new Date());
    const figures = coverageFigures(coverage, catalog);
    expect(figures.find((figure) => figure.id === 'emailChange')).toEqual({
      id: 'emailChange',
      states: { walked: 2, all: 4 },
      transitions: { walked: 1, all: 7 },
    });
    expect(figures.find((figure) => figure.id === 'auth')?.states.walked).toBe(0);
    expect(summaryText(coverage, catalog)).toContain('walked but not in the catalogue: slideshow');
  });
});
