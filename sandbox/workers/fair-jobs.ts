import { FairQueue } from '../http/fair-queue';
import type { JobKind, Jobs } from './jobs';
import type { WorkerPool } from './pool';

interface Waiting {
  accountId: string;
  /** hands the job to the pool; `finished` is called once it is answered, before its caller hears */
  start: (finished: () => void) => void;
}

/**
 * Jobs of one kind of work handed to the worker pool from a queue per account, served in turn
 * (FairQueue, docs/PHOTOS.md "Fair queues"): at most `atOnce` in the pool, at most `perAccount` of
 * one account. So one account's burst holds back another account's job by at most the jobs already
 * running, and the work never takes more of the machine than `atOnce` jobs' worth.
 */
export class FairJobs {
  private readonly queue = new FairQueue<Waiting>();
  private readonly runningOf = new Map<string, number>();
  private running = 0;

  constructor(
    private readonly pool: WorkerPool,
    private readonly limits: { atOnce: number; perAccount: number },
  ) {}

  /** Runs a job for the account in its turn; `transfer` lists buffers of the input moved to the thread. */
  run<K extends JobKind>(accountId: string, kind: K, input: Jobs[K]['input'], transfer: ArrayBuffer[] = []): Promise<Jobs[K]['output']> {
    return new Promise((resolve, reject) => {
      this.queue.push(accountId, {
        accountId,
        start: (finished) => {
          // the slot is free before the caller goes on: a job it asks for next waits its turn
          this.pool.run(kind, input, { transfer }).then(
            (output) => {
              finished();
              resolve(output);
            },
            (error: unknown) => {
              finished();
              reject(error);
            },
          );
        },
      });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.limits.atOnce) {
      const job = this.queue.shift((accountId) => (this.runningOf.get(accountId) ?? 0) < this.limits.perAccount);
      if (!job) return;
      this.running += 1;
      this.runningOf.set(job.accountId, (this.runningOf.get(job.accountId) ?? 0) + 1);
      job.start(() => {
        this.running -= 1;
        const left = (this.runningOf.get(job.accountId) ?? 1) - 1;
        if (left > 0) this.runningOf.set(job.accountId, left);
        else this.runningOf.delete(job.accountId);
        this.next();
      });
    }
  }
}
