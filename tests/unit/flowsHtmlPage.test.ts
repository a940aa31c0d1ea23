// The designers' HTML page of a machine (`npm run flows:export` → reports/flows-html/<id>.html):
// self-contained, with the statechart, every state and transition, and the storyboard's screens
// inlined where the storyboard kept one.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { pictureOf } from '@/features/flows/model/exportFiles';
import { htmlPageOf, type StateScreenImage } from '../../scripts/flows/htmlPage';

const machine = setup({}).createMachine({
  id: 'parcel',
  initial: 'editing',
  states: {
    editing: { description: 'The form is open.', on: { 'parcel.save': 'saving', 'parcel.type': {} } },
    saving: { on: { 'parcel.saved': 'saved', 'parcel.failed': 'editing' } },
    saved: { type: 'final' },
  },
});
const source = { id: 'parcel', title: 'Parcel <address>', description: 'Where the parcel goes.', machine };
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]);
const screen = (state: string): StateScreenImage => ({ state, test: `parcel › reaches ${state}`, page: '/settings/addresses', jpeg });

async function pageOf(screens: StateScreenImage[]) {
  const text = htmlPageOf(await pictureOf(source), new Map(screens.map((item) => [item.state, item])));
  return { text, document: new DOMParser().parseFromString(text, 'text/html') };
}

describe('a machine’s HTML page', () => {
  it('shows each kept screen inline, under its state, named by machine and state', async () => {
    const { document } = await pageOf([screen('editing'), screen('saving')]);
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'What the customer sees in parcel in the state editing',
      'What the customer sees in parcel in the state saving',
    ]);
    for (const image of images) expect(image.getAttribute('src')).toBe(`data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`);
    expect(document.querySelector('[data-state-item="editing"] img')).not.toBeNull();
    expect(document.querySelector('[data-state-item="editing"]')?.textContent).toContain('parcel › reaches editing');
    expect(document.querySelector('[data-state-item="saved"] img')).toBeNull();
    expect(document.querySelector('[data-state-item="saved"]')?.textContent).toContain('No screen was captured for this state.');
    expect(document.querySelector('.meta')?.textContent).toContain('2 of 3 states with a real screen');
  });

  it('lists every state and transition, draws the statechart inline and needs nothing outside the file', async () => {
    const { text, document } = await pageOf([]);
    expect([...document.querySelectorAll('.states > li')].map((item) => item.getAttribute('data-state-item'))).toEqual([
      'editing',
      'saving',
      'saved',
    ]);
    expect(document.querySelector('[data-state-item="editing"]')?.textContent).toContain('The form is open.');
    const transitions = [...document.querySelectorAll('.transitions > li')].map((item) => item.textContent);
    expect(transitions).toEqual(
      expect.arrayContaining([
        'editing — parcel.save → saving',
        'saving — parcel.saved → saved',
        'saving — parcel.failed → editing',
        'editing — parcel.type → stays in the state',
      ]),
    );
    expect(transitions).toHaveLength(4);
    expect(document.querySelector('.diagram svg [data-state="saving"]')).not.toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Parcel <address>');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(text).not.toMatch(/<(script|link)\b|\b(src|href)="(?!data:|#)/);
  });
});
