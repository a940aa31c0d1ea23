// The tooltip's distance from what it explains (S1 §5: offset 16 on mobile, 8 on desktop), read
// from the position Radix gives the open tooltip over a trigger at a known place.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '@/ui/Tooltip';
import { NoResize } from './support/observers';
import { setViewportWidth } from './support/screen';

/** The trigger's box: 100 × 40 at (200, 300). */
const TRIGGER = { x: 200, y: 300, width: 100, height: 40 };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** How far above the trigger's top edge the tooltip (side top, the default; 0 px high here) ends, in px. */
async function gapAboveTrigger(width: number): Promise<number> {
  setViewportWidth(width);
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = this.tagName === 'BUTTON' ? TRIGGER : { x: 0, y: 0, width: 0, height: 0 };
    return { ...box, top: box.y, left: box.x, right: box.x + box.width, bottom: box.y + box.height, toJSON: () => box };
  });
  render(
    <Tooltip content="Explained" open>
      <button type="button">Trigger</button>
    </Tooltip>,
  );
  await screen.findByRole('tooltip');
  const wrapper = document.querySelector<HTMLElement>('[data-radix-popper-content-wrapper]');
  await vi.waitFor(() => expect(wrapper?.style.transform).toMatch(/translate\(/));
  const y = /translate\([^,]+,\s*(-?[\d.]+)px\)/.exec(wrapper?.style.transform ?? '')?.[1];
  return TRIGGER.y - Number(y);
}

describe('tooltip offset', () => {
  it('is 8 px on desktop', async () => {
    expect(await gapAboveTrigger(1440)).toBe(8);
  });

  it('is 16 px on a small screen', async () => {
    expect(await gapAboveTrigger(375)).toBe(16);
  });
});
