// npm run bench:lighthouse — Lighthouse's mobile audit (simulated slow 4G, a 4× slower CPU) of the
// account's pages, signed in, as the web's performance is usually judged (docs/PERFORMANCE.md).
// Starts its own sandbox (BENCH_PORT, default 8197; data in .sandbox-data/bench-lighthouse, wiped
// on start) on the built app (dist/, built first when missing), and runs Lighthouse in Chromium
// (/usr/bin/chromium through chrome-launcher, headless) over `/`, `/orders`, an order's detail,
// `/settings`, `/my-photos/photos`, `/my-photos/albums` and `/flows`, RUNS times each. Every run is
// signed in afresh (a new session of the demo account: its cookies, the session marker among them,
// and a stored cookie consent put in Chromium's cookie jar over its DevTools port before the run,
// so that the page sees the marker as a signed-in browser's would): refresh tokens rotate, so no
// two runs share one.
// Prints one line per route (the median run of its performance score) with its targets, then one
// JSON line {route: {performance, lcpMs, tbtMs, cls, benchmarkIndex, accessibility,
// bestPractices}}. A busy machine lowers the scores (the simulation scales with the measured CPU,
// which the benchmark index shows). Never part of npm test. `-- --runs N` changes the runs per route,
// `-- --routes /orders,/settings` audits only those, `-- --save <dir>` keeps each run's whole report,
// `-- --http2` audits through a TLS front with HTTP/2 (bench/tls-front.ts, on BENCH_PORT + 1), as a
// real deployment serves.
// lighthouse and chrome-launcher (devDependencies) are loaded by name when the bench runs, and read
// through the small interfaces below: the typecheck of the rest does not wait for their install.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, request as playwrightRequest, type BrowserContext } from '@playwright/test';
import { z } from 'zod';
import { href } from '@/platform/routing/href';
import { consentCookies } from '../tests/e2e/consentState';
import { ensureBuilt, log, median, startSandbox } from './support';
import { startTlsFront } from './tls-front';

const port = Number(process.env.BENCH_PORT ?? 8197);
const origin = `http://localhost:${port}`;
const dataDir = join('.sandbox-data', 'bench-lighthouse');
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
const routesIndex = process.argv.indexOf('--routes');
/** `-- --routes /orders,/my-photos/albums`: only these (the route patterns of the printed lines). */
const ONLY = routesIndex > 0 ? new Set((process.argv[routesIndex + 1] ?? '').split(',')) : undefined;
const saveIndex = process.argv.indexOf('--save');
/** `-- --save <dir>`: every run's whole Lighthouse report as JSON, to read what a figure is made of. */
const SAVE_DIR = saveIndex > 0 ? process.argv[saveIndex + 1] : undefined;
const HTTP2 = process.argv.includes('--http2');
const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 100, bestPractices: 100 };

type Cookies = Parameters<BrowserContext['addCookies']>[0];

/** A new session of `account`: the cookies a browser holds once signed in, with a stored consent. */
async function signedInCookies(account: { email: string; password: string }): Promise<Cookies> {
  const api = await playwrightRequest.newContext({ baseURL: origin });
  try {
    const form = await api.get(`/session/login?returnTo=${encodeURIComponent('/')}`);
    const callback = await api.post(form.url(), { form: { email: account.email, password: account.password } });
    const params = new URL(callback.url()).searchParams;
    const token = await api.post('/session/token', {
      data: { code: params.get('code'), state: params.get('state'), iss: params.get('iss') },
    });
    if (token.status() !== 200) throw new Error(`signing ${account.email} in: ${token.status()} ${await token.text()}`);
    const { cookies } = await api.storageState();
    const consent = consentCookies('00').filter((cookie) => cookie.domain === 'localhost');
    return [...cookies.filter((cookie) => cookie.domain === 'localhost'), ...consent];
  } finally {
    await api.dispose();
  }
}

const OrderList = z.object({ superOrders: z.array(z.object({ superOrderCode: z.string() })) });

/** The code of one of the demo account's orders, asked of the orders service with a session of its own. */
async function anOrderCode(): Promise<string> {
  const cookie = (await signedInCookies(DEMO)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const refresh = await fetch(`${origin}/session/refresh`, { method: 'POST', headers: { cookie, accept: 'application/json' } });
  const { accessToken } = z.object({ accessToken: z.string() }).parse(await refresh.json());
  const orders = await fetch(`${origin}/api/orders/v2/superorders/me?Offset=0&Limit=1&OrderState=notExpired`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const code = OrderList.parse(await orders.json()).superOrders[0]?.superOrderCode;
  if (!code) throw new Error('the demo account has no order');
  return code;
}

/** The part of chrome-launcher the bench uses. */
const ChromeLauncher = z.object({
  launch: z.custom<(options: { chromePath: string; chromeFlags: string[] }) => Promise<unknown>>((value) => typeof value === 'function'),
});
const LaunchedChrome = z.object({ port: z.number(), kill: z.custom<() => void>((value) => typeof value === 'function') });
/** Lighthouse's node API: `lighthouse(url, flags)` answers the run's result, its report as `lhr`. */
const LighthouseModule = z.object({
  default: z.custom<(url: string, flags: Record<string, unknown>) => Promise<unknown>>((value) => typeof value === 'function'),
});
/** A package loaded by its name at run time (see the file's comment). */
const load = (name: string): Promise<unknown> => import(name);

const Score = z.object({ score: z.number().nullable() });
const Numeric = z.object({ numericValue: z.number() });
const Report = z.object({
  categories: z.object({ performance: Score, accessibility: Score, 'best-practices': Score }),
  audits: z.object({
    'largest-contentful-paint': Numeric,
    'total-blocking-time': Numeric,
    'cumulative-layout-shift': Numeric,
  }),
  environment: z.object({ benchmarkIndex: z.number() }),
  finalDisplayedUrl: z.string(),
});

interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  accessibility: number;
  bestPractices: number;
}

const score = (value: number | null) => Math.round((value ?? 0) * 100);

let saved = 0;

async function audit(chromePort: number, jar: BrowserContext, url: string): Promise<RunFigures> {
  await jar.addCookies(await signedInCookies(DEMO));
  const lighthouse = LighthouseModule.parse(await load('lighthouse')).default;
  // Lighthouse's storage reset leaves cookies alone (its clearStorageTypes hold none)
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const lhr = z.object({ lhr: z.unknown() }).parse(result).lhr;
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    saved += 1;
    const name = `${String(saved).padStart(2, '0')}${new URL(url).pathname.replaceAll('/', '_')}.json`;
    writeFileSync(join(SAVE_DIR, name), JSON.stringify(lhr));
  }
  // a run Lighthouse could not finish says why (its figures are then missing)
  const failed = z.object({ runtimeError: z.optional(z.object({ code: z.string(), message: z.string() })) }).safeParse(lhr);
  const runtimeError = failed.success ? failed.data.runtimeError : undefined;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const report = Report.parse(lhr);
  // a page that went to sign in was not measured signed in
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url}: the audit ended on ${report.finalDisplayedUrl}, not signed in`);
  }
  return {
    performance: score(report.categories.performance.score),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Math.round(report.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    accessibility: score(report.categories.accessibility.score),
    bestPractices: score(report.categories['best-practices'].score),
  };
}

/** A run, made again (twice at most) when Lighthouse could not finish it (NO_NAVSTART and the like on a busy machine). */
async function auditAgainOnFailure(chromePort: number, jar: BrowserContext, url: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(chromePort, jar, url);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`${url}: run failed (${error instanceof Error ? error.message : String(error)}), again`);
    }
  }
}

/** The run with the median performance score (its own LCP, TBT and CLS, not medians of each). */
function medianRun(runs: RunFigures[]): RunFigures {
  const middle = median(runs.map((run) => run.performance));
  return runs.reduce((best, run) => (Math.abs(run.performance - middle) < Math.abs(best.performance - middle) ? run : best));
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

async function main() {
  ensureBuilt();
  const sandbox = await startSandbox(origin, port, dataDir, HTTP2 ? { SANDBOX_BEHIND_PROXY: '1' } : {});
  const front = HTTP2 ? await startTlsFront(port + 1, port, join('.sandbox-data', 'bench-tls')) : undefined;
  // the pages are audited at the front's origin; the bench's own calls (sign-in, an order's code) go to the sandbox
  const pageOrigin = front?.origin ?? origin;
  if (front) log(`› through a TLS front with HTTP/2: ${front.origin}`);
  const chromeLauncher = ChromeLauncher.parse(await load('chrome-launcher'));
  const chromeFlags = front ? [...CHROME_FLAGS, front.chromeFlag] : CHROME_FLAGS;
  const chrome = LaunchedChrome.parse(
    await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags }),
  );
  // the same Chromium over its DevTools port: its default context's cookie jar is Lighthouse's page's
  const devtools = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const jar = devtools.contexts()[0];
  if (!jar) throw new Error('Chromium has no default browser context');
  try {
    const routes: Record<string, string> = {
      '/': href('home'),
      '/orders': href('orders'),
      '/orders/:orderCode': href('orderDetails', { orderCode: await anOrderCode() }),
      '/settings': href('settings'),
      '/my-photos/photos': href('photos'),
      '/my-photos/albums': href('albums'),
      '/flows': href('flows'),
    };
    const figures: Record<string, RunFigures> = {};
    for (const [name, path] of Object.entries(routes)) {
      if (ONLY && !ONLY.has(name)) continue;
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await auditAgainOnFailure(chrome.port, jar, `${pageOrigin}${path}`));
      const shown = medianRun(runs);
      figures[name] = shown;
      log(
        `${name.padEnd(20)} performance ${String(shown.performance).padStart(3)} (≥ ${TARGETS.performance} ${mark(shown.performance >= TARGETS.performance)})` +
          `  LCP ${shown.lcpMs} ms (${mark(shown.lcpMs <= TARGETS.lcpMs)})  TBT ${shown.tbtMs} ms (${mark(shown.tbtMs <= TARGETS.tbtMs)})` +
          `  CLS ${shown.cls} (${mark(shown.cls <= TARGETS.cls)})  a11y ${shown.accessibility}  best practices ${shown.bestPractices}` +
          `  benchmark index ${shown.benchmarkIndex}  (runs: ${runs.map((run) => run.performance).join(', ')})`,
      );
    }
    log(JSON.stringify(figures));
  } finally {
    await devtools.close();
    chrome.kill();
    await front?.close();
    sandbox.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
