/**
 * Breakpoints (spec S0 §9, DECISIONS 15). The TypeScript side of one set of numbers: the Sass
 * side is `_breakpoints.scss`, and tests/unit/styles/breakpoints.test.ts fails when the two differ.
 *
 * - small: below 575 px; medium: below 1024 px; large: below 1280 px; extra-large: 1280 px and up.
 * - The chat widget's own mobile breakpoint (576 px) is a different number for a different thing:
 *   keep it apart, never use it for layout.
 */
export const breakpoints = {
  small: 575,
  medium: 1024,
  large: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** The chat widget's mobile breakpoint; not a layout breakpoint. */
export const chatWidgetMobileBreakpoint = 576;

/** Media query for "below this breakpoint" (small = below 575 px). */
export const belowQuery = (name: Breakpoint) => `(max-width: ${breakpoints[name] - 0.02}px)`;

/** Media query for "this breakpoint and up" (medium and up = 575 px and wider). */
export const fromQuery = (name: Breakpoint) => `(min-width: ${breakpoints[name]}px)`;
