import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairJobs } from '../../../sandbox/workers/fair-jobs';
import { POOL_SIZE, WorkerPool } from '../../../sandbox/workers/pool';
import { noisyJpeg, pictureFile } from './upload-client';

// The making of an uploaded photo's files (docs/PHOTOS.md "Upload (storage service)"): a `picture`
// job of the sandbox's worker pool, handed over as the storage service does (sandbox/uploads/index.ts):
// one photo per account at a time, as many at once as the pool has threads, the accounts in turn.

const pool = new WorkerPool();
const pictures = new FairJobs(pool, { atOnce: POOL_SIZE, perAccount: 1 });
beforeAll(async () => {
  // every thread started and its modules loaded, as in a listening sandbox (its pool is warmed on listen)
  pool.warm();
  const file = await pictureFile('jpeg');
  await Promise.all(
    Array.from({ length: POOL_SIZE * 2 }, (_, index) => pictures.run(`warm-${index}`, 'picture', { source: 'file', type: 'jpeg', file })),
  );
}, 60_000);
afterAll(async () => {
  await pool.close();
});

const sizeOf = async (bytes: Uint8Array) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe('picture jobs of the worker pool', () => {
  it('keep a JPEG as it is and make its three thumbnails, in a thread of the pool', async () => {
    const file = await pictureFile('jpeg', { width: 1600, height: 1200 });
    const before = pool.done.picture;
    const made = await pictures.run('account-a', 'picture', { source: 'file', type: 'jpeg', file });
    expect(pool.done.picture).toBe(before + 1);
    expect([made.width, made.height, made.original]).toEqual([1600, 1200, null]);
    expect(await sizeOf(made.thumbnails['300'])).toEqual({ width: 300, height: 225, format: 'jpeg' });
    expect(await sizeOf(made.thumbnails['800'])).toEqual({ width: 800, height: 600, format: 'jpeg' });
    expect(await sizeOf(made.thumbnails['1300'])).toEqual({ width: 1300, height: 975, format: 'jpeg' });
  });

  it('turn a PNG into a JPEG original, and a turned JPEG into thumbnails of the size it is seen at', async () => {
    const png = await pictureFile('png', { width: 400, height: 300 });
    const fromPng = await pictures.run('account-a', 'picture', { source: 'file', type: 'png', file: png });
    expect(fromPng.original && (await sizeOf(fromPng.original))).toEqual({ width: 400, height: 300, format: 'jpeg' });
    // orientation 6: stored 640 × 480, seen 480 × 640
    const turned = await pictureFile('jpeg', { orientation: 6 });
    const fromTurned = await pictures.run('account-a', 'picture', { source: 'file', type: 'jpeg', file: turned });
    expect([fromTurned.width, fromTurned.height]).toEqual([480, 640]);
    expect(await sizeOf(fromTurned.thumbnails['300'])).toEqual({ width: 225, height: 300, format: 'jpeg' });
  });

  it('refuse what is not a picture, and go on with the next one', async () => {
    await expect(
      pictures.run('account-a', 'picture', { source: 'file', type: 'jpeg', file: Buffer.from('not a picture') }),
    ).rejects.toThrow();
    const file = await pictureFile('jpeg');
    expect((await pictures.run('account-a', 'picture', { source: 'file', type: 'jpeg', file })).width).toBe(640);
  });

  it('make another account’s small photo while one account has eight large ones queued, waiting only for the photos in progress', async () => {
    const [small, large] = await Promise.all([pictureFile('jpeg'), noisyJpeg()]);
    const started = performance.now();
    const order: string[] = [];
    const burst = Array.from({ length: 8 }, (_, index) =>
      pictures.run('account-a', 'picture', { source: 'file', type: 'jpeg', file: large }).then(() => {
        order.push(`a${index + 1}`);
        return performance.now() - started;
      }),
    );
    const other = pictures.run('account-b', 'picture', { source: 'file', type: 'jpeg', file: small }).then(() => {
      order.push('b1');
      return performance.now() - started;
    });
    const [otherDone, burstDone] = await Promise.all([other, Promise.all(burst).then((times) => Math.max(...times))]);
    // one photo of the flooding account at a time: the other account's photo took the free slot
    expect(order.indexOf('b1')).toBeLessThanOrEqual(1);
    // the burst is eight large photos in a row; the other account's photo waited for none of them (a
    // bound relative to the burst, so that it holds on a loaded two-core machine)
    expect(
      otherDone,
      `the other account's photo after ${Math.round(otherDone)} ms, the burst after ${Math.round(burstDone)} ms`,
    ).toBeLessThan(burstDone / 3);
  }, 60_000);
});
