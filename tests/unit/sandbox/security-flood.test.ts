import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadList, DownloadUrl } from '@schemas/downloads';
import { ImagePage } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import { bearer, call, createArchive, startSandbox, timedArchive } from './harness';

// Archive builds under a flood (docs/PHOTOS.md "Fair queues"): builds are taken from a queue per
// account in turn, one account runs at most one build of the two at once, and it may have at most
// ARCHIVES_IN_PROGRESS_MAX archives being built (429 past it). Another customer's 1-photo archive
// stays within twice its idle time while one account floods.

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function accountWithPhotos(count: number) {
  const { id } = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: count } })).body);
  const page = await call(app, { method: 'GET', url: `/api/photos/photos?limit=${count}`, headers: bearer(id) });
  return { id, photoIds: ImagePage.parse(page.body).images.map((image) => image.imageId) };
}

describe('archive builds while one account floods', () => {
  it('keeps another customer’s 1-photo archive within 2× its idle time, and caps the flooding account at 5 in progress (429)', async () => {
    const flooder = await accountWithPhotos(100);
    const customer = await accountWithPhotos(1);
    // idle: the best of three (the first draws the photo's files)
    const idle = Math.min(...(await Promise.all([0, 1, 2].map(async () => timedArchive(app, customer.id, customer.photoIds)))));

    const flood = await Promise.all(Array.from({ length: 40 }, () => createArchive(app, flooder.id, flooder.photoIds, 'Flood')));
    const statuses = flood.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(flood.find((answer) => answer.status === 429)?.body).toEqual({
      message: 'Too many archives are being prepared: at most 5 at once. Try again when one is ready',
    });

    const underFlood = await timedArchive(app, customer.id, customer.photoIds);
    // 50 ms of slack: the idle archive takes some tens of milliseconds, polled every 10 ms
    expect(underFlood, `idle ${Math.round(idle)} ms, under the flood ${Math.round(underFlood)} ms`).toBeLessThan(2 * idle + 50);
  }, 120_000);
});

describe('an archive after one of its photos is deleted', () => {
  it('is refused with 410 and a clear message, its URL and its file alike; the other archives still serve', async () => {
    const account = await accountWithPhotos(3);
    const [gone, kept] = account.photoIds;
    // one archive with the photo to be deleted, one without it
    await timedArchive(app, account.id, [gone ?? '', kept ?? '']);
    await timedArchive(app, account.id, [kept ?? '']);
    const list = await call(app, { method: 'GET', url: '/api/downloads/downloads', headers: bearer(account.id) });
    const items = DownloadList.parse(list.body).items;
    const urlOf = async (id: string) =>
      call(app, { method: 'GET', url: `/api/downloads/downloads/${id}/url`, headers: bearer(account.id) });
    const byCount = (count: number) => items.filter((item) => item.photosCount === count).map((item) => item.id);
    const [twoPhotos] = byCount(2);
    const [onePhoto] = byCount(1);
    const fileOf = DownloadUrl.parse((await urlOf(twoPhotos ?? '')).body).url;

    const deleted = await call(app, { method: 'DELETE', url: `/api/photos/photos/${gone ?? ''}`, headers: bearer(account.id) });
    expect(deleted.status, deleted.raw).toBeLessThan(300);
    const message = 'A photo of this archive has been deleted since it was made: ask for a new archive';
    expect(await urlOf(twoPhotos ?? '')).toMatchObject({ status: 410, body: { message } });
    const file = await app.inject({ method: 'GET', url: new URL(fileOf).pathname });
    expect({ status: file.statusCode, body: file.json<unknown>() }).toEqual({ status: 410, body: { message } });
    expect((await urlOf(onePhoto ?? '')).status).toBe(200);
  });
});
