// The test's side of flow coverage: before a test's browser context opens a page, it exposes the
// binding the page's recorder reports through and adds the recorder as an init script; after the
// test it writes what the test walked (one JSON file per test) for ./globalTeardown.ts to merge.
// With the storyboard on (E2E_STORYBOARD=1), a state's first report also keeps the page's screen
// (./storyboard.ts); the test's teardown waits for the screens under way.
// A context a test opens itself (browser.newContext) is recorded only through recordSharedContext.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { z } from 'zod';
import { RECORDER_SCRIPT, TEST_RECORDS, storyboardOn } from './files';
import { REPORT_BINDING } from './recorder';
import { keepScreen } from './storyboard';

/** What one test walked: per machine id, the states and transitions (coverage keys). */
export const TestRecord = z.object({
  title: z.string(),
  startedAt: z.number(),
  machines: z.record(z.string(), z.object({ states: z.array(z.string()), transitions: z.array(z.string()) })),
});
export type TestRecord = z.infer<typeof TestRecord>;

let recorderScript: string | null | undefined;
const recorder = () => (recorderScript ??= existsSync(RECORDER_SCRIPT) ? readFileSync(RECORDER_SCRIPT, 'utf8') : null);

interface TestWalk {
  testInfo: TestInfo;
  walked: Map<string, { states: Set<string>; transitions: Set<string> }>;
  screens: Set<Promise<void>>;
}

/** The test running in this worker (one at a time): what its pages report is its walk. */
let current: TestWalk | null = null;

function noteReport(page: Page, machine: unknown, kind: unknown, key: unknown) {
  const walk = current;
  if (!walk || typeof machine !== 'string' || typeof key !== 'string') return;
  const record = walk.walked.get(machine) ?? { states: new Set<string>(), transitions: new Set<string>() };
  walk.walked.set(machine, record);
  (kind === 'state' ? record.states : record.transitions).add(key);
  if (storyboardOn && kind === 'state') {
    const screen = keepScreen(page, walk.testInfo, machine, key).finally(() => walk.screens.delete(screen));
    walk.screens.add(screen);
  }
}

async function instrument(context: BrowserContext, script: string) {
  await context.exposeBinding(REPORT_BINDING, ({ page }, machine: unknown, kind: unknown, key: unknown) =>
    noteReport(page, machine, kind, key),
  );
  await context.addInitScript({ content: script });
}

/**
 * Records a context a spec opens itself and keeps across tests (a worker's shared signed-in page):
 * what its pages report counts for the test running at the time. The page's recorder reports a state
 * once per page, so a later test on the same page adds only what is new to the page.
 */
export async function recordSharedContext(context: BrowserContext): Promise<void> {
  const script = recorder();
  if (script !== null) await instrument(context, script);
}

export async function recordFlowCoverage(context: BrowserContext, testInfo: TestInfo, use: (context: BrowserContext) => Promise<void>) {
  const script = recorder();
  if (script === null) return use(context);
  const startedAt = Date.now();
  const walk: TestWalk = { testInfo, walked: new Map(), screens: new Set() };
  const { walked, screens } = walk;
  current = walk;
  await instrument(context, script);
  try {
    await use(context);
  } finally {
    current = null;
  }
  await Promise.allSettled(screens);
  if (walked.size === 0) return;
  const record: TestRecord = {
    title: testInfo.titlePath.join(' › '),
    startedAt,
    machines: Object.fromEntries(
      [...walked].map(([id, { states, transitions }]) => [id, { states: [...states], transitions: [...transitions] }]),
    ),
  };
  writeFileSync(join(TEST_RECORDS, `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}.json`), JSON.stringify(record));
}
