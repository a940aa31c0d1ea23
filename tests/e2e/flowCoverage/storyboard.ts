// The storyboard (E2E_STORYBOARD=1): the first time any test's page enters a state of a machine, a
// screenshot of that page is kept as reports/storyboard/<machine>/<state>.jpg, with a small JSON
// entry beside it (schemas/storyboard.ts) that ./globalTeardown.ts gathers into index.json.
// Once per state per run across workers: the entry file is created exclusively ('wx') before the
// screenshot, so the first worker to ask wins; a screenshot that fails or comes out too big gives
// its claim back. Bounded: each worker keeps at most its share of MAX_SCREENS, each at most MAX_BYTES.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page, TestInfo } from '@playwright/test';
import { StoryboardName, StoryboardScreen, storyboardFile, type StoryboardIndex } from '../../../schemas/storyboard';
import { STORYBOARD_DIR, STORYBOARD_INDEX } from './files';

export const MAX_SCREENS = 600;
export const MAX_BYTES = 150_000;
/** JPEG qualities tried in turn until the viewport's screen fits MAX_BYTES */
const QUALITIES = [70, 45];

let kept = 0;

/** The atlas draws and simulates machines itself: its pages are not screens of a flow. */
const isAtlas = (page: Page) => new URL(page.url(), 'http://page.invalid').pathname.startsWith('/flows');

/** a capture Chromium has not answered by then (a page closing, a frame that never comes) is given up */
const SCREENSHOT_MS = 5_000;

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no screen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The page's viewport as JPEG, straight from Chromium (Page.captureScreenshot): page.screenshot's
 * own steps (fonts, caret, a stable frame) cost a few hundred milliseconds on a busy machine, by
 * which time the test has often moved the page on to the next state.
 */
async function screenshotWithin(page: Page): Promise<Buffer | null> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  for (const quality of QUALITIES) {
    const { data } = await within(
      SCREENSHOT_MS,
      session.then((cdp) => cdp.send('Page.captureScreenshot', { format: 'jpeg', quality, optimizeForSpeed: true })),
    );
    const image = Buffer.from(data, 'base64');
    if (image.byteLength <= MAX_BYTES) return image;
  }
  return null;
}

/** Claims the state for this run and keeps the page's screen; does nothing when another test has it. */
export async function keepScreen(page: Page, testInfo: TestInfo, machine: string, state: string): Promise<void> {
  if (kept >= Math.floor(MAX_SCREENS / testInfo.config.workers)) return;
  if (!StoryboardName.safeParse(machine).success || !StoryboardName.safeParse(state).success || isAtlas(page)) return;
  const file = storyboardFile(machine, state);
  const entryPath = join(STORYBOARD_DIR, machine, `${state}.json`);
  mkdirSync(join(STORYBOARD_DIR, machine), { recursive: true });
  let claim: number;
  try {
    claim = openSync(entryPath, 'wx');
  } catch {
    return;
  }
  kept += 1;
  try {
    const image = await screenshotWithin(page).catch(() => null);
    if (!image) throw new Error('no screen');
    writeFileSync(join(STORYBOARD_DIR, file), image);
    const entry: StoryboardScreen = { machine, state, test: testInfo.titlePath.join(' › '), file, page: new URL(page.url()).pathname };
    writeSync(claim, JSON.stringify(entry));
    closeSync(claim);
  } catch {
    kept -= 1;
    closeSync(claim);
    rmSync(entryPath, { force: true });
  }
}

/** Gathers the kept screens' entries into reports/storyboard/index.json, by machine then state. */
export function writeStoryboardIndex(createdAt: Date): StoryboardIndex {
  const screens = existsSync(STORYBOARD_DIR)
    ? readdirSync(STORYBOARD_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((machine) =>
          readdirSync(join(STORYBOARD_DIR, machine.name))
            .filter((name) => name.endsWith('.json'))
            .flatMap((name) => {
              const parsed = StoryboardScreen.safeParse(
                JSON.parse(readFileSync(join(STORYBOARD_DIR, machine.name, name), 'utf8') || 'null'),
              );
              return parsed.success ? [parsed.data] : [];
            }),
        )
        .sort((a, b) => a.machine.localeCompare(b.machine) || a.state.localeCompare(b.state))
    : [];
  const index: StoryboardIndex = { version: 1, createdAt: screens.length ? createdAt.toISOString() : null, screens };
  mkdirSync(STORYBOARD_DIR, { recursive: true });
  writeFileSync(STORYBOARD_INDEX, `${JSON.stringify(index, null, 2)}\n`);
  return index;
}
