import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagePage } from '@schemas/photos';
import { UPLOAD_REFUSAL_MESSAGES } from '@schemas/upload';
import * as tus from 'tus-js-client';
import type { albumClient } from './albums-harness';
import { bearer, call } from './harness';
import { startListeningSandbox } from './push-client';
import {
  blackPng,
  heicDeclaring,
  jpegDeclaring,
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
beforeAll(async () => {
  ({ app, host, api } = await startListeningSandbox());
}, 120_000);
afterAll(async () => {
  await app.close();
});

const photosOf = async (accountId: string) =>
  ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos?limit=10', headers: bearer(accountId) })).body).images;

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
  it('refuses a 775 KB PNG of 16,000 × 16,000 px with 413 in well under a second, without a memory spike, and makes no photo', async () => {
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
    const started = performance.now();
    // the whole file in one PATCH: its answer is the refusal
    const patch = await tusPatch(host, url, bearer(account.id), 0, png);
    const took = performance.now() - started;
    expect({ status: patch.status, body: JSON.parse(await patch.text()) as unknown }).toEqual({
      status: 413,
      body: { message: UPLOAD_REFUSAL_MESSAGES.pixels },
    });
    expect(took).toBeLessThan(1_000);
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
