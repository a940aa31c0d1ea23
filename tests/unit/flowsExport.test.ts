// @vitest-environment jsdom
// The exports of the flow atlas: Mermaid text that mermaid's own parser accepts, standalone SVG,
// and docs/flows/ kept current (`npm run flows:export` regenerates it; this test fails when someone
// changed a machine and forgot to).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mermaid from 'mermaid';
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalog } from '@machines/catalog';
import { exportFiles, pictureOf, svgFileOf } from '@/features/flows/model/exportFiles';
import { extractGraph } from '@/features/flows/model/graph';
import { mermaidId, toMermaid } from '@/features/flows/model/mermaid';

const docs = 'docs/flows';

const nested = setup({ guards: { isReady: () => true } }).createMachine({
  id: 'nested',
  initial: 'idle',
  states: {
    idle: { on: { 'nested.go': { guard: 'isReady', target: 'busy' }, 'nested.ping': {} } },
    busy: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { on: { 'nested.left': 'b' } }, b: {} } },
        right: { initial: 'c', states: { c: { on: { 'nested.stop': '#nested.end' } } } },
      },
    },
    end: { type: 'final' },
  },
});

describe('Mermaid text', () => {
  it('writes nested states, [*] for initial and final states, and labelled transitions', () => {
    const text = toMermaid(extractGraph({ id: 'nested', title: 'Nested', description: '', machine: nested }));
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '  [*] --> s_idle',
        '  state "busy" as s_busy {',
        '    state "left" as s_busy__left {',
        '      [*] --> s_busy__left__a',
        '      s_busy__left__a --> s_busy__left__b: nested.left',
        '    --',
        '  s_end --> [*]',
        '  s_idle --> s_busy: nested.go [isReady]',
        '  s_busy__right__c --> s_end: nested.stop',
      ]),
    );
    expect(mermaidId('a.b-c')).toBe('s_a__b_c');
  });

  it('is accepted by mermaid’s parser, which rejects broken text', async () => {
    const text = toMermaid(extractGraph({ id: 'nested', title: 'Nested', description: '', machine: nested }));
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
    await expect(mermaid.parse(text.replace('state "busy" as s_busy {', 'state "busy" as s_busy {{'))).rejects.toThrow();
    await expect(mermaid.parse('stateDiagram-v2\n  s_a --> : \n  state "x" as {')).rejects.toThrow();
  });

  it('draws a machine whose root is parallel as one composite state, so that its region separators parse', async () => {
    const regions = setup({}).createMachine({
      id: 'regions',
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { on: { 'regions.left': 'b' } }, b: {} } },
        right: { initial: 'c', states: { c: { on: { 'regions.right': 'd' } }, d: {} } },
      },
    });
    const text = toMermaid(extractGraph({ id: 'regions', title: 'Regions', description: '', machine: regions }));
    expect(text.split('\n')).toEqual(expect.arrayContaining(['  state "regions" as s_ {', '    --', '  }']));
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
  });

  it('keeps a title with a colon, a quote and a backslash as the diagram title', async () => {
    const title = 'Order prints: the "editor" \\ its photos';
    const text = toMermaid(extractGraph({ id: 'nested', title, description: '', machine: nested }));
    const parsed = await mermaid.parse(text);
    expect(parsed).toBeTruthy();
    expect(text.split('\n')[1]).toBe(`title: "Order prints: the 'editor' \\\\ its photos"`);
  });

  it.each(readdirSync(docs).filter((name) => name.endsWith('.mmd')))('docs/flows/%s parses', async (name) => {
    await expect(mermaid.parse(readFileSync(join(docs, name), 'utf8'))).resolves.toBeTruthy();
  });
});

describe('SVG export', () => {
  it('is a standalone SVG document with every state, inline styles and no external resources', async () => {
    const entry = catalog[0];
    if (!entry) throw new Error('the catalogue has machines');
    const svg = svgFileOf(await pictureOf(entry));
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const root = document.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('font-family')).toContain('monospace');
    expect(svg).not.toMatch(/@import|@font-face|href="http|<style|<script/);
    const states = [...document.querySelectorAll('[data-state]')].map((element) => element.getAttribute('data-state'));
    for (const state of extractGraph(entry).states) expect(states).toContain(state.path);
    expect(document.querySelector('[data-state="authenticated.active"] text')?.textContent).toBe('active');
  });
});

describe('docs/flows', () => {
  it('is current: regenerating gives the same files (run `npm run flows:export`)', async () => {
    const files = await exportFiles(catalog);
    const onDisk = readdirSync(docs).filter((name) => /\.(svg|mmd)$/.test(name));
    expect(onDisk.sort()).toEqual([...files.keys()].sort());
    for (const [name, content] of files)
      expect(readFileSync(join(docs, name), 'utf8'), `docs/flows/${name} is out of date: run npm run flows:export`).toBe(content);
  });
});
