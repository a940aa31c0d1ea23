// npm run bench:sandbox — how the sandbox's API holds up under load, on loopback only.
// Starts its own sandbox (BENCH_PORT, default 8197; data in .sandbox-data/bench-sandbox, wiped on
// start) on the built app (built first when missing), makes an account with 3,000 generated photos,
// signs in through the real sign-in page in Chromium to get a bearer token, then with autocannon,
// 20 connections, 5 s each:
//   - GET /api/customer/customers/me           target p99 ≤ 200 ms
//   - GET /api/photos/users/timeline (counts)  target p99 ≤ 200 ms
//   - GET /api/photos/photos?limit=500 (a 500-photo page)
//   - GET /__sandbox/health, one at a time, while 500-photo pages are being answered: target < 100 ms.
// Then the flood figures (bench/flood.ts): a second account floods with archives and large uploads
// while a third customer's 1-photo archive and small upload are timed (each under five floods, their
// median): target within 2× idle. Figures start once the sandbox's start-up work is done.
// `-- --flood` makes the flood figures only (the load figures take a minute before them).
// Prints readable lines, then one JSON line. Never part of npm test.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { TestAccount } from '@schemas/sandbox';
import { floodFigures } from './flood';
import { ensureBuilt, launchChromium, log, startSandbox } from './support';
import { storedConsent } from '../tests/e2e/consentState';

const port = Number(process.env.BENCH_PORT ?? 8197);
const origin = `http://localhost:${port}`;
const dataDir = join('.sandbox-data', 'bench-sandbox');
const PHOTOS = 3_000;
const CONNECTIONS = 20;
const SECONDS = 5;
const TARGETS = { p99Ms: 200, healthDuringHeavyMs: 100 };
const floodOnly = process.argv.includes('--flood');

async function createAccount(photos = PHOTOS) {
  const response = await fetch(`${origin}/__sandbox/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ photos }),
  });
  if (response.status !== 201) throw new Error(`POST /__sandbox/accounts: ${response.status} ${await response.text()}`);
  return TestAccount.parse(await response.json());
}

/** Signs in through the provider's sign-in page and keeps the bearer token the app sends to /api. */
async function bearerToken(account: { email: string; password: string }): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ baseURL: origin, storageState: storedConsent })).newPage();
    let bearer: string | null = null;
    page.on('request', (sent) => {
      const header = sent.headers().authorization;
      if (header?.startsWith('Bearer ') && sent.url().includes('/api/')) bearer = header;
    });
    await page.goto('/');
    await page.getByLabel('E-mail address').fill(account.email, { timeout: 90_000 });
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: /account/i }).waitFor({ timeout: 90_000 });
    const deadline = Date.now() + 30_000;
    while (bearer === null && Date.now() < deadline) await page.waitForTimeout(100);
    if (bearer === null) throw new Error('the app sent no bearer token to /api after signing in');
    return bearer;
  } finally {
    await browser.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

async function load(path: string, authorization: string) {
  const result = await autocannon({
    url: origin + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization, 'accept-encoding': 'br, gzip' },
  });
  const figures = {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
  log(`${path.padEnd(44)} ${String(figures.requestsPerSecond).padStart(8)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms`);
  if (figures.non2xx > 0) log(`  ✗ ${figures.non2xx} answers were not 2xx`);
  return figures;
}

/** Health answered one at a time while `heavy` keeps 500-photo pages in flight. */
async function healthDuringHeavy(authorization: string) {
  const heavy = autocannon({
    url: `${origin}/api/photos/photos?limit=500`,
    connections: 2,
    duration: SECONDS + 2,
    headers: { authorization },
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const times: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${origin}/__sandbox/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await heavy;
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN);
  const figures = { samples: times.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: round(times[times.length - 1] ?? NaN) };
  log(`/__sandbox/health during 500-photo pages        p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  max ${figures.maxMs} ms`);
  return figures;
}

ensureBuilt();
const sandbox = await startSandbox(origin, port, dataDir);
try {
  let loadFigures = {};
  let loadVerdict = {};
  if (!floodOnly) {
    const account = await createAccount();
    const authorization = await bearerToken(account);
    log(`› ${PHOTOS.toLocaleString('en-GB')} photos, ${CONNECTIONS} connections, ${SECONDS} s per route`);
    const customer = await load('/api/customer/customers/me', authorization);
    const timeline = await load('/api/photos/users/timeline', authorization);
    const photoPage = await load('/api/photos/photos?limit=500', authorization);
    const health = await healthDuringHeavy(authorization);
    loadFigures = { photos: PHOTOS, connections: CONNECTIONS, customer, timeline, photoPage, health };
    loadVerdict = {
      customerP99: customer.p99Ms <= TARGETS.p99Ms,
      timelineP99: timeline.p99Ms <= TARGETS.p99Ms,
      healthDuringHeavy: health.p99Ms < TARGETS.healthDuringHeavyMs,
    };
  }
  log('› one account floods, another is timed (best of three idle)');
  const [flooder, other] = await Promise.all([createAccount(100), createAccount(1)]);
  const floodAccounts = { flooder: { authorization: await bearerToken(flooder) }, other: { authorization: await bearerToken(other) } };
  const flood = floodFigures(origin);
  const archives = await flood.archives(floodAccounts.flooder, floodAccounts.other);
  const uploads = await flood.uploads(floodAccounts.flooder, floodAccounts.other);
  const verdict = { ...loadVerdict, archiveUnderFlood: archives.withinTwice, uploadUnderFlood: uploads.withinTwice };
  log(
    JSON.stringify({ ...loadFigures, flood: { archives, uploads }, targets: { ...TARGETS, underFlood: 'within 2× idle' }, met: verdict }),
  );
} finally {
  sandbox.kill('SIGTERM');
}
