import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { DecodedPicture } from '../../../sandbox/uploads/heic-job';
import { FairJobs } from '../../../sandbox/workers/fair-jobs';
import { WorkerPool } from '../../../sandbox/workers/pool';

// The storage service's HEIC decoding (docs/PHOTOS.md "Upload (storage service)"): HEIC files are
// decoded by the real heic-decode as jobs of the sandbox's worker pool, one after another, the
// accounts in turn, so the sandbox's main thread keeps answering. Fixtures of our own
// (tests/fixtures/photos/README.md).

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/photos/${name}`, import.meta.url));
const small = fixture('sunset-640x480.heic');
const large = fixture('sunset-4000x3000.heic');
const pool = new WorkerPool();
// as the storage service queues them (sandbox/uploads/index.ts)
const heic = new FairJobs(pool, { atOnce: 1, perAccount: 1 });
const decoder = { decode: (file: Buffer, accountId: string): Promise<DecodedPicture> => heic.run(accountId, 'heic', { file }) };
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await pool.close();
});

/** Runs `work` while a 20 ms interval timer of this (the main) thread notes its gaps: the longest gap. */
async function longestTimerGap<T>(work: () => Promise<T>): Promise<{ result: T; longestGap: number }> {
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 20);
  try {
    const result = await work();
    return { result, longestGap: Math.max(longestGap, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

describe('HEIC jobs of the worker pool', () => {
  it('decodes a real HEIC into RGBA pixels of its size', async () => {
    const picture = await decoder.decode(small, 'account-a');
    expect([picture.width, picture.height, picture.data.length]).toEqual([640, 480, 640 * 480 * 4]);
  });

  it('refuses what is not a HEIC picture, and goes on with the next file', async () => {
    await expect(decoder.decode(Buffer.from('not a heic file at all'), 'account-a')).rejects.toThrow(/could not be decoded/);
    expect((await decoder.decode(small, 'account-a')).width).toBe(640);
  });

  it('serves the accounts in turn: a file of another account goes before the rest of one account’s burst', async () => {
    await decoder.decode(small, 'account-a'); // the worker started
    const finished: string[] = [];
    const decode = (accountId: string, name: string) => decoder.decode(small, accountId).then(() => void finished.push(name));
    const burst = ['a1', 'a2', 'a3', 'a4'].map((name) => decode('account-a', name));
    const other = decode('account-b', 'b1');
    await Promise.all([...burst, other]);
    // a1 was with the worker when b1 came; b1 is next
    expect(finished).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it('is a job of the shared worker pool', async () => {
    const before = pool.done.heic;
    await decoder.decode(small, 'account-a');
    expect(pool.done.heic).toBe(before + 1);
    expect(pool.threadCount).toBeGreaterThan(0);
  });

  it('decodes another account’s small HEIC while one account has six 12 MP files queued, waiting only for the decode in progress', async () => {
    await decoder.decode(small, 'account-a'); // the worker started, its WebAssembly compiled
    const started = performance.now();
    const order: string[] = [];
    const burst = Array.from({ length: 6 }, (_, index) =>
      decoder.decode(large, 'account-a').then(() => {
        order.push(`a${index + 1}`);
        return performance.now() - started;
      }),
    );
    const other = decoder.decode(small, 'account-b').then(() => {
      order.push('b1');
      return performance.now() - started;
    });
    const [otherDone, burstDone] = await Promise.all([other, Promise.all(burst).then((times) => Math.max(...times))]);
    expect(order.slice(0, 2)).toEqual(['a1', 'b1']);
    // the burst is six decodes in a row; the other account's file waited for about one of them (a
    // bound relative to the burst, so that it holds on a loaded two-core machine)
    expect(
      otherDone,
      `the other account's file after ${Math.round(otherDone)} ms, the burst after ${Math.round(burstDone)} ms`,
    ).toBeLessThan(burstDone / 2);
  }, 60_000);

  it('decodes two 12 MP HEIC files one after the other while the main thread’s timers keep firing on time', async () => {
    await decoder.decode(small, 'account-a'); // the worker started, its WebAssembly compiled
    const started = performance.now();
    const handedOver: number[] = []; // when each large file went to the worker thread
    const postMessage = Worker.prototype.postMessage;
    vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message: unknown, transfer) {
      const input = typeof message === 'object' && message !== null && 'input' in message ? message.input : null;
      if (typeof input === 'object' && input !== null && 'file' in input && input.file === large)
        handedOver.push(performance.now() - started);
      postMessage.call(this, message, transfer);
    });
    const { result: finished, longestGap } = await longestTimerGap(() =>
      Promise.all(
        [large, large].map((file) => decoder.decode(file, 'account-a').then((picture) => ({ picture, at: performance.now() - started }))),
      ),
    );
    const [first, second] = finished;
    if (!first || !second) throw new Error('two decodes were asked');
    expect([first.picture.width, first.picture.height, second.picture.data.length]).toEqual([4000, 3000, 4000 * 3000 * 4]);
    // the first file took the worker hundreds of ms; meanwhile the main thread never stopped for more
    // than a fraction of that (a decode on the main thread stops it for a whole decode)
    expect(longestGap).toBeLessThan(first.at / 2);
    // one after the other: the second file went to the worker when the first one's pixels came back, not at once
    expect(handedOver).toHaveLength(2);
    expect(handedOver[1]).toBeGreaterThan(first.at / 2);
  }, 60_000);
});
