import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagePage, type Image } from '@schemas/photos';
import { Mailbox, TestAccount } from '@schemas/sandbox';
import type { Db } from '../../../sandbox/db/db';
import { bearer, call } from './harness';
import { eventually } from './patience';
import { startTokenOnlySandbox } from './security-harness';

let app: FastifyInstance;
let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'security-media-'));
  // pictures made when asked for, none in the background beside the other test files
  ({ app, db } = await startTokenOnlySandbox({ dataDir, warmPictures: false }));
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const pathOf = (url: string) => new URL(url).pathname;
const urlsOf = (image: Image) => [image.url, ...image.thumbnails.map((t) => t.url)].map(pathOf);
const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

/** A test account with `count` generated photos (each test a different count: libraries of one size share pictures). */
async function accountWithPhotos(count: number) {
  const { id } = TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { photos: count } })).body);
  const page = await call(app, { method: 'GET', url: `/api/photos/photos?limit=${count}`, headers: bearer(id) });
  return { id, images: ImagePage.parse(page.body).images };
}
async function folderOf(url: string): Promise<string> {
  const fileKey = url.split('/')[2] ?? '';
  const { rows } = await db.query<{ content_key: string }>('SELECT content_key FROM photo_media WHERE file_key = $1', [fileKey]);
  return join(dataDir, 'media', rows[0]?.content_key ?? 'none');
}

describe('deleted means gone', () => {
  it("answers 404 for a deleted photo's original and thumbnails at once, and removes its files", async () => {
    const { id, images } = await accountWithPhotos(7);
    const [gone, kept] = images;
    if (!gone || !kept) throw new Error('no photos');
    for (const url of urlsOf(gone)) expect(await status(url)).toBe(200);
    const folder = await folderOf(urlsOf(gone)[0] ?? '');
    expect(existsSync(folder)).toBe(true);

    const deleted = await call(app, { method: 'DELETE', url: `/api/photos/photos/${gone.imageId}`, headers: bearer(id) });
    expect(deleted.status).toBe(204);
    for (const url of urlsOf(gone)) expect(await status(url)).toBe(404);
    expect(await eventually(() => !existsSync(folder))).toBe(true);
    for (const url of urlsOf(kept)) expect(await status(url)).toBe(200);
  });

  it('is never served from a cache without asking: no-cache with an ETag, 304 while the photo exists, 404 after', async () => {
    const { id, images } = await accountWithPhotos(9);
    const image = images[0];
    if (!image) throw new Error('no photo');
    const url = pathOf(image.thumbnails[0]?.url ?? '');
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await call(app, { method: 'DELETE', url: '/api/photos/photos/all', headers: bearer(id) });
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(404);
  });

  it('removes every picture of a deleted account: its URLs answer 404 and its files leave the disk', async () => {
    const { id, images } = await accountWithPhotos(11);
    const urls = images.flatMap(urlsOf);
    const folders = await Promise.all(images.map((image) => folderOf(pathOf(image.url))));
    for (const url of urls.slice(0, 4)) expect(await status(url)).toBe(200);
    const request = await call(app, {
      method: 'POST',
      url: `/api/auth/v2/identities/albelli/${id}/deleteaccount`,
      headers: bearer(id),
      payload: { channel: 'albelli-nl' },
    });
    expect(request.status).toBe(202);
    const { mails } = Mailbox.parse((await call(app, { method: 'GET', url: '/__sandbox/mailbox.json' })).body);
    const token = new URL(mails.find((mail) => mail.kind === 'deleteAccount')?.link ?? 'http://x').searchParams.get('confirmation-token');
    const confirmed = await call(app, {
      method: 'POST',
      url: `/api/auth/v2/identities/albelli/${id}/deleteaccount/${token ?? ''}/actions/confirm`,
      headers: bearer(id),
    });
    expect(confirmed.status).toBe(204);
    for (const url of urls) expect(await status(url)).toBe(404);
    expect(await eventually(() => folders.every((folder) => !existsSync(folder)))).toBe(true);
  });
});
