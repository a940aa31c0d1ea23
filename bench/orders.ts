// npm run bench:orders — how the orders page holds up at 1,000 super orders. Starts its own sandbox
// (BENCH_PORT, default 8198; data in .sandbox-data/bench-orders, wiped on start) on the built app
// (dist/, built first when missing), prepares two accounts with 10 and 1,000 generated super
// orders, signs in through the real sign-in page in Chromium and measures:
//   - navigation to the first order painted on /orders' History tab (median of 11 runs after one warm-up run,
//     the two accounts in turns so that a busy machine slows them alike) → ratio1000To10
//     (target ≤ 1.3): the page shows the first page of 100 as soon as it arrives and fetches the
//     rest behind it (DECISIONS 11);
//   - the DOM elements of the orders page at 1,000 orders once every page has arrived.
// Prints readable lines with the target, then one JSON line. Never part of npm test.
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { z } from 'zod';
import { TestAccount } from '@schemas/sandbox';
import { ensureBuilt, launchChromium, log, median, seconds, signedIn, startSandbox } from './support';

const port = Number(process.env.BENCH_PORT ?? 8198);
const origin = `http://localhost:${port}`;
const dataDir = join('.sandbox-data', 'bench-orders');
const RUNS = 11;
const TARGET_RATIO = 1.3;
/** an order of the orders page's list: its card inside the list in the page's main region */
const ORDER_SELECTOR = 'main ul > li > article';
/** the History tab: generated orders spread over four years, so nearly all of them are there */
const ORDERS_PATH = '/orders?order_state=history';

// In every page: note when the first order is in the DOM, checked each frame just before it is painted.
const probe = `(() => {
  const bench = { firstOrder: null };
  window.__bench = bench;
  const check = () => {
    if (document.querySelector(${JSON.stringify(ORDER_SELECTOR)})) {
      bench.firstOrder = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function createAccount(orders: number) {
  const started = performance.now();
  const response = await fetch(`${origin}/__sandbox/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orders }),
  });
  if (response.status !== 201) throw new Error(`POST /__sandbox/accounts: ${response.status} ${await response.text()}`);
  const account = TestAccount.parse(await response.json());
  log(`› account with ${orders.toLocaleString('en-GB')} orders ready in ${seconds(started)}`);
  return account;
}

/** Milliseconds from navigation start to the first order painted on the orders page's History tab. */
async function timeToFirstOrder(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(ORDERS_PATH);
    await page.waitForFunction(() => Reflect.get(Reflect.get(window, '__bench') ?? {}, 'firstOrder') !== null, null, { timeout: 60_000 });
    return z.number().parse(await page.evaluate(() => Reflect.get(Reflect.get(window, '__bench'), 'firstOrder')));
  } finally {
    await page.close();
  }
}

/** The orders page once all its pages have arrived: the tab counts add up to `total`. */
async function domElementsWhenLoaded(page: Page, total: number): Promise<number> {
  await page.goto('/orders');
  await page.waitForFunction(
    (expected) => {
      const counts = Array.from(document.querySelectorAll('[role="tab"]')).map((tab) =>
        Number(/\((\d+)\)/.exec(tab.textContent ?? '')?.[1] ?? 0),
      );
      return counts.reduce((sum, count) => sum + count, 0) === expected;
    },
    total,
    { timeout: 60_000 },
  );
  return page.evaluate(() => document.querySelectorAll('*').length);
}

async function main() {
  ensureBuilt();
  log(`› starting the sandbox on ${origin} (${dataDir})`);
  const sandbox = await startSandbox(origin, port, dataDir);
  const browser = await launchChromium();
  try {
    const sign = (account: { email: string; password: string }) =>
      signedIn(browser, { origin, account, initScript: probe, screenshotDir: dataDir });
    const small = await sign(await createAccount(10));
    const large = await sign(await createAccount(1_000));

    log(`First order painted after navigating to /orders (median of ${RUNS} runs in turns, after a warm-up run):`);
    await timeToFirstOrder(small);
    await timeToFirstOrder(large);
    const times10: number[] = [];
    const times1000: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      times10.push(await timeToFirstOrder(small));
      times1000.push(await timeToFirstOrder(large));
    }
    const firstOrderMs10 = median(times10);
    const firstOrderMs1000 = median(times1000);
    log(`  10 orders      median ${firstOrderMs10.toFixed(0)} ms  (runs: ${times10.map((t) => t.toFixed(0)).join(', ')})`);
    log(`  1,000 orders   median ${firstOrderMs1000.toFixed(0)} ms  (runs: ${times1000.map((t) => t.toFixed(0)).join(', ')})`);

    const page = await large.newPage();
    const domElements = await domElementsWhenLoaded(page, 1_000);
    await page.close();

    const result = {
      ratio1000To10: Number((firstOrderMs1000 / firstOrderMs10).toFixed(3)),
      firstOrderMs10: Number(firstOrderMs10.toFixed(0)),
      firstOrderMs1000: Number(firstOrderMs1000.toFixed(0)),
      domElements,
    };
    log('Results:');
    log(
      `  ratio 1,000 / 10   ${result.ratio1000To10}   target ≤ ${TARGET_RATIO}   ${result.ratio1000To10 <= TARGET_RATIO ? 'ok' : 'OVER'}`,
    );
    log(`  DOM elements of /orders at 1,000 orders, all loaded: ${result.domElements}`);
    log(JSON.stringify(result));
  } finally {
    await browser.close();
    sandbox.kill('SIGTERM');
  }
}

await main();
