import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, type Account } from '../../../sandbox/db/accounts';
import type { Db } from '../../../sandbox/db/db';
import { SignInThrottle, signInLimits } from '../../../sandbox/identity/throttle';
import { Browser } from '../identity/browser';
import { freshDb, newAccount, PASSWORD, startIdentity, type Running } from '../identity/harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A browser on the sign-in page of a new interaction; answers its URL. */
async function openSignInPage(server: Running): Promise<{ browser: Browser; pageUrl: string }> {
  const browser = new Browser(server.port);
  const brand = `http://my.albelli.nl.localhost:${server.port}`;
  const start = await browser.get(`${brand}/session/login?returnTo=%2F`);
  const { url } = await browser.follow(start.location ?? '');
  expect(new URL(url).pathname).toMatch(/^\/oidc-login\//);
  return { browser, pageUrl: url };
}

describe('sign-in throttling (short limits)', () => {
  const LOCK_MS = 1_500;
  let db: Db;
  let server: Running;
  let victim: Account;

  beforeAll(async () => {
    db = await freshDb();
    victim = await newAccount(db, 'consumer');
    server = await startIdentity(db, {
      signIn: {
        account: { delayAfter: 3, lockAfter: 5 },
        client: { delayAfter: 1_000, lockAfter: 1_000 },
        baseDelayMs: 0,
        lockMs: LOCK_MS,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('locks an account after repeated wrong passwords: 429 with Retry-After and a message, the right password refused until the lock ends', async () => {
    const { browser, pageUrl } = await openSignInPage(server);
    const statuses: number[] = [];
    let last = { status: 0, body: '', retryAfter: '' };
    for (let i = 0; i < 30; i += 1) {
      const answer = await browser.postForm(pageUrl, { email: victim.email, password: `guess-${i}` });
      statuses.push(answer.status);
      last = { status: answer.status, body: answer.body, retryAfter: String(answer.headers['retry-after'] ?? '') };
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(last.body).toMatch(
      /<div class="alert" role="alert" id="sign-in-error">Too many failed sign-in attempts\. Try again in [12] seconds?\.<\/div>/,
    );
    expect(Number(last.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(last.retryAfter)).toBeLessThanOrEqual(2);

    // The right password during the lock: still refused.
    const during = await browser.postForm(pageUrl, { email: victim.email, password: PASSWORD });
    expect(during.status).toBe(429);
    expect(during.body).toContain('Too many failed sign-in attempts');

    // Once the lock is over, the right password signs in.
    await sleep(LOCK_MS + 100);
    const after = await browser.postForm(pageUrl, { email: victim.email, password: PASSWORD });
    expect(after.status).toBe(303);
  }, 30_000);

  it('lets no burst of parallel guesses past the count: 30 at once, no more checked than the lock allows (5)', async () => {
    const target = await newAccount(db, 'consumer');
    const { browser, pageUrl } = await openSignInPage(server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => browser.postForm(pageUrl, { email: target.email, password: `parallel-${i}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
  });

  it('counts unknown e-mails like known ones (the lock says nothing about which accounts exist)', async () => {
    const { browser, pageUrl } = await openSignInPage(server);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await browser.postForm(pageUrl, { email: 'nobody-here@example.com', password: `guess-${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('sign-in throttling per client address', () => {
  let db: Db;
  let server: Running;

  beforeAll(async () => {
    db = await freshDb();
    server = await startIdentity(db, {
      signIn: { account: { delayAfter: 100, lockAfter: 100 }, client: { delayAfter: 4, lockAfter: 6 }, baseDelayMs: 0, lockMs: 60_000 },
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('locks an address that guesses at many accounts', async () => {
    const { browser, pageUrl } = await openSignInPage(server);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await browser.postForm(pageUrl, { email: `user-${i}@example.com`, password: 'guess' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('sign-in timing', () => {
  let db: Db;
  let server: Running;
  let known: Account;

  beforeAll(async () => {
    db = await freshDb();
    known = await newAccount(db, 'consumer');
    server = await startIdentity(db, {
      signIn: { account: { delayAfter: 1_000, lockAfter: 1_000 }, client: { delayAfter: 1_000, lockAfter: 1_000 } },
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('takes the same time for a wrong password whether the e-mail exists or not (21 pairs, lower quartiles within half a hash compare)', async () => {
    const { browser, pageUrl } = await openSignInPage(server);
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await browser.postForm(pageUrl, { email, password: 'wrong-password' });
      expect(answer.status).toBe(401);
      return performance.now() - started;
    };
    // The lower quartile: load from other test workers only ever adds time, so the quicker
    // attempts show what the sign-in itself costs.
    const lowerQuartile = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)] ?? 0;
    // What a leak would look like: an unknown e-mail answered without comparing a hash is quicker
    // by one compare at the sandbox's cost.
    const hash = await bcrypt.hash('a-password', PASSWORD_HASH_COST);
    const compareTimes: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const started = performance.now();
      await bcrypt.compare('wrong-password', hash);
      compareTimes.push(performance.now() - started);
    }
    const compare = lowerQuartile(compareTimes);

    await timed(known.email);
    await timed('warm-up@example.com');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      // Alternate which goes first, so that a burst of load lands on both alike.
      const unknownEmail = `unknown-${i}@example.com`;
      if (i % 2 === 0) {
        knownTimes.push(await timed(known.email));
        unknownTimes.push(await timed(unknownEmail));
      } else {
        unknownTimes.push(await timed(unknownEmail));
        knownTimes.push(await timed(known.email));
      }
    }
    const [k, u] = [lowerQuartile(knownTimes), lowerQuartile(unknownTimes)];
    process.stdout.write(
      `[timing] wrong password, lower quartile of 21: known e-mail ${k.toFixed(1)} ms, unknown e-mail ${u.toFixed(1)} ms; one hash compare ${compare.toFixed(1)} ms\n`,
    );
    expect(compare).toBeGreaterThan(2);
    expect(Math.abs(k - u)).toBeLessThan(compare / 2);
  }, 60_000);
});

describe('SignInThrottle', () => {
  it('makes each attempt after the first failures wait longer, then locks', () => {
    let now = 0;
    const throttle = new SignInThrottle(signInLimits({}, {}), () => now);
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      now += throttle.waitMs('a@example.com', '10.0.0.1');
      throttle.failed('a@example.com', '10.0.0.1');
      waits.push(throttle.waitMs('a@example.com', '10.0.0.1'));
    }
    expect(waits).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 15 * 60_000]);
    throttle.succeeded('a@example.com');
    expect(throttle.waitMs('a@example.com', '10.0.0.2')).toBe(0);
  });

  it('reads its limits from the environment', () => {
    const limits = signInLimits({}, { SANDBOX_SIGNIN_LOCK_AFTER: '3', SANDBOX_SIGNIN_LOCK_MS: '500' });
    expect(limits.account.lockAfter).toBe(3);
    expect(limits.lockMs).toBe(500);
  });
});
