import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { HeicDecoder } from '../../../sandbox/uploads/heic';

// The storage service's HEIC decoder (docs/PHOTOS.md "Upload (storage service)"): HEIC files are
// decoded in a worker thread, one after another, so the sandbox's main thread keeps answering.

const heic = readFileSync(new URL('../../fixtures/photos/sunset-640x480.heic', import.meta.url));
const decoder = new HeicDecoder();
const slow = new HeicDecoder(new URL('../../fixtures/photos/slow-heic-worker.mjs', import.meta.url));
afterAll(async () => {
  await Promise.all([decoder.close(), slow.close()]);
});

describe('HeicDecoder', () => {
  it('decodes a real HEIC into RGBA pixels of its size', async () => {
    const picture = await decoder.decode(heic);
    expect([picture.width, picture.height, picture.data.length]).toEqual([640, 480, 640 * 480 * 4]);
  });

  it('refuses what is not a HEIC picture, and goes on with the next file', async () => {
    await expect(decoder.decode(Buffer.from('not a heic file at all'))).rejects.toThrow(/could not be decoded/);
    expect((await decoder.decode(heic)).width).toBe(640);
  });

  it('decodes one file at a time while the main thread goes on answering', async () => {
    const started = performance.now();
    const finished: number[] = [];
    const decodes = [slow.decode(heic), slow.decode(heic)].map((decode) => decode.then(() => finished.push(performance.now() - started)));
    // a timer of the main thread runs while the worker is busy (600 ms per file)
    const timer = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 50));
    await Promise.all(decodes);
    expect(finished.length).toBe(2);
    expect(timer).toBeLessThan(Math.min(...finished));
    // one after the other, not both at once
    expect(Math.max(...finished)).toBeGreaterThanOrEqual(1_200);
  });
});
