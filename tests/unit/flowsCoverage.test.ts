// The flow atlas's coverage mode, pure: reading a coverage file, painting a machine's graph with it,
// and the picture telling walked from not walked by more than colour (marks, dashes, hatching).
import { describe, expect, it } from 'vitest';
import { findEntry } from '@machines/catalog';
import { statesOf, transitionsOf } from '@machines/coverage';
import type { FlowCoverage } from '@schemas/flowCoverage';
import { keyOfTransition, paintCoverage, readCoverageFile, type CoveragePaint } from '@/features/flows/model/coverage';
import { pictureOf } from '@/features/flows/model/exportFiles';
import { coverageMarks, drawScene, type SvgElement } from '@/features/flows/model/svgTree';

const found = findEntry('emailChange');
if (!found) throw new Error('emailChange is catalogued');
const emailChange = found;

const first = 'settings.spec.ts › changes the e-mail address';
const coverage: FlowCoverage = {
  version: 1,
  createdAt: '2026-11-28T20:00:00.000Z',
  tests: 3,
  machines: {
    emailChange: {
      states: { request: { tests: 2, first }, pending: { tests: 1, first }, received: { tests: 1, first } },
      transitions: {
        'request —emailChange.edit→ (stays)': { tests: 2, first },
        'request —emailChange.submit→ pending': { tests: 1, first },
        'pending —xstate.done.actor.requestEmailChange→ received': { tests: 1, first },
      },
    },
  },
};

const describeMark = (mark: { tests: number; first: string } | undefined) =>
  mark ? `walked by ${mark.tests}, first: ${mark.first}` : 'not walked';

/** Every element of the tree, depth first. */
function* elements(element: SvgElement): Generator<SvgElement> {
  yield element;
  for (const child of element.children) if (typeof child !== 'string') yield* elements(child);
}
const text = (element: SvgElement): string => element.children.map((child) => (typeof child === 'string' ? child : text(child))).join('');
const childrenOf = (element: SvgElement, tag: string) =>
  element.children.filter((child): child is SvgElement => typeof child !== 'string' && child.tag === tag);

describe('reading a coverage file', () => {
  it('takes a flow coverage file', () => {
    expect(readCoverageFile(JSON.stringify(coverage))).toEqual({ ok: true, coverage });
  });

  it('says when the file is not JSON, or JSON of another shape', () => {
    expect(readCoverageFile('{ not json')).toEqual({ ok: false, problem: 'notJson' });
    expect(readCoverageFile(JSON.stringify({ version: 2, machines: {} }))).toEqual({ ok: false, problem: 'notCoverage' });
    expect(
      readCoverageFile(
        JSON.stringify({ ...coverage, machines: { emailChange: { states: { request: { tests: 0, first } }, transitions: {} } } }),
      ),
    ).toEqual({
      ok: false,
      problem: 'notCoverage',
    });
  });
});

describe('painting a machine', () => {
  it('paints every state and transition of the machine, walked by its marks and not walked without', async () => {
    const { graph } = await pictureOf(emailChange);
    const paint = paintCoverage(graph, coverage.machines.emailChange, describeMark);
    expect([...paint.states.keys()].sort()).toEqual(statesOf(emailChange.machine).sort());
    expect([...paint.transitions.keys()].sort()).toEqual(transitionsOf(emailChange.machine).sort());
    expect(paint.states.get('request')).toEqual({ walked: true, tests: 2, text: `walked by 2, first: ${first}` });
    expect(paint.states.get('failed')).toEqual({ walked: false, tests: 0, text: 'not walked' });
    expect(paint.transitions.get('request —emailChange.edit→ (stays)')).toMatchObject({ walked: true, tests: 2 });
    expect(paint.transitions.get('failed —emailChange.reset→ request')).toMatchObject({ walked: false, tests: 0 });
  });

  it('paints everything not walked for a machine the file does not know', async () => {
    const { graph } = await pictureOf(emailChange);
    const paint = paintCoverage(graph, undefined, describeMark);
    expect([...paint.states.values(), ...paint.transitions.values()].every((note) => !note.walked)).toBe(true);
  });
});

describe('the painted picture', () => {
  async function painted(): Promise<{ tree: SvgElement; paint: CoveragePaint }> {
    const { graph, scene } = await pictureOf(emailChange);
    const paint = paintCoverage(graph, coverage.machines.emailChange, describeMark);
    return { tree: drawScene(scene, { coverage: paint }), paint };
  }
  const stateGroup = (tree: SvgElement, path: string) => {
    const group = [...elements(tree)].find((element) => element.attributes['data-state'] === path);
    if (!group) throw new Error(`no state ${path}`);
    return group;
  };
  const marker = (group: SvgElement) => childrenOf(group, 'g').find((child) => child.attributes['data-coverage-marker'] !== undefined);

  it('marks a walked state with a check and its count, solid; a state not walked with a cross, dashed and hatched', async () => {
    const { tree } = await painted();
    const walked = stateGroup(tree, 'request');
    expect(walked.attributes['data-coverage']).toBe('walked');
    expect(text(marker(walked) ?? walked)).toBe(coverageMarks.walked(2));
    const walkedBox = childrenOf(walked, 'rect')[0];
    expect(walkedBox?.attributes.strokeDasharray).toBeUndefined();
    expect(text(childrenOf(walked, 'title')[0] ?? walked)).toContain(`walked by 2, first: ${first}`);

    const notWalked = stateGroup(tree, 'failed');
    expect(notWalked.attributes['data-coverage']).toBe('not-walked');
    expect(text(marker(notWalked) ?? notWalked)).toBe(coverageMarks.notWalked);
    const box = childrenOf(notWalked, 'rect')[0];
    expect(box?.attributes.strokeDasharray).toBe(coverageMarks.notWalkedDash);
    expect(box?.attributes.fill).toBe('url(#not-walked)');
    expect(text(childrenOf(notWalked, 'title')[0] ?? notWalked)).toContain('not walked');
    // the hatching is defined once in the picture
    expect([...elements(tree)].filter((element) => element.tag === 'pattern' && element.attributes.id === 'not-walked')).toHaveLength(1);
  });

  it('marks arrows and the transitions that stay in their state alike', async () => {
    const { tree, paint } = await painted();
    const arrows = [...elements(tree)].filter(
      (element) => element.attributes['data-edge'] !== undefined && element.attributes['data-transition'] !== undefined,
    );
    expect(arrows.length).toBeGreaterThan(0);
    for (const arrow of arrows) {
      const note = paint.transitions.get(String(arrow.attributes['data-transition']));
      expect(arrow.attributes['data-coverage'], String(arrow.attributes['data-transition'])).toBe(note?.walked ? 'walked' : 'not-walked');
      expect(text(marker(arrow) ?? arrow)).toBe(note?.walked ? coverageMarks.walked(note.tests) : coverageMarks.notWalked);
      expect(childrenOf(arrow, 'path')[0]?.attributes.strokeDasharray).toBe(note?.walked ? undefined : coverageMarks.notWalkedDash);
    }
    const submitted = arrows.find((arrow) => arrow.attributes['data-transition'] === 'request —emailChange.submit→ pending');
    expect(submitted?.attributes['data-coverage']).toBe('walked');
    const edit = [...elements(stateGroup(tree, 'request'))].find(
      (element) => element.attributes['data-transition'] === 'request —emailChange.edit→ (stays)',
    );
    expect(edit?.attributes['data-coverage']).toBe('walked');
    const stays = [...elements(stateGroup(tree, 'request'))].find(
      (element) => element.attributes['data-transition'] === 'request —emailChange.submit→ (stays)',
    );
    expect(stays?.attributes['data-coverage']).toBe('not-walked');
  });

  it('leaves the picture as it was outside coverage mode', async () => {
    const { scene } = await pictureOf(emailChange);
    const tree = drawScene(scene);
    expect([...elements(tree)].some((element) => element.attributes['data-coverage'] !== undefined || element.tag === 'pattern')).toBe(
      false,
    );
  });

  it('keys a graph transition as a coverage file does', () => {
    expect(keyOfTransition({ source: 'request', eventType: 'emailChange.edit', target: null })).toBe('request —emailChange.edit→ (stays)');
  });
});
