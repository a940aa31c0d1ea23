// npm run bench:upload — 200 photos through the app's upload ('Add photos', the 'Upload photos'
// modal, Upload: the checks, the machine, tus-js-client) in Chromium, against bench/bare-upload.html
// (the same tus settings, nothing else) in the same run, each with an account of its own on one
// sandbox of its own; and the sandbox's peak memory (RSS of its process, sampled every 50 ms) while
// receiving them (each upload also becomes a photo with three thumbnails). Target: app/bare ≤ 1.2.
// The photos are 200 distinct JPEGs of about 60 KB made here. Prints readable lines, then one JSON
// line. Never part of npm test.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { TestAccount } from '@schemas/sandbox';
import { ensureBuilt, launchChromium, log, seconds, signedIn, startSandbox } from './support';

const PHOTOS = 200;
const port = Number(process.env.BENCH_PORT ?? 8155);
const origin = `http://localhost:${port}`;
const dataDir = join('.sandbox-data', 'bench-upload');
const filesDir = join(dataDir, 'files');
const BARE_PATH = '/__bench/bare-upload';

async function makePhotos(): Promise<string[]> {
  mkdirSync(filesDir, { recursive: true });
  const paths: string[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const path = join(filesDir, `IMG_${String(i).padStart(4, '0')}.jpg`);
    const noise = { type: 'gaussian' as const, mean: 60 + (i % 100), sigma: 20 };
    const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 0, g: 0, b: 0 }, noise } })
      .withExif({ IFD2: { DateTimeOriginal: `20${10 + (i % 12)}:0${1 + (i % 9)}:1${i % 10} 12:00:00` } })
      .jpeg({ quality: 90 })
      .toBuffer();
    writeFileSync(path, buffer);
    paths.push(path);
  }
  return paths;
}

async function createAccount() {
  const response = await fetch(`${origin}/__sandbox/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ photos: 1 }),
  });
  if (response.status !== 201) throw new Error(`POST /__sandbox/accounts: ${response.status} ${await response.text()}`);
  return TestAccount.parse(await response.json());
}

/** The resident memory of a process in MB (Linux /proc). */
function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Runs `act`, sampling the sandbox's RSS; answers act's milliseconds and the peak. */
async function measured(pid: number, act: () => Promise<void>) {
  let peak = rssMB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMB(pid));
  }, 50);
  const started = performance.now();
  try {
    await act();
  } finally {
    clearInterval(timer);
  }
  return { ms: performance.now() - started, peakMB: Math.max(peak, rssMB(pid)) };
}

async function appRun(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  await page.goto('/my-photos/photos');
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await dialog.locator('input[type=file]').setInputFiles(paths);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-status="ready"]').length > 0);
  return page;
}

async function main() {
  ensureBuilt();
  rmSync(dataDir, { recursive: true, force: true });
  let started = performance.now();
  const paths = await makePhotos();
  log(`› ${PHOTOS} photos made in ${seconds(started)}`);
  log(`› starting the sandbox on ${origin} (${dataDir})`);
  const sandbox = await startSandbox(origin, port, dataDir);
  const pid = sandbox.pid;
  if (pid === undefined) throw new Error('no sandbox process');
  const browser = await launchChromium();
  try {
    const [bareAccount, appAccount] = [await createAccount(), await createAccount()];
    const options = { origin, initScript: '', screenshotDir: dataDir };
    const bareContext = await signedIn(browser, { ...options, account: bareAccount });
    const appContext = await signedIn(browser, { ...options, account: appAccount });
    const baselineMB = rssMB(pid);

    // the bare floor
    const bare = await bareContext.newPage();
    await bare.route(`${origin}${BARE_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: readFileSync('bench/bare-upload.html', 'utf8') }),
    );
    await bare.route(`${origin}/__bench/tus.min.js`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: readFileSync('node_modules/tus-js-client/dist/tus.min.js', 'utf8'),
      }),
    );
    await bare.goto(BARE_PATH);
    started = performance.now();
    const bareRun = await measured(pid, async () => {
      await bare.locator('#files').setInputFiles(paths);
      await bare.waitForFunction(() => (window as unknown as { benchDone: number | null }).benchDone !== null, undefined, {
        timeout: 600_000,
      });
    });
    log(`› bare page: ${PHOTOS} photos in ${seconds(started)}`);

    // the app: the files added and checked first (not timed), then Upload until the modal closes
    const page = await appRun(appContext, paths);
    started = performance.now();
    const app = await measured(pid, async () => {
      await page.getByRole('dialog', { name: 'Upload photos' }).getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('dialog', { name: 'Upload photos' }).waitFor({ state: 'hidden', timeout: 600_000 });
    });
    log(`› app: ${PHOTOS} photos in ${seconds(started)}`);
    const appToBare = app.ms / bareRun.ms;
    log(
      `  app/bare ${appToBare.toFixed(2)} (target ≤ 1.2); sandbox RSS before ${baselineMB.toFixed(0)} MB, peak ${Math.max(app.peakMB, bareRun.peakMB).toFixed(0)} MB`,
    );
    log(
      JSON.stringify({
        photos: PHOTOS,
        appMs: Math.round(app.ms),
        bareMs: Math.round(bareRun.ms),
        appToBare: Number(appToBare.toFixed(2)),
        sandboxRssBeforeMB: Math.round(baselineMB),
        sandboxPeakRssMB: Math.round(Math.max(app.peakMB, bareRun.peakMB)),
        peakAboveBeforeMB: Math.round(Math.max(app.peakMB, bareRun.peakMB) - baselineMB),
        targetAppToBare: 1.2,
      }),
    );
  } finally {
    await browser.close();
    sandbox.kill('SIGTERM');
  }
}

await main();
