import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagePage } from '@schemas/photos';
import { UNFINISHED_UPLOADS_MAX, UPLOAD_REFUSAL_MESSAGES } from '@schemas/upload';
import * as tus from 'tus-js-client';
import { albumClient } from './albums-harness';
import { bearer, call, startSandbox } from './harness';
import { listen } from './push-client';
import {
  blackPng,
  heicDeclaring,
  jpegDeclaring,
  noisyJpeg,
  pictureFile,
  tusMetadata,
  tusPatch,
  tusRequest,
  tusUpload,
  uploadEndpoint,
} from './upload-client';

// Limits per account on the storage service (docs/PHOTOS.md "Upload (storage service)"): a photo's
// pixels are counted from its header before it is decoded, so a small file declaring a huge picture
// costs the sandbox nothing.

let app: FastifyInstance;
let host: string;
let api: ReturnType<typeof albumClient>;
/** The quota of this file's sandbox (the default, 10 GB, would take minutes to fill). */
const QUOTA = 4 * 1024 * 1024;
beforeAll(async () => {
  app = await startSandbox({ uploadLimits: { quotaBytes: QUOTA } });
  host = await listen(app);
  api = albumClient(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const photosOf = async (accountId: string) =>
  ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos?limit=10', headers: bearer(accountId) })).body).images;

/** Creates an upload of `length` bytes (nothing sent): its status, message and URL. */
async function create(accountId: string, length: number, fileName = 'photo.jpg') {
  const created = await tusRequest(host, uploadEndpoint(host), 'POST', {
    ...bearer(accountId),
    'Upload-Length': String(length),
    'Upload-Metadata': tusMetadata(fileName),
  });
  const location = created.headers.get('location');
  const text = await created.text();
  return {
    status: created.status,
    message: created.status === 201 ? null : (JSON.parse(text) as { message?: unknown }).message,
    url: location ? new URL(location, uploadEndpoint(host)).toString() : null,
  };
}

/** The tus-js-client error of an upload that is refused: its status and message. */
async function refusedUpload(accountId: string, file: Buffer, fileName: string) {
  const error: unknown = await tusUpload(host, accountId, file, fileName).then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof tus.DetailedError) || !error.originalResponse) throw new Error(`the upload was not refused: ${String(error)}`);
  return { status: error.originalResponse.getStatus(), body: JSON.parse(error.originalResponse.getBody()) as unknown };
}

describe('the pixel limit (100 megapixels), checked before decoding', () => {
  it('refuses a 775 KB PNG of 16,000 × 16,000 px with 413 after a fraction of a second’s work, without a memory spike, and makes no photo', async () => {
    const account = await api.account();
    const png = blackPng(16_000, 16_000);
    expect(png.length).toBeLessThan(800_000);
    const created = await tusRequest(host, uploadEndpoint(host), 'POST', {
      ...bearer(account.id),
      'Upload-Length': String(png.length),
      'Upload-Metadata': tusMetadata('huge.png'),
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', uploadEndpoint(host)).toString();
    const rssBefore = process.memoryUsage().rss;
    const cpuBefore = process.cpuUsage();
    // the whole file in one PATCH: its answer is the refusal
    const patch = await tusPatch(host, url, bearer(account.id), 0, png);
    // the CPU time of every thread of this process (the sandbox's, libvips's and the workers'), not
    // the wall time, which on a machine shared by several test runs is mostly the wait for a core
    const { user, system } = process.cpuUsage(cpuBefore);
    const cpuMs = (user + system) / 1000;
    expect({ status: patch.status, body: JSON.parse(await patch.text()) as unknown }).toEqual({
      status: 413,
      body: { message: UPLOAD_REFUSAL_MESSAGES.pixels },
    });
    // about 0.3 s here, most of it the upload's own handling in this process (decoding it takes ~25 s);
    // the bound leaves room for a garbage collection
    expect(cpuMs).toBeLessThan(2_000);
    // decoding it would take 768 MB and more; the sandbox runs in this process
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    expect(await photosOf(account.id)).toEqual([]);
    // the refused upload is gone
    expect((await tusRequest(host, url, 'HEAD', bearer(account.id))).status).toBe(404);
  });

  it('answers the refusal through tus-js-client as the app sees it', async () => {
    const account = await api.account();
    expect(await refusedUpload(account.id, blackPng(16_000, 16_000), 'huge.png')).toEqual({
      status: 413,
      body: { message: UPLOAD_REFUSAL_MESSAGES.pixels },
    });
  });

  it('refuses a JPEG and a HEIC whose headers declare 20,000 × 20,000 px the same way', async () => {
    const account = await api.account();
    const jpeg = jpegDeclaring(await pictureFile('jpeg', { width: 64, height: 48 }), 20_000, 20_000);
    expect(await refusedUpload(account.id, jpeg, 'huge.jpg')).toEqual({ status: 413, body: { message: UPLOAD_REFUSAL_MESSAGES.pixels } });
    const heic = heicDeclaring(readFileSync(new URL('../../fixtures/photos/sunset-640x480.heic', import.meta.url)), 20_000, 20_000);
    expect(await refusedUpload(account.id, heic, 'huge.heic')).toEqual({ status: 413, body: { message: UPLOAD_REFUSAL_MESSAGES.pixels } });
    expect(await photosOf(account.id)).toEqual([]);
  });

  it('takes a photo under the limit: a PNG made the same way is decoded into a photo of its size', async () => {
    const account = await api.account();
    const { photoId } = await tusUpload(host, account.id, blackPng(2_400, 1_600), 'wide.png');
    expect(photoId).toMatch(/^[0-9a-f-]{36}$/);
    const [photo] = await photosOf(account.id);
    expect([photo?.visibleWidth, photo?.visibleHeight]).toEqual([2_400, 1_600]);
  });
});

describe('the storage quota per account (photos and unfinished uploads)', () => {
  it('refuses with 413 and a clear message an upload that would pass it, counting the photos’ bytes and the unfinished uploads', async () => {
    const account = await api.account();
    const photo = await noisyJpeg();
    const { photoId } = await tusUpload(host, account.id, photo, 'first.jpg');
    const room = QUOTA - photo.length;
    // the photo's bytes count: one byte more than what is left is refused, what is left is taken
    expect(await create(account.id, room + 1)).toMatchObject({ status: 413, message: UPLOAD_REFUSAL_MESSAGES.quota });
    const unfinished = await create(account.id, room - 1000);
    expect(unfinished.status).toBe(201);
    // the unfinished upload counts too, with the length it announced
    expect(await create(account.id, 1001)).toMatchObject({ status: 413, message: UPLOAD_REFUSAL_MESSAGES.quota });
    expect((await create(account.id, 1000)).status).toBe(201);
    // through tus-js-client as the app sees it: the quota refusal
    expect(await refusedUpload(account.id, await pictureFile('jpeg'), 'one-more.jpg')).toEqual({
      status: 413,
      body: { message: UPLOAD_REFUSAL_MESSAGES.quota },
    });
    // another account is not touched by this one's use
    const other = await api.account();
    expect((await create(other.id, room + 1)).status).toBe(201);

    // space comes back when an unfinished upload is deleted, and when a photo is deleted
    expect((await tusRequest(host, unfinished.url ?? '', 'DELETE', bearer(account.id))).status).toBe(204);
    expect((await create(account.id, room - 1000)).status).toBe(201);
    expect(await create(account.id, photo.length)).toMatchObject({ status: 413, message: UPLOAD_REFUSAL_MESSAGES.quota });
    const deleted = await call(app, { method: 'DELETE', url: `/api/photos/photos/${photoId ?? ''}`, headers: bearer(account.id) });
    expect(deleted.status, deleted.raw).toBeLessThan(300);
    expect((await create(account.id, photo.length)).status).toBe(201);
  });
});

describe('unfinished uploads per account, capped', () => {
  it(`answers 429 with a clear message to the creation past ${UNFINISHED_UPLOADS_MAX} unfinished uploads, even when they are asked all at once`, async () => {
    const account = await api.account();
    const answers = await Promise.all(Array.from({ length: 3 * UNFINISHED_UPLOADS_MAX }, () => create(account.id, 1000)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(UNFINISHED_UPLOADS_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * UNFINISHED_UPLOADS_MAX);
    expect(answers.find((answer) => answer.status === 429)?.message).toBe(UPLOAD_REFUSAL_MESSAGES.unfinished);
    // another account creates its own
    const other = await api.account();
    expect((await create(other.id, 1000)).status).toBe(201);
    // one ended (deleted by its client) makes room for one more
    const first = answers.find((answer) => answer.status === 201)?.url ?? '';
    expect((await tusRequest(host, first, 'DELETE', bearer(account.id))).status).toBe(204);
    expect((await create(account.id, 1000)).status).toBe(201);
    expect(await create(account.id, 1000)).toMatchObject({ status: 429, message: UPLOAD_REFUSAL_MESSAGES.unfinished });
  });

  it('frees a place when an upload finishes or is refused for its contents', async () => {
    const account = await api.account();
    const file = await pictureFile('jpeg');
    const opened = await Promise.all(Array.from({ length: UNFINISHED_UPLOADS_MAX }, () => create(account.id, file.length)));
    expect(opened.every((answer) => answer.status === 201)).toBe(true);
    expect((await create(account.id, file.length)).status).toBe(429);
    const [finishing, refusing] = opened;
    expect((await tusPatch(host, finishing?.url ?? '', bearer(account.id), 0, file)).status).toBe(204);
    expect((await create(account.id, file.length)).status).toBe(201);
    expect((await tusPatch(host, refusing?.url ?? '', bearer(account.id), 0, Buffer.alloc(file.length, 1))).status).toBe(400);
    expect((await create(account.id, file.length)).status).toBe(201);
    expect((await create(account.id, file.length)).status).toBe(429);
  });
});
