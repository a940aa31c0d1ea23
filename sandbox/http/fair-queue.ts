/**
 * A queue of jobs per account, served in turn (docs/PHOTOS.md "Fair queues"): each turn takes the
 * oldest job of the account served longest ago, and an account never served comes first. So one account's 40 jobs wait behind each other, while another account's one job waits
 * only for the jobs already running (the HEIC decodes, the archive builds).
 */
export class FairQueue<T> {
  private readonly queues = new Map<string, T[]>();
  /**
   * The turn each account was last served at (an account never served: none, it comes first). Kept
   * while its queue is empty, so that an account whose one job is running still waits its turn.
   */
  private readonly servedAt = new Map<string, number>();
  private turn = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(accountId: string, job: T): void {
    const queue = this.queues.get(accountId);
    if (queue) queue.push(job);
    else this.queues.set(accountId, [job]);
    this.count += 1;
  }

  /** The next job in turn (of an account `may` allows), or undefined when none waits. */
  shift(may: (accountId: string) => boolean = () => true): T | undefined {
    let next: string | undefined;
    let oldest = Infinity;
    for (const accountId of this.queues.keys()) {
      if (!may(accountId)) continue;
      const at = this.servedAt.get(accountId) ?? -1;
      if (at < oldest) {
        oldest = at;
        next = accountId;
      }
    }
    if (next === undefined) return undefined;
    const queue = this.queues.get(next) ?? [];
    const job = queue.shift();
    if (queue.length === 0) this.queues.delete(next);
    this.servedAt.set(next, this.turn);
    this.turn += 1;
    this.count -= 1;
    return job;
  }

  /** Every waiting job, taken out of the queue. */
  drain(): T[] {
    const jobs = [...this.queues.values()].flat();
    this.queues.clear();
    this.servedAt.clear();
    this.count = 0;
    return jobs;
  }
}
