import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Image, ImagePage, PhotoSummary } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import { deleteAccountAndData } from '../../../sandbox/auth-service/account-deletion';
import type { Db } from '../../../sandbox/db/db';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandboxWithDb } from './harness';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await startSandboxWithDb());
});
afterAll(async () => {
  await app.close();
});

async function firstImage(accountId: string) {
  const response = await call(app, { method: 'GET', url: '/api/photos/photos?limit=1', headers: bearer(accountId) });
  const image = ImagePage.parse(response.body).images[0];
  if (!image) throw new Error('no photo');
  return image;
}
const pathOf = (url: string) => new URL(url).pathname;

describe('GET /media/<fileKey>/<size>.jpg', () => {
  it('serves the original and each thumbnail as a JPEG of the announced size, revalidated on every use, without a token', async () => {
    const image = await firstImage(SEED_IDS.demo);
    const files = [{ url: image.url, width: image.visibleWidth, height: image.visibleHeight }, ...image.thumbnails];
    for (const file of files) {
      const response = await app.inject({ method: 'GET', url: pathOf(file.url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect({ width: meta.width, height: meta.height }).toEqual({ width: file.width, height: file.height });
    }
  });

  it('draws distinct pictures for distinct photos', async () => {
    const response = await call(app, { method: 'GET', url: '/api/photos/photos?limit=2', headers: bearer(SEED_IDS.demo) });
    const [a, b] = ImagePage.parse(response.body).images;
    const bytes = async (url = '') => (await app.inject({ method: 'GET', url: pathOf(url) })).rawPayload;
    expect(a?.thumbnails[0]?.url).not.toBe(b?.thumbnails[0]?.url);
    expect((await bytes(a?.thumbnails[0]?.url)).equals(await bytes(b?.thumbnails[0]?.url))).toBe(false);
  });

  it.each(['/media/unknownkey/300.jpg', '/media/unknownkey/original.jpg'])('answers 404 for an unknown file key (%s)', async (url) => {
    const response = await call(app, { method: 'GET', url });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Image not found' });
  });

  it('answers 404 for a size that does not exist', async () => {
    const image = await firstImage(SEED_IDS.demo);
    const url = pathOf(image.url).replace('original.jpg', '400.jpg');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('account deletion', () => {
  it("deletes the account's photos and their counts, and nobody else's", async () => {
    const created = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: 'demo' } });
    const { id } = TestAccount.parse(created.body);
    const count = async (table: string, accountId: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [accountId])).rows[0]?.n;
    expect(await count('photos', id)).toBeGreaterThan(300);
    await deleteAccountAndData(db, id);
    expect(await count('photos', id)).toBe(0);
    expect(await count('photo_month_counts', id)).toBe(0);
    const demo = await call(app, { method: 'GET', url: '/api/photos/users', headers: bearer(SEED_IDS.demo) });
    expect(PhotoSummary.parse(demo.body).photosCount).toBeGreaterThan(300);
  });
});

describe('reset', () => {
  it('brings back the seeded library with the same photo ids', async () => {
    const before = await firstImage(SEED_IDS.demo);
    await call(app, { method: 'DELETE', url: '/api/photos/photos/all', headers: bearer(SEED_IDS.demo) });
    expect((await call(app, { method: 'POST', url: '/__sandbox/reset' })).status).toBe(200);
    const after = await call(app, { method: 'GET', url: `/api/photos/photos/${before.imageId}`, headers: bearer(SEED_IDS.demo) });
    expect(after.status).toBe(200);
    const image = Image.parse(after.body);
    expect(image.localFileName).toBe(before.localFileName);
    expect((await app.inject({ method: 'GET', url: pathOf(image.thumbnails[0]?.url ?? '') })).statusCode).toBe(200);
  });
});
