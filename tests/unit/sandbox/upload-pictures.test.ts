import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairJobs } from '../../../sandbox/workers/fair-jobs';
import { POOL_SIZE, WorkerPool } from '../../../sandbox/workers/pool';
import { noisyJpeg, pictureFile } from './upload-client';

// The making of an uploaded photo's files (docs/PHOTOS.md "Upload (storage service)"): a `picture`
// job of the sandbox's worker pool, handed over as the storage service does (sandbox/uploads/index.ts):
// one photo per account at a time, as many at once as the pool has threads, the accounts in turn.
// The job reads the uploaded file and writes the photo's files itself.

const pool = new WorkerPool();
const pictures = new FairJobs(pool, { atOnce: POOL_SIZE, perAccount: 1 });
const folder = mkdtempSync(join(tmpdir(), 'upload-pictures-'));
let made = 0;
/** An uploaded file on disk and a folder for its picture, as the storage service gives them to the job. */
const upload = (file: Buffer) => {
  made += 1;
  const path = join(folder, `upload-${made}`);
  writeFileSync(path, file);
  return { path, target: join(folder, `picture-${made}`) };
};
const fileJob = (type: 'jpeg' | 'png', file: Buffer) => ({ source: 'file' as const, type, ...upload(file) });
beforeAll(async () => {
  // every thread started and its modules loaded, as in a listening sandbox (its pool is warmed on listen)
  pool.warm();
  const file = await pictureFile('jpeg');
  await Promise.all(Array.from({ length: POOL_SIZE * 2 }, (_, index) => pictures.run(`warm-${index}`, 'picture', fileJob('jpeg', file))));
}, 60_000);
afterAll(async () => {
  await pool.close();
  rmSync(folder, { recursive: true, force: true });
});

const sizeOf = async (path: string) => {
  const { width, height, format } = await sharp(path).metadata();
  return { width, height, format };
};
const fileIn = (job: { target: string }, size: 'original' | '300' | '800' | '1300') => join(job.target, `${size}.jpg`);

describe('picture jobs of the worker pool', () => {
  it('keep a JPEG as it is and make its three thumbnails, in a thread of the pool', async () => {
    const file = await pictureFile('jpeg', { width: 1600, height: 1200 });
    const before = pool.done.picture;
    const job = fileJob('jpeg', file);
    expect(await pictures.run('account-a', 'picture', job)).toEqual({ width: 1600, height: 1200 });
    expect(pool.done.picture).toBe(before + 1);
    expect(readFileSync(fileIn(job, 'original')).equals(file)).toBe(true);
    expect(await sizeOf(fileIn(job, '300'))).toEqual({ width: 300, height: 225, format: 'jpeg' });
    expect(await sizeOf(fileIn(job, '800'))).toEqual({ width: 800, height: 600, format: 'jpeg' });
    expect(await sizeOf(fileIn(job, '1300'))).toEqual({ width: 1300, height: 975, format: 'jpeg' });
  });

  it('make thumbnails that show the photo: the colours of a smaller one are the larger one’s', async () => {
    const file = await pictureFile('jpeg', { width: 1600, height: 1200 });
    const job = fileJob('jpeg', file);
    await pictures.run('account-a', 'picture', job);
    for (const size of ['300', '800', '1300'] as const) {
      const { dominant } = await sharp(fileIn(job, size)).stats();
      // pictureFile is one colour: rgb(40, 120, 200)
      expect([dominant.r, dominant.g, dominant.b].map((channel) => Math.round(channel / 16))).toEqual([3, 8, 13]);
    }
  });

  it('turn a PNG into a JPEG original, and a turned JPEG into thumbnails of the size it is seen at', async () => {
    const png = fileJob('png', await pictureFile('png', { width: 400, height: 300 }));
    expect(await pictures.run('account-a', 'picture', png)).toEqual({ width: 400, height: 300 });
    expect(await sizeOf(fileIn(png, 'original'))).toEqual({ width: 400, height: 300, format: 'jpeg' });
    expect(await sizeOf(fileIn(png, '1300'))).toEqual({ width: 400, height: 300, format: 'jpeg' });
    // orientation 6: stored 640 × 480, seen 480 × 640
    const turned = fileJob('jpeg', await pictureFile('jpeg', { orientation: 6 }));
    expect(await pictures.run('account-a', 'picture', turned)).toEqual({ width: 480, height: 640 });
    expect(await sizeOf(fileIn(turned, '300'))).toEqual({ width: 225, height: 300, format: 'jpeg' });
    expect(await sizeOf(fileIn(turned, '800'))).toEqual({ width: 480, height: 640, format: 'jpeg' });
  });

  it('refuse what is not a picture, and go on with the next one', async () => {
    await expect(pictures.run('account-a', 'picture', fileJob('jpeg', Buffer.from('not a picture')))).rejects.toThrow();
    const file = await pictureFile('jpeg');
    expect((await pictures.run('account-a', 'picture', fileJob('jpeg', file))).width).toBe(640);
  });

  it('make another account’s small photo while one account has eight large ones queued, waiting only for the photos in progress', async () => {
    const [small, large] = await Promise.all([pictureFile('jpeg'), noisyJpeg()]);
    const started = performance.now();
    const order: string[] = [];
    const burst = Array.from({ length: 8 }, (_, index) =>
      pictures.run('account-a', 'picture', fileJob('jpeg', large)).then(() => {
        order.push(`a${index + 1}`);
        return performance.now() - started;
      }),
    );
    const other = pictures.run('account-b', 'picture', fileJob('jpeg', small)).then(() => {
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
