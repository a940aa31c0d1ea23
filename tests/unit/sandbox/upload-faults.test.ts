import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImagePage, type Image } from '@schemas/photos';
import { ExpiredUploadsRemoved } from '@schemas/sandbox';
import { UPLOAD_EXPIRY_MS } from '@schemas/tunables';
import * as tus from 'tus-js-client';
import type { albumClient } from './albums-harness';
import { bearer, call } from './harness';
import { startListeningSandbox } from './push-client';
import { pictureFile, tusMetadata, tusPatch, tusRequest, tusUpload, uploadEndpoint } from './upload-client';

// The storage service when its answers are lost or garbled (docs/PHOTOS.md "Upload (storage
// service)"; docs/CONTRACTS.md "Fault switch"): `malformed` garbles a successful tus answer's headers
// (its "body") and nothing else, and a finished upload is remembered, so that a client whose final
// answer went astray resumes to "done" and the photo is in the library once.

let app: FastifyInstance;
let host: string;
let api: ReturnType<typeof albumClient>;
beforeAll(async () => {
  ({ app, host, api } = await startListeningSandbox());
}, 120_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  vi.useRealTimers();
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

const UPLOADS = '/api/storage/uploads';
const PATCHES = `${UPLOADS}/*`;

async function addFault(rule: object) {
  const added = await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: rule });
  expect(added.statusCode, added.body).toBe(201);
}

async function libraryOf(accountId: string): Promise<Image[]> {
  return ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos?limit=500', headers: bearer(accountId) })).body).images;
}

const create = (accountId: string, length: number, fileName = 'photo.jpg') =>
  tusRequest(host, uploadEndpoint(host), 'POST', {
    ...bearer(accountId),
    'Upload-Length': String(length),
    'Upload-Metadata': tusMetadata(fileName),
  });

/** A new upload of the account (no fault): its absolute URL. */
async function started(accountId: string, length: number): Promise<string> {
  const created = await create(accountId, length);
  expect(created.status).toBe(201);
  return new URL(created.headers.get('location') ?? '', uploadEndpoint(host)).toString();
}

const head = (url: string, accountId: string) => tusRequest(host, url, 'HEAD', bearer(accountId));
const patch = (url: string, accountId: string, offset: number, body: Uint8Array) => tusPatch(host, url, bearer(accountId), offset, body);
const tusHeaders = (answer: Response) =>
  Object.fromEntries(
    ['location', 'upload-offset', 'upload-length', 'upload-photo-id'].map((name) => [name, answer.headers.get(name)] as const),
  );

describe('malformed on the tus routes: a successful answer with garbled headers, the server state as it was', () => {
  it("POST 'json': Location no URL, Upload-Expires no date; 'schema': no Location; the error answers as they are", async () => {
    const account = await api.account();
    await addFault({ method: 'POST', path: UPLOADS, malformed: 'json', times: 1 });
    const json = await create(account.id, 1000);
    expect(json.status).toBe(201);
    expect(json.headers.get('location')).toBe('http://[not-a-url');
    expect(() => new URL(json.headers.get('location') ?? '', uploadEndpoint(host))).toThrow();
    expect(json.headers.get('upload-expires')).toBe('not-a-date');

    await addFault({ method: 'POST', path: UPLOADS, malformed: 'schema', times: 1 });
    const schema = await create(account.id, 1000);
    expect(schema.status).toBe(201);
    expect(schema.headers.get('location')).toBeNull();
    expect(Number.isNaN(Date.parse(schema.headers.get('upload-expires') ?? ''))).toBe(false);

    // a refusal is not a successful answer: it stays as it is
    await addFault({ method: 'POST', path: UPLOADS, malformed: 'json', times: 1 });
    const refused = await create(account.id, 1000, 'notes.txt');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: expect.any(String) as unknown });
  });

  it("PATCH and HEAD 'json': Upload-Offset and Upload-Length not numbers; 'schema': missing; HEAD then gives what was stored", async () => {
    const account = await api.account();
    const file = await pictureFile('jpeg');
    const url = await started(account.id, file.length);

    await addFault({ method: 'PATCH', path: PATCHES, malformed: 'json', times: 1 });
    const first = await patch(url, account.id, 0, file.subarray(0, 100));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('not-a-number');
    await addFault({ method: 'PATCH', path: PATCHES, malformed: 'schema', times: 1 });
    const second = await patch(url, account.id, 100, file.subarray(100, 200));
    expect(second.status).toBe(204);
    expect(second.headers.get('upload-offset')).toBeNull();

    await addFault({ method: 'HEAD', path: PATCHES, malformed: 'json', times: 1 });
    expect(tusHeaders(await head(url, account.id))).toMatchObject({ 'upload-offset': 'not-a-number', 'upload-length': 'not-a-number' });
    await addFault({ method: 'HEAD', path: PATCHES, malformed: 'schema', times: 1 });
    const schemaHead = await head(url, account.id);
    expect(schemaHead.status).toBe(200);
    expect(tusHeaders(schemaHead)).toMatchObject({ 'upload-offset': null, 'upload-length': null });

    // both chunks were stored: only the answers were garbled
    expect(tusHeaders(await head(url, account.id))).toMatchObject({ 'upload-offset': '200', 'upload-length': String(file.length) });
    // a conflict is an error answer: as it is
    await addFault({ method: 'PATCH', path: PATCHES, malformed: 'schema', times: 1 });
    expect((await patch(url, account.id, 0, file.subarray(0, 10))).status).toBe(409);
  });

  for (const [kind, expected] of [
    ['json', { 'upload-offset': 'not-a-number', 'upload-photo-id': 'not-an-id' }],
    ['schema', { 'upload-offset': null, 'upload-photo-id': '00000000-0000-0000-0000-000000000000' }],
  ] as const) {
    it(`the final PATCH '${kind}': the photo id garbled, the photo made all the same; HEAD then answers it`, async () => {
      const account = await api.account();
      const file = await pictureFile('jpeg');
      const url = await started(account.id, file.length);
      await addFault({ method: 'PATCH', path: PATCHES, malformed: kind, times: 1 });
      const last = await patch(url, account.id, 0, file);
      expect(last.status).toBe(204);
      expect(tusHeaders(last)).toMatchObject(expected);
      const [photo, ...others] = await libraryOf(account.id);
      expect(others).toEqual([]);
      expect(tusHeaders(await head(url, account.id))).toMatchObject({
        'upload-offset': String(file.length),
        'upload-length': String(file.length),
        'upload-photo-id': photo?.imageId,
      });
    });
  }
});

describe('a finished upload is remembered for 24 hours', () => {
  it('HEAD: 200, the full offset and the photo id; PATCH at the end: 204, the same, no second photo; elsewhere: 409', async () => {
    const account = await api.account();
    const file = await pictureFile('jpeg');
    const url = await started(account.id, file.length);
    const last = await patch(url, account.id, 0, file);
    expect(last.status).toBe(204);
    const photoId = last.headers.get('upload-photo-id');
    expect(photoId).toMatch(/^[0-9a-f-]{36}$/);

    const finished = await head(url, account.id);
    expect(finished.status).toBe(200);
    expect(tusHeaders(finished)).toEqual({
      location: null,
      'upload-offset': String(file.length),
      'upload-length': String(file.length),
      'upload-photo-id': photoId,
    });
    const again = await patch(url, account.id, file.length, new Uint8Array(0));
    expect(again.status).toBe(204);
    expect(tusHeaders(again)).toMatchObject({ 'upload-offset': String(file.length), 'upload-photo-id': photoId });
    expect((await patch(url, account.id, 0, file)).status).toBe(409);
    expect((await libraryOf(account.id)).map((photo) => photo.imageId)).toEqual([photoId]);
  });

  it("answers 404 to another account's HEAD and PATCH of it", async () => {
    const owner = await api.account();
    const other = await api.account();
    const file = await pictureFile('jpeg');
    const { url } = await tusUpload(host, owner.id, file, 'mine.jpg');
    expect((await head(url, other.id)).status).toBe(404);
    const patched = await patch(url, other.id, file.length, new Uint8Array(0));
    expect(patched.status).toBe(404);
    expect(patched.headers.get('upload-photo-id')).toBeNull();
    expect(await libraryOf(other.id)).toEqual([]);
    expect((await head(url, owner.id)).status).toBe(200);
  });

  it('is forgotten 24 hours after it finished: HEAD 404, and the sweep removes it', async () => {
    const account = await api.account();
    const { url } = await tusUpload(host, account.id, await pictureFile('jpeg'), 'old.jpg');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + UPLOAD_EXPIRY_MS - 60_000);
    expect((await head(url, account.id)).status).toBe(200);
    vi.setSystemTime(Date.now() + 120_000);
    expect((await head(url, account.id)).status).toBe(404);
    ExpiredUploadsRemoved.parse((await call(app, { method: 'DELETE', url: '/__sandbox/uploads/expired' })).body);
    vi.useRealTimers();
    // gone from the table, not only out of date
    expect((await head(url, account.id)).status).toBe(404);
  });
});

describe('a lost final answer, resumed with tus-js-client, gives the photo once', () => {
  for (const kind of ['json', 'schema'] as const) {
    it(`retried after a '${kind}' final answer: tus-js-client's HEAD finds it finished, with the photo id`, async () => {
      const account = await api.account();
      const file = await pictureFile('jpeg', { width: 800, height: 600 });
      await addFault({ method: 'PATCH', path: PATCHES, malformed: kind, times: 1 });
      const { photoId } = await tusUpload(host, account.id, file, 'once.jpg', { retryDelays: [0, 100] });
      const library = await libraryOf(account.id);
      expect(library.map((photo) => photo.imageId)).toEqual([photoId]);
    });
  }

  it('given up after the lost answer, then started again on the same upload (Try again): one photo', async () => {
    const account = await api.account();
    const file = await pictureFile('jpeg', { width: 800, height: 600 });
    await addFault({ path: PATCHES, malformed: 'json', times: 1 });
    let uploadUrl = '';
    const failure = await new Promise<unknown>((resolve) => {
      const upload = new tus.Upload(file, {
        endpoint: uploadEndpoint(host),
        headers: bearer(account.id),
        metadata: { filename: 'again.jpg', filetype: 'image/jpeg' },
        retryDelays: null,
        onSuccess: () => resolve(null),
        onError: (error) => {
          uploadUrl = upload.url ?? '';
          resolve(error);
        },
      });
      upload.start();
    });
    expect(String(failure)).toContain('invalid or missing offset value');
    expect(await libraryOf(account.id)).toHaveLength(1);

    const { photoId } = await tusUpload(host, account.id, file, 'again.jpg', { uploadUrl });
    expect((await libraryOf(account.id)).map((photo) => photo.imageId)).toEqual([photoId]);
  });
});
