// One set of breakpoint numbers (DECISIONS 15): src/styles/breakpoints.ts and _breakpoints.scss agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { belowQuery, breakpoints, chatWidgetMobileBreakpoint, fromQuery } from '@/styles/breakpoints';

const scss = readFileSync(new URL('../../../src/styles/_breakpoints.scss', import.meta.url), 'utf8');

function scssMap(): Record<string, number> {
  const body = /\$breakpoints:\s*\(([^)]*)\)/.exec(scss)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(\w+):\s*(\d+)px/g)].map((match) => [match[1], Number(match[2])]));
}

describe('breakpoints', () => {
  it('are small 575, medium 1024, large 1280', () => {
    expect(breakpoints).toEqual({ small: 575, medium: 1024, large: 1280 });
  });

  it('are the same numbers in Sass and TypeScript', () => {
    expect(scssMap()).toEqual(breakpoints);
    expect(Number(/\$chat-widget-mobile-breakpoint:\s*(\d+)px/.exec(scss)?.[1])).toBe(chatWidgetMobileBreakpoint);
  });

  it('keep the chat widget breakpoint apart from the layout ones', () => {
    expect(chatWidgetMobileBreakpoint).toBe(576);
    expect(Object.values(breakpoints)).not.toContain(chatWidgetMobileBreakpoint);
  });

  it('make "below" and "from" queries that do not overlap', () => {
    expect(belowQuery('small')).toBe('(max-width: 574.98px)');
    expect(fromQuery('small')).toBe('(min-width: 575px)');
  });
});
