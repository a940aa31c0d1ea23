import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Download, DownloadUrl } from '@schemas/downloads';
import { ImagePage, type Image } from '@schemas/photos';
import { ExpiredUploadsRemoved } from '@schemas/sandbox';
import { UPLOAD_EXPIRY_MS } from '@schemas/tunables';
import { UPLOAD_MAX_BYTES, UPLOAD_REFUSAL_MESSAGES } from '@schemas/upload';
import * as tus from 'tus-js-client';
import type { albumClient } from './albums-harness';
import { bearer, call, settledArchive } from './harness';
import { startListeningSandbox } from './push-client';
import { noisyJpeg, pictureFile, tusMetadata, tusRequest as tusRequestTo, tusUpload, uploadEndpoint } from './upload-client';
import { readZip } from './zip-reader';

// The storage service (docs/PHOTOS.md "Upload (storage service)"): a tus upload made with
// tus-js-client becomes a photo of the uploader's library at once, with thumbnails; uploads are
// their creator's (another account's upload answers 404), and every request needs the token.

let app: FastifyInstance;
let host: string;
let api: ReturnType<typeof albumClient>;
beforeAll(async () => {
  ({ app, host, api } = await startListeningSandbox());
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function libraryOf(accountId: string): Promise<Image[]> {
  return ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos?limit=500', headers: bearer(accountId) })).body).images;
}

/** A raw tus request on the listening sandbox. */
const tusRequest = (url: string, method: string, headers: Record<string, string> = {}, body?: Uint8Array) =>
  tusRequestTo(host, url, method, headers, body);

const metadata = tusMetadata;

/** An unfinished upload of the account: its URL. */
async function startedUpload(accountId: string, length = 1000, fileName = 'started.jpg'): Promise<string> {
  const created = await tusRequest(uploadEndpoint(host), 'POST', {
    ...bearer(accountId),
    'Upload-Length': String(length),
    'Upload-Metadata': metadata(fileName),
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location');
  if (!location) throw new Error('no Location');
  expect(location).toMatch(/^\/api\/storage\/uploads\/[0-9a-f]{32}$/);
  return new URL(location, uploadEndpoint(host)).toString();
}

describe('a finished upload', () => {
  it('is at once a photo of the library, the timeline and the summary, with its thumbnails', async () => {
    const account = await api.account();
    const file = await pictureFile('jpeg', { width: 1600, height: 1200 });
    const { photoId } = await tusUpload(host, account.id, file, 'Holiday 001.JPG', { chunkSize: 64 * 1024 });
    expect(photoId).toMatch(/^[0-9a-f-]{36}$/);

    const [photo] = await libraryOf(account.id);
    expect(photo?.imageId).toBe(photoId);
    expect(photo?.localFileName).toBe('Holiday 001.JPG');
    expect(photo?.dateTaken).toBeNull();
    expect(Date.now() - Date.parse(photo?.uploadEnd ?? '')).toBeLessThan(60_000);
    expect([photo?.visibleWidth, photo?.visibleHeight]).toEqual([1600, 1200]);
    expect((await api.summary(account.id)).photosCount).toBe(1);
    const timeline = await call(app, { method: 'GET', url: '/api/photos/users/timeline', headers: bearer(account.id) });
    expect(timeline.body).toEqual({ '1970': { '1': 1 } });

    // the original is the uploaded file itself; each thumbnail a JPEG of its size
    const original = await app.inject({ method: 'GET', url: new URL(photo?.url ?? '').pathname });
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, file)).toBe(0);
    for (const thumbnail of photo?.thumbnails ?? []) {
      const answer = await app.inject({ method: 'GET', url: new URL(thumbnail.url).pathname });
      expect(answer.statusCode).toBe(200);
      const size = await sharp(answer.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['jpeg', thumbnail.width, thumbnail.height]);
    }
  });

  it('of a PNG becomes a JPEG photo of the same size', async () => {
    const account = await api.account();
    const { photoId } = await tusUpload(host, account.id, await pictureFile('png', { width: 300, height: 500 }), 'scan.png');
    const [photo] = await libraryOf(account.id);
    expect(photo?.imageId).toBe(photoId);
    expect([photo?.visibleWidth, photo?.visibleHeight]).toEqual([300, 500]);
    const original = await app.inject({ method: 'GET', url: new URL(photo?.url ?? '').pathname });
    expect((await sharp(original.rawPayload).metadata()).format).toBe('jpeg');
  });
});

describe('an upload belongs to its creator', () => {
  it("answers 404 to another account's HEAD, PATCH and DELETE, and leaves the upload untouched", async () => {
    const owner = await api.account();
    const other = await api.account();
    const url = await startedUpload(owner.id);
    const offset = { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' };
    for (const [method, headers, body] of [
      ['HEAD', {}, undefined],
      ['PATCH', offset, Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
      ['DELETE', {}, undefined],
    ] as const) {
      const answer = await tusRequest(url, method, { ...bearer(other.id), ...headers }, body);
      expect(answer.status, method).toBe(404);
    }
    const own = await tusRequest(url, 'HEAD', bearer(owner.id));
    expect(own.status).toBe(200);
    expect(own.headers.get('upload-offset')).toBe('0');
    // no other site may read the service's answers
    const fromElsewhere = await tusRequest(url, 'HEAD', { ...bearer(owner.id), origin: 'https://elsewhere.example' });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 401 without a token or with an unknown one, on every route', async () => {
    const owner = await api.account();
    const url = await startedUpload(owner.id);
    const noTokens: Record<string, string>[] = [{}, { authorization: 'Bearer expired-or-forged' }];
    const requests: [string, string][] = [
      [uploadEndpoint(host), 'POST'],
      [url, 'HEAD'],
      [url, 'PATCH'],
      [url, 'DELETE'],
    ];
    for (const [target, method] of requests) {
      for (const headers of noTokens) {
        const answer = await tusRequest(target, method, { 'Upload-Length': '10', 'Upload-Metadata': metadata('a.jpg'), ...headers });
        expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(401);
        // an expired token is refused as an unknown one is (the verifier throws for both)
        if (headers.authorization) expect(answer.headers.get('www-authenticate')).toContain('invalid_token');
      }
    }
  });

  it('answers with nosniff and no-store on every tus route, as every /api answer does', async () => {
    const owner = await api.account();
    const created = await tusRequest(uploadEndpoint(host), 'POST', {
      ...bearer(owner.id),
      'Upload-Length': '4',
      'Upload-Metadata': metadata('sniff.jpg'),
    });
    const location = created.headers.get('location');
    if (!location) throw new Error('no Location');
    const url = new URL(location, uploadEndpoint(host)).toString();
    const answers = [
      ['POST', created],
      ['HEAD', await tusRequest(url, 'HEAD', bearer(owner.id))],
      [
        'PATCH',
        await tusRequest(
          url,
          'PATCH',
          { ...bearer(owner.id), 'Upload-Offset': '1', 'Content-Type': 'application/offset+octet-stream' },
          Buffer.from([0xff]),
        ),
      ],
      ['DELETE', await tusRequest(url, 'DELETE', bearer(owner.id))],
    ] as const;
    for (const [method, answer] of answers) {
      expect(answer.headers.get('x-content-type-options'), `${method} ${answer.status}`).toBe('nosniff');
      expect(answer.headers.get('cache-control'), `${method} ${answer.status}`).toBe('no-store');
    }
  });

  it('lets its creator delete it (DELETE 204, then HEAD 404)', async () => {
    const owner = await api.account();
    const url = await startedUpload(owner.id);
    expect((await tusRequest(url, 'DELETE', bearer(owner.id))).status).toBe(204);
    expect((await tusRequest(url, 'HEAD', bearer(owner.id))).status).toBe(404);
  });
});

describe('refusals', () => {
  const create = (accountId: string, fileName: string, length: string) =>
    tusRequest(uploadEndpoint(host), 'POST', { ...bearer(accountId), 'Upload-Length': length, 'Upload-Metadata': metadata(fileName) });
  const refusal = async (answer: Response) => ({ status: answer.status, body: JSON.parse(await answer.text()) as unknown });

  it('refuses at creation a name that is not a photo kind (400), a photo over 50 MB (413) and an empty file (400)', async () => {
    const account = await api.account();
    expect(await refusal(await create(account.id, 'notes.txt', '1000'))).toEqual({
      status: 400,
      body: { message: UPLOAD_REFUSAL_MESSAGES.type },
    });
    expect(await refusal(await create(account.id, 'no-extension', '1000'))).toEqual({
      status: 400,
      body: { message: UPLOAD_REFUSAL_MESSAGES.type },
    });
    expect(await refusal(await create(account.id, 'big.heic', String(UPLOAD_MAX_BYTES + 1)))).toEqual({
      status: 413,
      body: { message: UPLOAD_REFUSAL_MESSAGES.size },
    });
    expect(await refusal(await create(account.id, 'empty.png', '0'))).toEqual({
      status: 400,
      body: { message: UPLOAD_REFUSAL_MESSAGES.empty },
    });
    // exactly the limit is taken
    expect((await create(account.id, 'large.jpeg', String(UPLOAD_MAX_BYTES))).status).toBe(201);
  });

  it('refuses contents that are not the photo its name says when the first bytes arrive, and removes the upload', async () => {
    const account = await api.account();
    const png = await pictureFile('png');
    for (const [fileName, body] of [
      ['holiday.jpg', Buffer.from('%PDF-1.7 this is a document, not a photo')],
      ['holiday.jpg', png],
    ] as const) {
      const created = await create(account.id, fileName, String(body.length));
      const url = new URL(created.headers.get('location') ?? '', uploadEndpoint(host)).toString();
      const patch = await tusRequest(
        url,
        'PATCH',
        { ...bearer(account.id), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body,
      );
      expect(await refusal(patch)).toEqual({ status: 400, body: { message: UPLOAD_REFUSAL_MESSAGES.content } });
      expect((await tusRequest(url, 'HEAD', bearer(account.id))).status).toBe(404);
    }
    expect(await libraryOf(account.id)).toEqual([]);
  });

  it('checks the first bytes even when they arrive in several requests', async () => {
    const account = await api.account();
    const junk = Buffer.from('GIF89a and then more bytes of a picture that is not a photo kind');
    const created = await create(account.id, 'moving.png', String(junk.length));
    const url = new URL(created.headers.get('location') ?? '', uploadEndpoint(host)).toString();
    const patch = (offset: number, body: Buffer) =>
      tusRequest(
        url,
        'PATCH',
        { ...bearer(account.id), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body,
      );
    expect((await patch(0, junk.subarray(0, 4))).status).toBe(204);
    expect((await patch(4, junk.subarray(4))).status).toBe(400);
    expect((await tusRequest(url, 'HEAD', bearer(account.id))).status).toBe(404);
    expect(await libraryOf(account.id)).toEqual([]);
  });

  it('refuses, through tus-js-client as the app sees it, a file whose contents are not a photo', async () => {
    const account = await api.account();
    const error = await tusUpload(host, account.id, Buffer.from('just some text, renamed to .heic'), 'renamed.heic').then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(tus.DetailedError);
    const response = error instanceof tus.DetailedError ? error.originalResponse : null;
    expect(response?.getStatus()).toBe(400);
    expect(JSON.parse(response?.getBody() ?? '{}')).toEqual({ message: UPLOAD_REFUSAL_MESSAGES.content });
    expect(await libraryOf(account.id)).toEqual([]);
  });
});

describe('date taken and size', () => {
  it('takes the EXIF date taken with its offset, so the photo lands in its month of the timeline', async () => {
    const account = await api.account();
    const file = await pictureFile('jpeg', { taken: '2019:07:14 10:22:33', offset: '+02:00' });
    await tusUpload(host, account.id, file, 'IMG_0001.jpg');
    const [photo] = await libraryOf(account.id);
    expect(photo?.dateTaken).toBe('2019-07-14T08:22:33.000Z');
    const timeline = await call(app, { method: 'GET', url: '/api/photos/users/timeline', headers: bearer(account.id) });
    expect(timeline.body).toEqual({ '2019': { '7': 1 } });
    const month = await call(app, { method: 'GET', url: '/api/photos/photos/timeline/2019/7', headers: bearer(account.id) });
    expect(ImagePage.parse(month.body).images.map((image) => image.imageId)).toEqual([photo?.imageId]);
  });

  it('takes the camera clock as UTC when the EXIF date has no offset', async () => {
    const account = await api.account();
    await tusUpload(host, account.id, await pictureFile('jpeg', { taken: '2021:12:31 23:59:58' }), 'IMG_0002.jpg');
    const [photo] = await libraryOf(account.id);
    expect(photo?.dateTaken).toBe('2021-12-31T23:59:58.000Z');
  });

  it('gives the size the photo is seen at, turned as its EXIF orientation says', async () => {
    const account = await api.account();
    await tusUpload(host, account.id, await pictureFile('jpeg', { width: 640, height: 480, orientation: 6 }), 'portrait.jpg');
    const [photo] = await libraryOf(account.id);
    expect([photo?.visibleWidth, photo?.visibleHeight]).toEqual([480, 640]);
    expect(photo?.thumbnails.find((thumbnail) => thumbnail.id === '300')).toMatchObject({ width: 225, height: 300 });
  });
});

describe('HEIC', () => {
  // drawn by us, EXIF date taken 2021:03:01 00:30:00 at +02:00 (tests/fixtures/photos/README.md)
  const heic = readFileSync(new URL('../../fixtures/photos/sunset-640x480.heic', import.meta.url));

  it('becomes a JPEG photo of its size, dated by its EXIF at the exact instant (in February, the UTC month)', async () => {
    const account = await api.account();
    const { photoId } = await tusUpload(host, account.id, heic, 'IMG_4032.HEIC');
    const [photo] = await libraryOf(account.id);
    expect(photo?.imageId).toBe(photoId);
    expect(photo?.localFileName).toBe('IMG_4032.HEIC');
    expect(photo?.dateTaken).toBe('2021-02-28T22:30:00.000Z');
    const timeline = await call(app, { method: 'GET', url: '/api/photos/users/timeline', headers: bearer(account.id) });
    expect(timeline.body).toEqual({ '2021': { '2': 1 } });
    expect([photo?.visibleWidth, photo?.visibleHeight]).toEqual([640, 480]);
    const original = await app.inject({ method: 'GET', url: new URL(photo?.url ?? '').pathname });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    const small = photo?.thumbnails.find((thumbnail) => thumbnail.id === '300');
    expect(small).toMatchObject({ width: 300, height: 225 });
    const thumbnail = await app.inject({ method: 'GET', url: new URL(small?.url ?? '').pathname });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 225 });
  });

  it('turns several HEIC files uploaded at once into as many photos (decoded in turn)', async () => {
    const account = await api.account();
    const results = await Promise.all(Array.from({ length: 3 }, (_, index) => tusUpload(host, account.id, heic, `burst-${index}.heic`)));
    expect(new Set(results.map((result) => result.photoId)).size).toBe(3);
    const names = (await libraryOf(account.id)).map((photo) => photo.localFileName).sort();
    expect(names).toEqual(['burst-0.heic', 'burst-1.heic', 'burst-2.heic']);
  });
});

describe('the fault switch on the upload routes: a status, a connection cut part-way', () => {
  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const addFault = (rule: object) => app.inject({ method: 'POST', url: '/__sandbox/faults', payload: rule });
  afterEach(async () => {
    await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
  });

  it('keeps the bytes that arrived; the upload resumes from the offset HEAD gives and ends as the very file', async () => {
    const account = await api.account();
    const file = await noisyJpeg();
    expect(file.length).toBeGreaterThan(1_500_000);
    const url = await startedUpload(account.id, file.length, 'noise.jpg');
    expect((await addFault({ method: 'PATCH', path: '/api/storage/uploads/*', dropAfterBytes: 250_000, times: 1 })).statusCode).toBe(201);
    const patch = (offset: number) =>
      tusRequest(
        url,
        'PATCH',
        { ...bearer(account.id), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        file.subarray(offset),
      );

    await expect(patch(0)).rejects.toThrow();
    const head = await tusRequest(url, 'HEAD', bearer(account.id));
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(250_000);

    const rest = await patch(offset);
    expect(rest.status).toBe(204);
    const photoId = rest.headers.get('upload-photo-id');
    expect(rest.headers.get('access-control-expose-headers')).toContain('Upload-Photo-Id');
    const [photo] = await libraryOf(account.id);
    expect(photo?.imageId).toBe(photoId);
    const original = await app.inject({ method: 'GET', url: new URL(photo?.url ?? '').pathname });
    expect(sha256(original.rawPayload)).toBe(sha256(file));
  });

  it('answers the status a rule gives on the upload routes', async () => {
    const account = await api.account();
    await addFault({ method: 'POST', path: '/api/storage/uploads', status: 503, times: 1 });
    const refused = await tusRequest(uploadEndpoint(host), 'POST', {
      ...bearer(account.id),
      'Upload-Length': '10',
      'Upload-Metadata': metadata('a.jpg'),
    });
    expect(refused.status).toBe(503);
    expect(await startedUpload(account.id)).toContain('/api/storage/uploads/');
  });

  it('lets tus-js-client resume by itself after the cut, as the app does', async () => {
    const account = await api.account();
    const file = await noisyJpeg();
    await addFault({ method: 'PATCH', path: '/api/storage/uploads/*', dropAfterBytes: Math.floor(file.length / 2), times: 1 });
    const { photoId } = await tusUpload(host, account.id, file, 'resumed.jpg', { retryDelays: [0, 200] });
    const [photo] = await libraryOf(account.id);
    expect(photo?.imageId).toBe(photoId);
    const faults = await call(app, { method: 'GET', url: '/__sandbox/faults' });
    expect(JSON.stringify(faults.body)).toContain('"hits":1');
    const original = await app.inject({ method: 'GET', url: new URL(photo?.url ?? '').pathname });
    expect(sha256(original.rawPayload)).toBe(sha256(file));
  });
});

describe('expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes an unfinished upload 24 hours after it was created, and leaves younger ones', async () => {
    const account = await api.account();
    const created = await tusRequest(uploadEndpoint(host), 'POST', {
      ...bearer(account.id),
      'Upload-Length': '1000',
      'Upload-Metadata': metadata('abandoned.png'),
    });
    const expires = Date.parse(created.headers.get('upload-expires') ?? '');
    expect(Math.abs(expires - (Date.now() + UPLOAD_EXPIRY_MS))).toBeLessThan(60_000);
    const old = new URL(created.headers.get('location') ?? '', uploadEndpoint(host)).toString();
    const head = () => tusRequest(old, 'HEAD', bearer(account.id));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + UPLOAD_EXPIRY_MS + 60_000);
    const young = await startedUpload(account.id);
    expect((await head()).status).toBe(410);

    const swept = await call(app, { method: 'DELETE', url: '/__sandbox/uploads/expired' });
    expect(ExpiredUploadsRemoved.parse(swept.body).removed).toBeGreaterThanOrEqual(1);
    expect((await head()).status).toBe(404);
    expect((await tusRequest(young, 'HEAD', bearer(account.id))).status).toBe(200);
  });
});

describe('an uploaded photo elsewhere in the library', () => {
  it('goes into an archive download as the very file uploaded, under its name', async () => {
    const account = await api.account();
    const file = await pictureFile('jpeg', { taken: '2020:05:01 09:00:00', offset: '+00:00' });
    const { photoId } = await tusUpload(host, account.id, file, 'Kitchen.jpg');
    const created = await call(app, {
      method: 'POST',
      url: '/api/downloads/downloads',
      headers: bearer(account.id),
      payload: { name: 'Uploaded', photos: [{ photoId }] },
    });
    expect(created.status, created.raw).toBe(201);
    const downloadId = Download.parse(created.body).id;
    const { state } = await settledArchive(app, account.id, downloadId);
    expect(state).toBe('finished');
    const link = await call(app, { method: 'GET', url: `/api/downloads/downloads/${downloadId}/url`, headers: bearer(account.id) });
    const zip = await app.inject({ method: 'GET', url: new URL(DownloadUrl.parse(link.body).url).pathname });
    const [entry, ...others] = readZip(zip.rawPayload).entries;
    expect(others).toEqual([]);
    expect(entry?.name).toBe('Kitchen.jpg');
    expect(Buffer.compare(entry?.data ?? Buffer.alloc(0), file)).toBe(0);
  });

  it('is gone with its files when deleted', async () => {
    const account = await api.account();
    const { photoId } = await tusUpload(host, account.id, await pictureFile('png'), 'gone.png');
    const [photo] = await libraryOf(account.id);
    const deleted = await call(app, { method: 'DELETE', url: `/api/photos/photos/${photoId}`, headers: bearer(account.id) });
    expect(deleted.status, deleted.raw).toBeLessThan(300);
    expect(await libraryOf(account.id)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: new URL(photo?.url ?? '').pathname })).statusCode).toBe(404);
  });
});
