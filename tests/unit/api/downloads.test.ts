// The download service's edge against a real local HTTP server: the paths and bodies the contract
// names, answers parsed with it, the 100-photo limit checked before sending, the error model on a
// building (409) or expired (410) archive, and push messages parsed or ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_DOWNLOAD_PHOTOS } from '@schemas/downloads';
import { parsePushMessage } from '@schemas/push';
import { createDownloadsApi } from '@/api/downloads';
import { createServiceClient, HttpError, ParseError } from '@/api/http';
import {
  fixtureActivationPush,
  fixtureDownload,
  fixtureDownloadItem,
  fixtureDownloadPush,
  FIXTURE_DOWNLOAD_ID,
} from '../../fixtures/downloadsApi';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function api(handler: Handler) {
  server = await startServer(handler);
  const client = createServiceClient({ baseUrl: '/api/downloads', origin: server.origin, timeoutMs: 2_000, retryLimit: 0 });
  return { downloads: createDownloadsApi(client), server };
}

const photoIds = fixtureDownload().photos.map((photo) => photo.photoId);

describe('downloads edge', () => {
  it('creates an archive of own photos with POST downloads and hands over the answer', async () => {
    const { downloads, server } = await api(() => ({ status: 201, json: fixtureDownload() }));
    expect(await downloads.createDownload('Holiday', photoIds)).toEqual(fixtureDownload());
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/downloads/downloads' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ name: 'Holiday', photos: photoIds.map((photoId) => ({ photoId })) });
  });

  it('creates a shared album download with the album id and each photo with its owner', async () => {
    const photos = photoIds.map((photoId, index) => ({ photoId, ownerId: `owner-${index}` }));
    const answer = fixtureDownload({ name: 'Lake weekend', photos });
    const { downloads, server } = await api(() => ({ status: 201, json: answer }));
    expect(await downloads.createSharedAlbumDownload('album-1', photos)).toEqual(answer);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/downloads/shared-album-downloads' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ albumId: 'album-1', photos });
  });

  it(`refuses more than ${MAX_DOWNLOAD_PHOTOS} photos before sending anything`, async () => {
    const { downloads, server } = await api(() => ({ status: 201, json: fixtureDownload() }));
    const tooMany = Array.from({ length: MAX_DOWNLOAD_PHOTOS + 1 }, (_, i) => `photo-${i}`);
    await expect(downloads.createDownload('Too many', tooMany)).rejects.toThrow('Up to 100 photos can be downloaded at a time');
    expect(server.requests).toEqual([]);
  });

  it('lists the archives as items and refuses a list the contract does not know', async () => {
    const items = [
      fixtureDownloadItem(),
      fixtureDownloadItem({ id: '7a1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', state: 'building', size: null, finished: null, expires: null }),
    ];
    const { downloads, server } = await api((_request, index) =>
      index === 0 ? { status: 200, json: { items } } : { status: 200, json: { items: [{ ...items[0], state: 'ready' }] } },
    );
    expect(await downloads.listDownloads()).toEqual(items);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/downloads/downloads' });
    await expect(downloads.listDownloads()).rejects.toBeInstanceOf(ParseError);
  });

  it('answers a finished archive’s URL; 409 while building and 410 once expired are HttpErrors with their status', async () => {
    const url = `http://localhost/api/downloads/archives/key/${FIXTURE_DOWNLOAD_ID}.zip`;
    const { downloads, server } = await api(
      (_request, index) =>
        [
          { status: 200, json: { url } },
          { status: 409, json: { message: 'The archive is still being built' } },
          { status: 410, json: { message: 'The archive has expired' } },
        ][index] ?? { status: 500, json: {} },
    );
    expect(await downloads.getDownloadUrl(FIXTURE_DOWNLOAD_ID)).toBe(url);
    await expect(downloads.getDownloadUrl(FIXTURE_DOWNLOAD_ID)).rejects.toMatchObject({ status: 409 });
    const expired = await downloads.getDownloadUrl(FIXTURE_DOWNLOAD_ID).catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(HttpError);
    expect(expired).toMatchObject({ status: 410, text: JSON.stringify({ message: 'The archive has expired' }) });
    expect(server.requests.map((request) => request.url)).toEqual(Array(3).fill(`/api/downloads/downloads/${FIXTURE_DOWNLOAD_ID}/url`));
  });
});

describe('push messages', () => {
  it('parses download and activation messages', () => {
    for (const message of [
      fixtureDownloadPush('download-started'),
      fixtureDownloadPush('download-finished'),
      fixtureDownloadPush('download-error'),
      fixtureActivationPush('import-finished'),
    ])
      expect(parsePushMessage(JSON.stringify(message))).toEqual(message);
  });

  it('ignores what is not a push message (null): OK, other JSON, unknown keys, a bad id', () => {
    expect(parsePushMessage('OK')).toBeNull();
    expect(parsePushMessage('{"hello":1}')).toBeNull();
    expect(parsePushMessage(JSON.stringify({ ...fixtureDownloadPush('download-started'), key: 'download-paused' }))).toBeNull();
    expect(parsePushMessage(JSON.stringify({ ...fixtureDownloadPush('download-started'), id: 'not-a-uuid' }))).toBeNull();
  });
});
