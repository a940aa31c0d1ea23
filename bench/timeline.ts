// npm run bench:timeline — how the photo timeline holds up at 100,000 photos (docs/PHOTOS.md).
// Starts its own sandbox (BENCH_PORT, default 8196; data in .sandbox-data/bench, wiped on start)
// on the built app (dist/, built first when missing), prepares two accounts of 1,000 and 100,000
// generated photos, signs in through the real sign-in page in Chromium and measures:
//   - first paint of the first 24 grid thumbnails after navigating to /my-photos/photos (median of
//     5 runs after one warm-up run) at 1k and at 100k → ratio100kTo1k;
//   - the same for bench/bare.html, the least a page can do for the same pixels → appToBare;
//   - on the 100k timeline: scroll from top to bottom, open the largest month in full ('+N' until
//     gone), then DOM elements, JS heap after a GC, and the longest task during the scroll.
// Prints readable lines with the targets, then one JSON line. Never part of npm test.
// `-- --bare-only`: only the bare page at 100k (checks the bench itself, without the app's page).
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { TimelineCounts } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import playwrightConfig from '../playwright.config';
import { MediaStore, contentKeyOf } from '../sandbox/photos/media-store';
import { POOL_SIZE, demoLibrary, friendLibrary, poolRecipe } from '../sandbox/seed/photo-library';

const port = Number(process.env.BENCH_PORT ?? 8196);
const origin = `http://localhost:${port}`;
const dataDir = join('.sandbox-data', 'bench');
const RUNS = 5;
const bareOnly = process.argv.includes('--bare-only');
const FIRST_THUMBNAILS = 24;
const TARGETS = { ratio100kTo1k: 1.15, appToBare: 1.5, domElements: 4000, heapMB: 80, longestTaskMs: 50 };

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

// In every page of the bench: note when the first 24 thumbnails are all loaded (checked each
// frame, just before it is painted), and keep every long task with its start time.
const probe = `(() => {
  const bench = { firstThumbnails: null, longTasks: [] };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const check = () => {
    const images = Array.from(document.querySelectorAll('img[data-thumbnail]')).slice(0, ${FIRST_THUMBNAILS});
    if (images.length === ${FIRST_THUMBNAILS} && images.every((img) => img.complete && img.naturalWidth > 0)) {
      bench.firstThumbnails = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const BenchState = z.object({
  firstThumbnails: z.number().nullable(),
  longTasks: z.array(z.object({ start: z.number(), duration: z.number() })),
});
async function benchState(page: Page) {
  return BenchState.parse(await page.evaluate(() => Reflect.get(window, '__bench')));
}

async function ensureBuilt() {
  if (existsSync('dist/index.html')) return;
  log('› dist/ is missing: vite build');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

/**
 * Every picture the bench's sandbox will serve (the shared pool and the seeded libraries), made
 * before it starts, so that no picture is drawn during a measurement.
 */
async function preparePictures() {
  const started = performance.now();
  const media = new MediaStore(dataDir);
  const recipes = [...Array.from({ length: POOL_SIZE }, (_, i) => poolRecipe(i)), ...[...demoLibrary(), ...friendLibrary()].map((p) => p.recipe)];
  const made = await media.warm(recipes.map((recipe) => ({ contentKey: contentKeyOf(recipe), recipe })), 2);
  await media.close();
  log(`› ${recipes.length} pictures ready (${made} made) in ${seconds(started)}`);
}

async function startSandbox(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_DATA: dataDir, SANDBOX_FRESH: '1', SANDBOX_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/__sandbox/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the sandbox did not answer on ${origin} within 180 s`);
}

async function createAccount(photos: number) {
  const started = performance.now();
  const response = await fetch(`${origin}/__sandbox/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ photos }),
  });
  if (response.status !== 201) throw new Error(`POST /__sandbox/accounts: ${response.status} ${await response.text()}`);
  const account = TestAccount.parse(await response.json());
  log(`› account with ${photos.toLocaleString('en-GB')} photos ready in ${seconds(started)}`);
  return account;
}

/** A browser context signed in through the provider's real sign-in page. */
async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(probe);
  const bare = readFileSync('bench/bare.html', 'utf8');
  await context.route(`${origin}/__bench/bare`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: bare }));
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: /account/i }).waitFor({ timeout: 60_000 });
  await page.close();
  return context;
}

/** Milliseconds from navigation start to the first 24 thumbnails loaded. */
async function timeToThumbnails(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(path);
    await waitForFirstThumbnails(page);
    const { firstThumbnails } = await benchState(page);
    if (firstThumbnails === null) throw new Error('no first thumbnails');
    return firstThumbnails;
  } finally {
    await page.close();
  }
}

/** Waits for the probe's first-thumbnails mark; on a timeout, says what the page showed instead. */
async function waitForFirstThumbnails(page: Page) {
  try {
    await page.waitForFunction(() => Reflect.get(Reflect.get(window, '__bench') ?? {}, 'firstThumbnails') !== null, null, { timeout: 60_000 });
  } catch (error) {
    const seen = await page.evaluate(() => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[data-thumbnail]'));
      return { url: location.href, thumbnails: images.length, loaded: images.filter((i) => i.complete && i.naturalWidth > 0).length, text: document.body.innerText.slice(0, 300) };
    });
    const shot = join(dataDir, 'timeout.png');
    await page.screenshot({ path: shot });
    throw new Error(`no ${FIRST_THUMBNAILS} loaded thumbnails within 60 s: ${JSON.stringify(seen)} (screenshot ${shot})`, { cause: error });
  }
}

async function medianTime(context: BrowserContext, path: string, label: string) {
  await timeToThumbnails(context, path); // warm-up: assets and pictures in the browser cache
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await timeToThumbnails(context, path));
  const result = median(times);
  log(`  ${label.padEnd(28)} median ${result.toFixed(0)} ms  (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`);
  return result;
}

/** The largest month of an account, from the timeline counts (read with the page's own session). */
async function largestMonth(page: Page): Promise<{ key: string; photos: number }> {
  const counts = TimelineCounts.parse(
    await page.evaluate(async () => {
      const session: unknown = await (await fetch('/session/refresh', { method: 'POST' })).json();
      const token = String(Reflect.get(Object(session), 'accessToken'));
      return (await fetch('/api/photos/users/timeline', { headers: { authorization: `Bearer ${token}` } })).json();
    }),
  );
  let best = { key: '', photos: -1 };
  for (const [year, months] of Object.entries(counts)) {
    for (const [month, photos] of Object.entries(months)) {
      if (photos > best.photos) best = { key: `${year}-${month.padStart(2, '0')}`, photos };
    }
  }
  return best;
}

/**
 * Scrolls the window from top to bottom in steps of 80% of the viewport, two frames per step, until
 * the page stops growing at the bottom. A string: tsx would wrap inner functions in a helper the
 * page does not have.
 */
const scrollScript = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const root = document.documentElement;
  const started = performance.now();
  let steps = 0;
  let stillSince = performance.now();
  let lastHeight = -1;
  while (performance.now() - started < 240000) {
    if (window.scrollY + window.innerHeight >= root.scrollHeight - 2) {
      if (root.scrollHeight !== lastHeight) {
        lastHeight = root.scrollHeight;
        stillSince = performance.now();
      }
      if (performance.now() - stillSince > 1500) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    window.scrollBy(0, Math.round(window.innerHeight * 0.8));
    steps += 1;
    await frame();
  }
  return { start: started, end: performance.now(), steps, height: root.scrollHeight };
})()`;
const ScrollResult = z.object({ start: z.number(), end: z.number(), steps: z.number(), height: z.number() });
const scrollToBottom = async (page: Page) => ScrollResult.parse(await page.evaluate(scrollScript));

/** Opens a month in full: its '+N' tile until it is gone. */
async function openMonth(page: Page, key: string) {
  const section = page.locator(`section[data-month="${key}"]`);
  // The timeline may render only the months near the viewport: walk down from the top to it.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 2_000 && (await section.count()) === 0; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(atBottom ? 500 : 30);
  }
  await section.scrollIntoViewIfNeeded();
  let clicks = 0;
  const more = section.locator('button[data-more-tile]');
  while ((await more.count()) > 0 && clicks < 100) {
    const label = await more.textContent();
    await more.click();
    clicks += 1;
    await page.waitForFunction(
      ({ selector, before }) => document.querySelector(selector)?.textContent !== before,
      { selector: `section[data-month="${key}"] button[data-more-tile]`, before: label },
      { timeout: 60_000 },
    );
  }
  return clicks;
}

async function main() {
  await ensureBuilt();
  await preparePictures();
  log(`› starting the sandbox on ${origin} (${dataDir})`);
  const sandbox = await startSandbox();
  const launchOptions = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launchOptions, executablePath: launchOptions.executablePath ?? '/usr/bin/chromium' });
  try {
    const large = await createAccount(100_000);
    const largeContext = await signedIn(browser, large);
    const small = await createAccount(1_000);
    const smallContext = await signedIn(browser, small);

    log('First 24 thumbnails after navigating (median of 5 runs after a warm-up run):');
    if (bareOnly) {
      await medianTime(largeContext, '/__bench/bare', 'bare page, 100,000 photos');
      return;
    }
    const app1k = await medianTime(smallContext, '/my-photos/photos', 'app, 1,000 photos');
    const app100k = await medianTime(largeContext, '/my-photos/photos', 'app, 100,000 photos');
    const bare100k = await medianTime(largeContext, '/__bench/bare', 'bare page, 100,000 photos');
    const ratio100kTo1k = app100k / app1k;
    const appToBare = app100k / bare100k;

    log('Scroll of the 100,000-photo timeline, then its largest month opened in full:');
    const page = await largeContext.newPage();
    await page.goto('/my-photos/photos');
    await waitForFirstThumbnails(page);
    const month = await largestMonth(page);
    const scroll = await scrollToBottom(page);
    const afterScroll = await benchState(page);
    const duringScroll = afterScroll.longTasks.filter((t) => t.start >= scroll.start && t.start <= scroll.end);
    const longestTaskMs = Math.max(0, ...duringScroll.map((t) => t.duration));
    log(`  scrolled ${scroll.steps} steps to ${scroll.height} px in ${((scroll.end - scroll.start) / 1000).toFixed(1)} s; ${duringScroll.length} long tasks`);
    const openedAt = await page.evaluate(() => performance.now());
    const clicks = await openMonth(page, month.key);
    const afterOpen = await benchState(page);
    const openLongest = Math.max(0, ...afterOpen.longTasks.filter((t) => t.start >= openedAt).map((t) => t.duration));
    log(`  opened ${month.key} (${month.photos.toLocaleString('en-GB')} photos) with ${clicks} clicks on '+N'; longest task meanwhile ${openLongest.toFixed(0)} ms`);
    const domElements = await page.evaluate(() => document.querySelectorAll('*').length);
    const cdp = await largeContext.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapMB = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 1024 / 1024;

    const result = {
      ratio100kTo1k: Number(ratio100kTo1k.toFixed(3)),
      appToBare: Number(appToBare.toFixed(3)),
      domElements,
      heapMB: Number(heapMB.toFixed(1)),
      longestTaskMs: Number(longestTaskMs.toFixed(0)),
    };
    const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
    log('Results:');
    log(`  ratio 100k / 1k      ${result.ratio100kTo1k}   target ≤ ${TARGETS.ratio100kTo1k}   ${mark(result.ratio100kTo1k <= TARGETS.ratio100kTo1k)}`);
    log(`  app / bare (100k)    ${result.appToBare}   target ≤ ${TARGETS.appToBare}   ${mark(result.appToBare <= TARGETS.appToBare)}`);
    log(`  DOM elements         ${result.domElements}   target ≤ ${TARGETS.domElements}   ${mark(result.domElements <= TARGETS.domElements)}`);
    log(`  JS heap after GC     ${result.heapMB} MB   target ≤ ${TARGETS.heapMB} MB   ${mark(result.heapMB <= TARGETS.heapMB)}`);
    log(`  longest scroll task  ${result.longestTaskMs} ms   target: none over ${TARGETS.longestTaskMs} ms   ${mark(result.longestTaskMs <= TARGETS.longestTaskMs)}`);
    log(JSON.stringify(result));
  } finally {
    await browser.close();
    sandbox.kill('SIGTERM');
  }
}

await main();
