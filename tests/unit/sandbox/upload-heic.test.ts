import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HeicDecoder } from '../../../sandbox/uploads/heic';

// The storage service's HEIC decoder (docs/PHOTOS.md "Upload (storage service)"): HEIC files are
// decoded by the real heic-decode in a worker thread, one after another, so the sandbox's main
// thread keeps answering. Fixtures of our own (tests/fixtures/photos/README.md).

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/photos/${name}`, import.meta.url));
const small = fixture('sunset-640x480.heic');
const large = fixture('sunset-4000x3000.heic');
const decoder = new HeicDecoder();
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await decoder.close();
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

describe('HeicDecoder', () => {
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

  it('decodes two 12 MP HEIC files one after the other while the main thread’s timers keep firing on time', async () => {
    await decoder.decode(small, 'account-a'); // the worker started, its WebAssembly compiled
    const started = performance.now();
    const handedOver: number[] = []; // when each large file went to the worker thread
    const postMessage = Worker.prototype.postMessage;
    vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message: unknown, transfer) {
      if (typeof message === 'object' && message !== null && 'file' in message && message.file === large)
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
