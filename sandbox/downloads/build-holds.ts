/**
 * Archive builds held back for chosen accounts (the test tool POST /__sandbox/archive-builds): a
 * held account's builds announce `download-started`, then wait until the account is released (or
 * the sandbox closes) before they write the zip. A test can then send forged push messages that
 * certainly arrive while the app waits for the real `download-finished`.
 */
export class BuildHolds {
  private readonly held = new Map<string, { released: Promise<void>; release: () => void; waiting: number }>();

  /** Holds the account's next builds (holding again changes nothing). */
  hold(accountId: string): void {
    if (this.held.has(accountId)) return;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held.set(accountId, { released, release, waiting: 0 });
  }

  /** Lets the account's waiting builds go on, and the next ones run without waiting. */
  release(accountId: string): void {
    this.held.get(accountId)?.release();
    this.held.delete(accountId);
  }

  isHeld(accountId: string): boolean {
    return this.held.has(accountId);
  }

  /** How many of the account's builds are waiting now. */
  waitingOf(accountId: string): number {
    return this.held.get(accountId)?.waiting ?? 0;
  }

  /** Resolves when the account is not held, or once it is released or `signal` aborts. */
  async wait(accountId: string, signal: AbortSignal): Promise<void> {
    const entry = this.held.get(accountId);
    if (!entry || signal.aborted) return;
    entry.waiting += 1;
    let onAbort = () => {};
    const aborted = new Promise<void>((resolve) => {
      onAbort = resolve;
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([entry.released, aborted]);
    } finally {
      entry.waiting -= 1;
      signal.removeEventListener('abort', onAbort);
    }
  }
}
