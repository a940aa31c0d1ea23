import { z } from 'zod';

/**
 * Sign-in throttling on the provider's sign-in page: failed attempts are counted per account
 * (the typed e-mail, known or not, so the answer says nothing about which accounts exist) and per
 * client address. From `delayAfter` failures on, each further attempt must wait a delay that
 * doubles with every failure (`baseDelayMs`, 2×, 4×… up to `maxDelayMs`); at `lockAfter` failures
 * the key is locked for `lockMs`, and even the right password is refused until the lock ends.
 * An attempt that comes too early is answered 429 without checking the password (so it is not a
 * guess). A successful sign-in clears its account's count, not the address's (signing in to an
 * account of one's own must not reset the count of guesses at others'). Counts are forgotten
 * `forgetMs` after the last failure. Successes never count, so many sign-ins from one address
 * (the e2e suite) never trip it. Kept in memory: a restart forgets every count.
 *
 * Defaults (production-like): per account, delays from 5 failures, a 15-minute lock at 10; per
 * address, delays from 20 failures and a 15-minute lock at 50 (an office or a NAT shares one
 * address). A lock can be used to keep a victim out for 15 minutes; that is the usual price of
 * stopping guessing, and the victim can sign in again once it ends.
 */
export interface ThrottleRule {
  delayAfter: number;
  lockAfter: number;
}

export interface SignInLimits {
  account: ThrottleRule;
  client: ThrottleRule;
  baseDelayMs: number;
  maxDelayMs: number;
  lockMs: number;
  forgetMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  account: { delayAfter: 5, lockAfter: 10 },
  client: { delayAfter: 20, lockAfter: 50 },
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  lockMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
};

const count = z.coerce.number().int().min(1).optional();
const ms = z.coerce.number().int().min(0).optional();
const LimitsEnv = z.object({
  SANDBOX_SIGNIN_DELAY_AFTER: count,
  SANDBOX_SIGNIN_LOCK_AFTER: count,
  SANDBOX_SIGNIN_CLIENT_DELAY_AFTER: count,
  SANDBOX_SIGNIN_CLIENT_LOCK_AFTER: count,
  SANDBOX_SIGNIN_BASE_DELAY_MS: ms,
  SANDBOX_SIGNIN_MAX_DELAY_MS: ms,
  SANDBOX_SIGNIN_LOCK_MS: ms,
});

/** The limits with the environment's overrides (SANDBOX_SIGNIN_*) and then `overrides` applied. */
export function signInLimits(overrides: Partial<SignInLimits> = {}, env: NodeJS.ProcessEnv = process.env): SignInLimits {
  const parsed = LimitsEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid sign-in limits in the environment: ${parsed.error.message}`);
  const e = parsed.data;
  const d = DEFAULT_SIGN_IN_LIMITS;
  return {
    account: {
      delayAfter: e.SANDBOX_SIGNIN_DELAY_AFTER ?? d.account.delayAfter,
      lockAfter: e.SANDBOX_SIGNIN_LOCK_AFTER ?? d.account.lockAfter,
    },
    client: {
      delayAfter: e.SANDBOX_SIGNIN_CLIENT_DELAY_AFTER ?? d.client.delayAfter,
      lockAfter: e.SANDBOX_SIGNIN_CLIENT_LOCK_AFTER ?? d.client.lockAfter,
    },
    baseDelayMs: e.SANDBOX_SIGNIN_BASE_DELAY_MS ?? d.baseDelayMs,
    maxDelayMs: e.SANDBOX_SIGNIN_MAX_DELAY_MS ?? d.maxDelayMs,
    lockMs: e.SANDBOX_SIGNIN_LOCK_MS ?? d.lockMs,
    forgetMs: d.forgetMs,
    ...overrides,
  };
}

interface Entry {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

const MAX_ENTRIES = 50_000;

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, number>();

  constructor(
    readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until an attempt for this account from this address may be checked (0: now). */
  waitMs(account: string, client: string): number {
    const now = this.now();
    const waits = [this.entries.get(accountKey(account)), this.entries.get(clientKey(client))].map((entry) =>
      entry ? Math.max(0, entry.blockedUntil - now) : 0,
    );
    return Math.max(...waits);
  }

  /**
   * Starts an attempt that will check a password, or answers how long to wait (ms > 0) when it
   * may not start now. Parallel attempts count as failures-to-be: below the delay threshold as
   * many may run as failures are left before it; beyond it, one at a time per key, so a burst of
   * parallel guesses cannot slip past the count. Every begun attempt must be ended with end().
   */
  begin(account: string, client: string): number {
    const wait = this.waitMs(account, client);
    if (wait > 0) return wait;
    const keys = [
      { key: accountKey(account), rule: this.limits.account },
      { key: clientKey(client), rule: this.limits.client },
    ];
    const busy = keys.some(({ key, rule }) => {
      const running = this.inFlight.get(key) ?? 0;
      return running > 0 && this.failuresOf(key) + running >= rule.delayAfter;
    });
    if (busy) return Math.max(1_000, this.limits.baseDelayMs);
    for (const { key } of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    return 0;
  }

  /** Ends an attempt begun with begin(): 'failed' counts, 'succeeded' clears the account's count. */
  end(account: string, client: string, outcome: 'failed' | 'succeeded' | 'unchecked'): void {
    for (const key of [accountKey(account), clientKey(client)]) {
      const running = (this.inFlight.get(key) ?? 1) - 1;
      if (running > 0) this.inFlight.set(key, running);
      else this.inFlight.delete(key);
    }
    if (outcome === 'failed') this.failed(account, client);
    if (outcome === 'succeeded') this.succeeded(account);
  }

  private failuresOf(key: string): number {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.lastFailure < this.limits.forgetMs ? entry.failures : 0;
  }

  /** A wrong e-mail/password pair: counts for the account and for the address. */
  failed(account: string, client: string): void {
    this.count(accountKey(account), this.limits.account);
    this.count(clientKey(client), this.limits.client);
  }

  /** A successful sign-in clears the account's count. */
  succeeded(account: string): void {
    this.entries.delete(accountKey(account));
  }

  private count(key: string, rule: ThrottleRule): void {
    const now = this.now();
    const known = this.entries.get(key);
    const entry = known && now - known.lastFailure < this.limits.forgetMs ? known : { failures: 0, lastFailure: now, blockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailure = now;
    if (entry.failures >= rule.lockAfter) entry.blockedUntil = now + this.limits.lockMs;
    else if (entry.failures >= rule.delayAfter) {
      const delay = this.limits.baseDelayMs * 2 ** (entry.failures - rule.delayAfter);
      entry.blockedUntil = now + Math.min(this.limits.maxDelayMs, delay);
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.prune(now);
  }

  /** Drops forgotten counts, then the oldest ones (a Map keeps insertion order) beyond the cap. */
  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.lastFailure >= this.limits.forgetMs && entry.blockedUntil <= now) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const clientKey = (address: string) => `client:${address}`;
