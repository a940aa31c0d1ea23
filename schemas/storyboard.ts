// The storyboard: the real screen of a machine's state, kept the first time an end-to-end test's
// page entered it (tests/e2e/flowCoverage/storyboard.ts, E2E_STORYBOARD=1, `npm run storyboard`).
// The images live under reports/storyboard/<machine>/<state>.jpg; this index lists them. Read by
// the sandbox (served at /__sandbox/storyboard/), the atlas and `npm run flows:export`'s HTML pages.
import * as z from 'zod/mini';

/** A machine id or a state's dotted path as it may name a file: no separators, no leading dot. */
export const StoryboardName = z.string().check(z.regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/));

export const StoryboardScreen = z.object({
  machine: StoryboardName,
  /** the state's dotted path ('editing.saving'), machines/coverage.ts's key */
  state: StoryboardName,
  /** the title path of the test whose page was in the state */
  test: z.string(),
  /** the image's path under reports/storyboard/ ('<machine>/<state>.jpg') */
  file: z.string().check(z.regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]*\/[A-Za-z0-9_-][A-Za-z0-9_.-]*\.jpg$/)),
  /** the page's path when the screen was taken ('/settings/addresses') */
  page: z.string(),
});
export type StoryboardScreen = z.infer<typeof StoryboardScreen>;

export const StoryboardIndex = z.object({
  version: z.literal(1),
  /** when the run that kept the screens ended (ISO 8601); null when no run kept any */
  createdAt: z.nullable(z.string()),
  /** by machine id, then state path */
  screens: z.array(StoryboardScreen),
});
export type StoryboardIndex = z.infer<typeof StoryboardIndex>;

/** The image file of a state, relative to reports/storyboard/. */
export const storyboardFile = (machine: string, state: string) => `${machine}/${state}.jpg`;
