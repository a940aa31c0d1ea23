// npm run bench:timeline — how the photo timeline holds up at 100,000 photos (docs/PHOTOS.md).
// Starts its own sandbox (BENCH_PORT, default 8196; data in .sandbox-data/bench, wiped on start)
// on the built app (dist/, built first when missing), prepares two accounts of 1,000 and 100,000
// generated photos, signs in through the real sign-in page in Chromium and measures:
//   - first paint of the first 24 grid thumbnails after navigating to /my-photos/photos (median of
//     15 runs after one warm-up run; fewer gave medians that moved by 100 ms from one run to the next) at 1k and at 100k → ratio100kTo1k;
//   - the same for bench/bare.html, the least a page can do for the same pixels → appToBare;
//     the three pages are measured in turns (1k, 100k, bare, 1k, …), so that a busy machine slows
//     them alike and the ratios stay fair;
//   - on the 100k timeline: scroll from top to bottom (longest task during it), then open the
//     largest month in full ('+N', then every page of it loaded, then scrolled through; longest task
//     meanwhile → openMonthLongestTaskMs), then DOM elements and JS heap after a GC.
// Prints readable lines with the targets, then one JSON line. Never part of npm test.
// `-- --bare-only`: only the bare page at 100k (checks the bench itself, without the app's page).
// `-- --profile`: also records the scroll and the opening of the month: a CPU profile each
// (.sandbox-data/bench/scroll.cpuprofile, month.cpuprofile) and a trace (scroll.trace.json,
// month.trace.json), all for Chromium's DevTools (Performance panel; dist/ has source maps), and
// prints the longest main-thread tasks with their own CPU time beside their wall time (on a busy
// machine a task is long while its thread waits for a CPU).
// `-- --cpu-slowdown N`: every page of the bench runs on a CPU N times slower (Chromium's
// Emulation.setCPUThrottlingRate), as a slower phone would; the figures say so (`cpuSlowdown`).
// `-- --latency MS`: every request of every page takes MS longer to answer (Chromium's network
// emulation, no bandwidth limit), as on a phone's link, where each round trip of a page's chain of
// requests counts; the figures say so (`latencyMs`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page, Response } from '@playwright/test';
import { z } from 'zod';
import { TimelineCounts } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import { MediaStore, contentKeyOf } from '../sandbox/photos/media-store';
import { POOL_SIZE, demoLibrary, friendLibrary, poolRecipe } from '../sandbox/seed/photo-library';
import { ensureBuilt, launchChromium, log, median, seconds, signedIn as signedInWith, startSandbox } from './support';
import { startTrace, stopTrace } from './timeline-trace';

const port = Number(process.env.BENCH_PORT ?? 8196);
const origin = `http://localhost:${port}`;
const dataDir = join('.sandbox-data', 'bench');
const RUNS = 15;
const bareOnly = process.argv.includes('--bare-only');
const profile = process.argv.includes('--profile');
const slowdownIndex = process.argv.indexOf('--cpu-slowdown');
const cpuSlowdown = slowdownIndex > 0 ? Number(process.argv[slowdownIndex + 1]) : 1;
const latencyIndex = process.argv.indexOf('--latency');
const latencyMs = latencyIndex > 0 ? Number(process.argv[latencyIndex + 1]) : 0;
if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error(`--latency takes milliseconds, not ${process.argv[latencyIndex + 1]}`);
if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1)
  throw new Error(`--cpu-slowdown takes a factor of 1 or more, not ${process.argv[slowdownIndex + 1]}`);
const FIRST_THUMBNAILS = 24;
const BARE_PATH = '/__bench/bare';
const bareHtml = readFileSync('bench/bare.html', 'utf8');
const TARGETS = { ratio100kTo1k: 1.15, appToBare: 1.25, domElements: 4000, heapMB: 80, longestTaskMs: 50 };

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

/**
 * Every picture the bench's sandbox will serve (the shared pool and the seeded libraries), made
 * before it starts, so that no picture is drawn during a measurement.
 */
async function preparePictures() {
  const started = performance.now();
  const media = new MediaStore(dataDir);
  const recipes = [
    ...Array.from({ length: POOL_SIZE }, (_, i) => poolRecipe(i)),
    ...[...demoLibrary(), ...friendLibrary()].map((p) => p.recipe),
  ];
  const made = await media.warm(
    recipes.map((recipe) => ({ contentKey: contentKeyOf(recipe), recipe })),
    2,
  );
  await media.close();
  log(`› ${recipes.length} pictures ready (${made} made) in ${seconds(started)}`);
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

/** A browser context signed in through the provider's real sign-in page, with the probe in every page. */
const signedIn = (browser: Browser, account: { email: string; password: string }): Promise<BrowserContext> =>
  signedInWith(browser, { origin, account, initScript: probe, screenshotDir: dataDir });

/** A new page of the context, its CPU slowed by --cpu-slowdown and its requests by --latency. */
async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  if (cpuSlowdown === 1 && latencyMs === 0) return page;
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return page;
}

/** Milliseconds from navigation start to the first 24 thumbnails loaded. */
async function timeToThumbnails(context: BrowserContext, path: string): Promise<number> {
  const page = await newPage(context);
  try {
    // Only the bare page's tab is routed: a route makes Playwright hold every request of its tab or
    // context for a round trip to this process, which would slow the app's many requests.
    if (path === BARE_PATH)
      await page.route(`${origin}${BARE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: bareHtml }));
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
    await page.waitForFunction(() => Reflect.get(Reflect.get(window, '__bench') ?? {}, 'firstThumbnails') !== null, null, {
      timeout: 60_000,
    });
  } catch (error) {
    const seen = await page.evaluate(() => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[data-thumbnail]'));
      return {
        url: location.href,
        thumbnails: images.length,
        loaded: images.filter((i) => i.complete && i.naturalWidth > 0).length,
        text: document.body.innerText.slice(0, 300),
      };
    });
    const shot = join(dataDir, 'timeout.png');
    await page.screenshot({ path: shot });
    throw new Error(`no ${FIRST_THUMBNAILS} loaded thumbnails within 60 s: ${JSON.stringify(seen)} (screenshot ${shot})`, { cause: error });
  }
}

/**
 * Medians of the time to the first thumbnails of several pages, measured in turns after one
 * warm-up of each (assets and pictures in the browser cache).
 */
async function medianTimes(pages: readonly { context: BrowserContext; path: string; label: string }[]): Promise<number[]> {
  for (const { context, path } of pages) await timeToThumbnails(context, path);
  const times: number[][] = pages.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, { context, path }] of pages.entries()) times[index]?.push(await timeToThumbnails(context, path));
  }
  return pages.map(({ label }, index) => {
    const runs = times[index] ?? [];
    const result = median(runs);
    log(`  ${label.padEnd(28)} median ${result.toFixed(0)} ms  (runs: ${runs.map((t) => t.toFixed(0)).join(', ')})`);
    return result;
  });
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

/** Whether a response is the last page of a month (its cursor null). */
async function isLastPageOf(response: Response, year: number, month: number): Promise<boolean> {
  if (!response.url().includes(`/api/photos/photos/timeline/${year}/${month}?`) || !response.ok()) return false;
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && Reflect.get(body, 'cursor') === null;
  } catch {
    return false;
  }
}

/**
 * Opens a month in full: walks down to it, clicks its '+N' tile, waits for its last page (the app
 * loads an expanded month page after page), then scrolls through it to its end.
 */
async function openMonth(page: Page, key: string) {
  const [year = 0, month = 0] = key.split('-').map(Number);
  const section = page.locator(`section[data-month="${key}"]`);
  // The timeline renders only the months near the viewport: walk down from the top to it.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 2_000 && (await section.count()) === 0; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(atBottom ? 500 : 30);
  }
  await section.scrollIntoViewIfNeeded();
  const more = section.locator('button[data-more-tile]');
  await more.waitFor({ timeout: 60_000 });
  const lastPage = page.waitForResponse((response) => isLastPageOf(response, year, month), { timeout: 180_000 });
  await more.click();
  await lastPage;
  // through the whole month, down to its last row
  // a string, like scrollScript: tsx would wrap the inner function in a helper the page lacks
  const steps = z.number().parse(
    await page.evaluate(`(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.querySelector(${JSON.stringify(`section[data-month="${key}"]`)});
      let count = 0;
      while (element && count < 5000) {
        if (element.getBoundingClientRect().bottom <= window.innerHeight + 2) break;
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        count += 1;
        await frame();
      }
      return count;
    })()`),
  );
  await section.locator('[data-photo-id]').last().waitFor({ timeout: 60_000 });
  return steps;
}

/** Starts the CPU profile and the trace of one stretch of the bench (`--profile`). */
async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await startTrace(cdp);
}

/** Stops them, writes `<name>.cpuprofile` and `<name>.trace.json`, and lists the longest main-thread tasks. */
async function stopProfile(cdp: CDPSession, name: string) {
  const { profile: cpuProfile } = await cdp.send('Profiler.stop');
  const file = join(dataDir, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(cpuProfile));
  const traceFile = join(dataDir, `${name}.trace.json`);
  const tasks = await stopTrace(cdp, traceFile);
  log(`  CPU profile and trace of the ${name}: ${file}, ${traceFile}`);
  const show = (task: (typeof tasks)[number]) =>
    `    ${task.wallMs.toFixed(0).padStart(5)} ms wall, ${task.cpuMs.toFixed(0).padStart(4)} ms CPU at ${((task.start - cpuProfile.startTime) / 1000).toFixed(0)} ms: ${task.inside}`;
  log(`  ${tasks.length} main-thread tasks; the longest by wall time:`);
  for (const task of [...tasks].sort((a, b) => b.wallMs - a.wallMs).slice(0, 5)) log(show(task));
  log('  the longest by CPU time:');
  for (const task of [...tasks].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 5)) log(show(task));
}

async function main() {
  await ensureBuilt();
  await preparePictures();
  log(`› starting the sandbox on ${origin} (${dataDir})`);
  const sandbox = await startSandbox(origin, port, dataDir);
  const browser = await launchChromium();
  try {
    const large = await createAccount(100_000);
    const largeContext = await signedIn(browser, large);
    const small = await createAccount(1_000);
    const smallContext = await signedIn(browser, small);

    if (cpuSlowdown > 1) log(`› every page's CPU slowed ${cpuSlowdown}×`);
    if (latencyMs > 0) log(`› every request ${latencyMs} ms slower to answer`);
    log(`First 24 thumbnails after navigating (median of ${RUNS} runs in turns, after a warm-up run):`);
    if (bareOnly) {
      await medianTimes([{ context: largeContext, path: BARE_PATH, label: 'bare page, 100,000 photos' }]);
      return;
    }
    const [app1k = NaN, app100k = NaN, bare100k = NaN] = await medianTimes([
      { context: smallContext, path: '/my-photos/photos', label: 'app, 1,000 photos' },
      { context: largeContext, path: '/my-photos/photos', label: 'app, 100,000 photos' },
      { context: largeContext, path: BARE_PATH, label: 'bare page, 100,000 photos' },
    ]);
    const ratio100kTo1k = app100k / app1k;
    const appToBare = app100k / bare100k;

    log('Scroll of the 100,000-photo timeline, then its largest month opened in full:');
    const page = await newPage(largeContext);
    await page.goto('/my-photos/photos');
    await waitForFirstThumbnails(page);
    const month = await largestMonth(page);
    const cdp = await largeContext.newCDPSession(page);
    if (profile) await startProfile(cdp);
    const scroll = await scrollToBottom(page);
    if (profile) await stopProfile(cdp, 'scroll');
    const afterScroll = await benchState(page);
    const duringScroll = afterScroll.longTasks.filter((t) => t.start >= scroll.start && t.start <= scroll.end);
    const longestTaskMs = Math.max(0, ...duringScroll.map((t) => t.duration));
    log(
      `  scrolled ${scroll.steps} steps to ${scroll.height} px in ${((scroll.end - scroll.start) / 1000).toFixed(1)} s; ${duringScroll.length} long tasks`,
    );
    const openedAt = await page.evaluate(() => performance.now());
    if (profile) await startProfile(cdp);
    const steps = await openMonth(page, month.key);
    // the end of the opening, before the profiler's own work of stopping (a long task of its own)
    const openedUntil = await page.evaluate(() => performance.now());
    if (profile) await stopProfile(cdp, 'month');
    const afterOpen = await benchState(page);
    const duringOpen = afterOpen.longTasks.filter((t) => t.start >= openedAt && t.start <= openedUntil);
    const openLongest = Math.max(0, ...duringOpen.map((t) => t.duration));
    const openBlocking = duringOpen.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    log(
      `  opened ${month.key} (${month.photos.toLocaleString('en-GB')} photos) in full, every page loaded, scrolled through it in ${steps} steps; ${duringOpen.length} long tasks meanwhile (blocking ${openBlocking.toFixed(0)} ms), the longest ${openLongest.toFixed(0)} ms`,
    );
    const domElements = await page.evaluate(() => document.querySelectorAll('*').length);
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
      openMonthLongestTaskMs: Number(openLongest.toFixed(0)),
      cpuSlowdown,
      latencyMs,
    };
    const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
    log('Results:');
    log(
      `  ratio 100k / 1k      ${result.ratio100kTo1k}   target ≤ ${TARGETS.ratio100kTo1k}   ${mark(result.ratio100kTo1k <= TARGETS.ratio100kTo1k)}`,
    );
    log(`  app / bare (100k)    ${result.appToBare}   target ≤ ${TARGETS.appToBare}   ${mark(result.appToBare <= TARGETS.appToBare)}`);
    log(
      `  DOM elements         ${result.domElements}   target ≤ ${TARGETS.domElements}   ${mark(result.domElements <= TARGETS.domElements)}`,
    );
    log(`  JS heap after GC     ${result.heapMB} MB   target ≤ ${TARGETS.heapMB} MB   ${mark(result.heapMB <= TARGETS.heapMB)}`);
    log(
      `  longest scroll task  ${result.longestTaskMs} ms   target: none over ${TARGETS.longestTaskMs} ms   ${mark(result.longestTaskMs <= TARGETS.longestTaskMs)}`,
    );
    log(
      `  longest task opening the largest month  ${result.openMonthLongestTaskMs} ms   target: none over ${TARGETS.longestTaskMs} ms   ${mark(result.openMonthLongestTaskMs <= TARGETS.longestTaskMs)}`,
    );
    log(JSON.stringify(result));
  } finally {
    await browser.close();
    sandbox.kill('SIGTERM');
  }
}

await main();
