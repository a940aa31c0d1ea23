// What the Chromium benches share: the built app, a sandbox of their own, a signed-in browser
// context, medians and their output.
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import playwrightConfig, { fullChromium } from '../playwright.config';
import { storedConsent } from '../tests/e2e/consentState';

export const log = (line: string) => process.stdout.write(`${line}\n`);
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** Builds dist/ when it is missing. */
export function ensureBuilt() {
  if (existsSync('dist/index.html')) return;
  log('› dist/ is missing: vite build');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

/** A fresh, quiet sandbox on the built app, its data wiped on start; answers once it is healthy. */
export async function startSandbox(origin: string, port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_DATA: dataDir, SANDBOX_FRESH: '1', SANDBOX_QUIET: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that stops on an error (Chromium missing, a timeout) takes its sandbox with it: left
  // running, it would hold the data folder and the port for the next run.
  process.once('exit', () => child.kill('SIGTERM'));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/__sandbox/health`)).ok) {
        await startUpDone(child);
        return child;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the sandbox did not answer on ${origin} within 180 s`);
}

/** The CPU time a process has used so far (user + system, in clock ticks), from /proc; null elsewhere. */
function cpuTicks(pid: number): number | null {
  try {
    // after the command's name in parentheses: state is field 3, utime and stime fields 14 and 15
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/**
 * Waits until a listening sandbox has done its start-up work: a fresh seed's photo pictures are made
 * in the background (818 in about a minute, 1.6 cores' worth), and a figure taken beside that
 * measures the warm-up, not the sandbox. Done = under a tenth of a core over two seconds (Linux's
 * /proc; elsewhere it does not wait). At most three minutes.
 */
async function startUpDone(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || cpuTicks(pid) === null) return;
  const started = performance.now();
  const windowMs = 2_000;
  const ticksPerSecond = 100;
  for (;;) {
    const before = cpuTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = cpuTicks(pid);
    if (before === null || after === null) return;
    const cores = (after - before) / ticksPerSecond / (windowMs / 1000);
    if (cores < 0.1 || performance.now() - started > 180_000) break;
  }
  log(`› the sandbox's start-up work (photo pictures) done after ${seconds(started)}`);
}

/** Chromium with the end-to-end tests' options, but the full browser a customer runs (not the tests' headless shell). */
export async function launchChromium(): Promise<Browser> {
  const launchOptions = playwrightConfig.use?.launchOptions ?? {};
  return chromium.launch({ ...launchOptions, executablePath: fullChromium });
}

/**
 * A browser context signed in through the provider's real sign-in page, with `initScript` run in
 * every page before the app (the bench's probe). It is a returning visitor's: the cookie consent is
 * already stored, so the first-visit dialog covers nothing the bench measures.
 */
export async function signedIn(
  browser: Browser,
  options: { origin: string; account: { email: string; password: string }; initScript: string; screenshotDir: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.origin,
    viewport: { width: 1280, height: 900 },
    storageState: storedConsent,
  });
  await context.addInitScript(options.initScript);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByLabel('E-mail address').fill(options.account.email, { timeout: 90_000 });
    await page.getByLabel('Password').fill(options.account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: /account/i }).waitFor({ timeout: 90_000 });
  } catch (error) {
    const shot = join(options.screenshotDir, 'sign-in.png');
    await page.screenshot({ path: shot });
    throw new Error(`sign-in as ${options.account.email} failed at ${page.url()} (screenshot ${shot})`, { cause: error });
  }
  await page.close();
  return context;
}
