import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Download, DownloadList, DownloadUrl, MAX_DOWNLOAD_PHOTOS, TOO_MANY_PHOTOS_MESSAGE, type DownloadItem } from '@schemas/downloads';
import { ImagePage, type Image } from '@schemas/photos';
import { DownloadPushMessage, PUSH_AUTHENTICATED } from '@schemas/push';
import type { Db } from '../../../sandbox/db/db';
import { insertDownload } from '../../../sandbox/downloads/store';
import { albumClient } from './albums-harness';
import { bearer, call, settledArchive, startSandboxWithDb } from './harness';
import { listen, openPush, type PushClient } from './push-client';
import { readZip } from './zip-reader';

// The download service and its push messages (docs/PHOTOS.md "Downloads and push socket"): an
// archive of the chosen photos built in the background, announced started then finished on the
// account's push socket, listed, fetched as a real zip named after the download id whose entries are
// exactly the photos' originals (repeated names made unique); a shared album's photos of both
// owners; the 100-photo limit; other accounts' photos, albums and downloads answered 404; expiry.

let app: FastifyInstance;
let db: Db;
let host: string;
let api: ReturnType<typeof albumClient>;
beforeAll(async () => {
  ({ app, db } = await startSandboxWithDb());
  host = await listen(app);
  api = albumClient(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

const service = '/api/downloads';
const send = (accountId: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(app, { method, url: `${service}${url}`, headers: bearer(accountId), ...(payload ? { payload } : {}) });

async function libraryOf(accountId: string): Promise<Image[]> {
  return ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos?limit=500', headers: bearer(accountId) })).body).images;
}

/** A push socket authenticated as the account. */
async function pushOf(accountId: string): Promise<PushClient> {
  const push = openPush(host);
  push.send(JSON.stringify({ action: 'authenticate', token: `test-token:${accountId}` }));
  await push.until((texts) => texts.includes(PUSH_AUTHENTICATED));
  return push;
}

const pushed = (texts: readonly string[]) =>
  texts.filter((text) => text !== PUSH_AUTHENTICATED).map((text) => DownloadPushMessage.parse(JSON.parse(text)));
const keysFor = (texts: readonly string[], downloadId: string) =>
  pushed(texts)
    .filter((message) => message.message.downloadId === downloadId)
    .map((message) => message.key);
const ended = (downloadId: string) => (texts: readonly string[]) =>
  keysFor(texts, downloadId).some((key) => key === 'download-finished' || key === 'download-error');

async function listOf(accountId: string): Promise<DownloadItem[]> {
  const answer = await send(accountId, 'GET', '/downloads');
  expect(answer.status, answer.raw).toBe(200);
  return DownloadList.parse(answer.body).items;
}

/** Waits until the archive is no longer building (for tests that do not listen on the socket). */
const settled = (accountId: string, downloadId: string) => settledArchive(app, accountId, downloadId);

/** The finished archive's zip, fetched through its URL as a browser would (no token). */
async function fetchZip(accountId: string, downloadId: string) {
  const answer = await send(accountId, 'GET', `/downloads/${downloadId}/url`);
  expect(answer.status, answer.raw).toBe(200);
  const url = new URL(DownloadUrl.parse(answer.body).url);
  const file = await app.inject({ method: 'GET', url: url.pathname });
  return { url, file, zip: file.statusCode === 200 ? readZip(file.rawPayload) : null };
}

const originalOf = async (image: Image) => (await app.inject({ method: 'GET', url: new URL(image.url).pathname })).rawPayload;

describe('POST downloads', () => {
  it('builds a zip of exactly the chosen photos, announced started then finished, listed and served under the download id', async () => {
    const account = await api.account({ photos: 6 });
    const push = await pushOf(account.id);
    const chosen = (await libraryOf(account.id)).slice(1, 5);
    const created = await send(account.id, 'POST', '/downloads', { name: 'Holiday', photos: chosen.map((p) => ({ photoId: p.imageId })) });
    expect(created.status, created.raw).toBe(201);
    const download = Download.parse(created.body);
    expect(download).toEqual({ id: download.id, name: 'Holiday', photos: chosen.map((p) => ({ photoId: p.imageId })) });

    await push.until(ended(download.id));
    expect(keysFor(push.texts, download.id)).toEqual(['download-started', 'download-finished']);
    expect(pushed(push.texts)[0]).toMatchObject({ message: { userId: account.id, downloadId: download.id } });

    const [item] = await listOf(account.id);
    expect(item).toMatchObject({ id: download.id, name: 'Holiday', state: 'finished', photosCount: 4 });
    const { url, file, zip } = await fetchZip(account.id, download.id);
    expect(url.pathname.endsWith(`/${download.id}.zip`)).toBe(true);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${download.id}.zip"`);
    expect(file.rawPayload.length).toBe(item?.size);
    expect(Date.parse(item?.expires ?? '') - Date.parse(item?.finished ?? '')).toBe(24 * 60 * 60 * 1000);
    expect(zip?.entries.map((entry) => entry.name)).toEqual(chosen.map((p) => p.localFileName));
    // zip64 is on: the end records are zip64 ones (an entry gets its zip64 fields past 4 GB)
    expect(zip?.zip64End).toBe(true);
    for (const [index, image] of chosen.entries()) expect(zip?.entries[index]?.data.equals(await originalOf(image))).toBe(true);
    push.close();
  });

  it('hands a socket opened after the build the messages it missed', async () => {
    const account = await api.account({ photos: 2 });
    const [photo] = await libraryOf(account.id);
    const download = Download.parse(
      (await send(account.id, 'POST', '/downloads', { name: 'Late', photos: [{ photoId: photo?.imageId }] })).body,
    );
    expect((await settled(account.id, download.id)).state).toBe('finished');
    const push = await pushOf(account.id);
    await push.until(ended(download.id));
    expect(keysFor(push.texts, download.id)).toEqual(['download-started', 'download-finished']);
    push.close();
  });

  it('holds an account’s builds after download-started with the test tool POST /__sandbox/archive-builds, until released', async () => {
    const account = await api.account({ photos: 2 });
    const other = await api.account({ photos: 1 });
    const hold = (accountId: string, held: boolean) =>
      call(app, { method: 'POST', url: '/__sandbox/archive-builds', payload: { accountId, held } });
    expect((await hold(account.id, true)).body).toEqual({ held: true, waiting: 0 });
    const push = await pushOf(account.id);
    const [photo] = await libraryOf(account.id);
    const download = Download.parse(
      (await send(account.id, 'POST', '/downloads', { name: 'Held', photos: [{ photoId: photo?.imageId }] })).body,
    );
    await push.until((texts) => keysFor(texts, download.id).includes('download-started'));
    // another account's build is not held
    const [otherPhoto] = await libraryOf(other.id);
    const otherDownload = Download.parse(
      (await send(other.id, 'POST', '/downloads', { name: 'Free', photos: [{ photoId: otherPhoto?.imageId }] })).body,
    );
    expect((await settled(other.id, otherDownload.id)).state).toBe('finished');
    expect((await hold(account.id, true)).body).toEqual({ held: true, waiting: 1 });
    expect((await listOf(account.id))[0]).toMatchObject({ id: download.id, state: 'building' });
    expect(keysFor(push.texts, download.id)).toEqual(['download-started']);

    expect((await hold(account.id, false)).body).toEqual({ held: false, waiting: 0 });
    await push.until(ended(download.id));
    expect(keysFor(push.texts, download.id)).toEqual(['download-started', 'download-finished']);
    expect((await call(app, { method: 'POST', url: '/__sandbox/archive-builds', payload: { accountId: account.id } })).status).toBe(400);
    push.close();
  });

  it('makes repeated file names unique (name (2).jpg) and puts a photo named twice in once', async () => {
    const account = await api.account({ photos: 4 });
    const photos = await libraryOf(account.id);
    await db.query(`UPDATE photos SET local_file_name = 'beach.jpg' WHERE account_id = $1`, [account.id]);
    const ids = photos.map((p) => ({ photoId: p.imageId }));
    const download = Download.parse((await send(account.id, 'POST', '/downloads', { name: 'Beach', photos: [...ids, ids[0]] })).body);
    expect(download.photos).toEqual(ids);
    await settled(account.id, download.id);
    const { zip } = await fetchZip(account.id, download.id);
    expect(zip?.entries.map((entry) => entry.name)).toEqual(['beach.jpg', 'beach (2).jpg', 'beach (3).jpg', 'beach (4).jpg']);
  });

  it(`refuses more than ${MAX_DOWNLOAD_PHOTOS} photos (400, the spec's words) and none`, async () => {
    const account = await api.account({ photos: 1 });
    const photos = Array.from({ length: MAX_DOWNLOAD_PHOTOS + 1 }, () => ({ photoId: randomUUID() }));
    const tooMany = await send(account.id, 'POST', '/downloads', { name: 'Too many', photos });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: `photos: ${TOO_MANY_PHOTOS_MESSAGE}` });
    expect((await send(account.id, 'POST', '/downloads', { name: 'None', photos: [] })).status).toBe(400);
    expect((await send(account.id, 'POST', '/downloads', { name: '', photos: photos.slice(0, 1) })).status).toBe(400);
    expect(await listOf(account.id)).toEqual([]);
  });

  it("answers another account's photo as unknown (404) and builds nothing", async () => {
    const [mine, theirs] = [await api.account({ photos: 1 }), await api.account({ photos: 1 })];
    const [own] = await libraryOf(mine.id);
    const [other] = await libraryOf(theirs.id);
    for (const photos of [
      [{ photoId: own?.imageId }, { photoId: other?.imageId }],
      [{ photoId: 'not-a-uuid' }],
      [{ photoId: own?.imageId, ownerId: theirs.id }],
    ]) {
      const answer = await send(mine.id, 'POST', '/downloads', { name: 'Mixed', photos });
      expect(answer.status, answer.raw).toBe(404);
      expect(answer.body).toMatchObject({ message: expect.stringContaining('Photo not found') });
    }
    expect(await listOf(mine.id)).toEqual([]);
  });
});

describe('POST /shared-album-downloads', () => {
  it('lets the owner and a participant download photos of both owners; access is checked by the album', async () => {
    const [owner, participant, stranger] = [
      await api.account({ photos: 3 }),
      await api.account({ photos: 3 }),
      await api.account({ photos: 1 }),
    ];
    const albumId = await api.share({
      owner: owner.email,
      name: 'Lake weekend',
      photos: 2,
      participants: [{ email: participant.email, photos: 2 }],
    });
    const { images } = await api.allPhotos(participant.id, `${api.shared}/${albumId}/photos`);
    expect(new Set(images.map((image) => image.ownerId))).toEqual(new Set([owner.id, participant.id]));
    const photos = images.map((image) => ({ photoId: image.imageId, ownerId: image.ownerId }));

    for (const caller of [participant, owner]) {
      const created = await send(caller.id, 'POST', '/shared-album-downloads', { albumId, photos });
      expect(created.status, created.raw).toBe(201);
      const download = Download.parse(created.body);
      expect(download.name).toBe('Lake weekend');
      expect((await settled(caller.id, download.id)).state).toBe('finished');
      const { zip } = await fetchZip(caller.id, download.id);
      expect(zip?.entries).toHaveLength(4);
      for (const [index, image] of images.entries()) expect(zip?.entries[index]?.data.equals(await originalOf(image))).toBe(true);
    }

    // a stranger: the album is unknown; a photo outside the album or with the wrong owner: unknown
    const refused = await send(stranger.id, 'POST', '/shared-album-downloads', { albumId, photos });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Album not found' });
    const [outside] = (await libraryOf(participant.id)).filter((image) => !images.some((i) => i.imageId === image.imageId));
    const notInAlbum = await send(participant.id, 'POST', '/shared-album-downloads', {
      albumId,
      photos: [{ photoId: outside?.imageId, ownerId: participant.id }],
    });
    expect(notInAlbum.status).toBe(404);
    const wrongOwner = await send(participant.id, 'POST', '/shared-album-downloads', {
      albumId,
      photos: photos.map((photo) => ({ ...photo, ownerId: stranger.id })),
    });
    expect(wrongOwner.status).toBe(404);
    expect(await listOf(stranger.id)).toEqual([]);
  });
});

describe('GET /downloads and GET /downloads/{id}/url', () => {
  it("lists only the caller's archives; another account's download id is unknown (404)", async () => {
    const [mine, theirs] = [await api.account({ photos: 1 }), await api.account({ photos: 1 })];
    const [photo] = await libraryOf(theirs.id);
    const download = Download.parse(
      (await send(theirs.id, 'POST', '/downloads', { name: 'Theirs', photos: [{ photoId: photo?.imageId }] })).body,
    );
    await settled(theirs.id, download.id);
    expect(await listOf(mine.id)).toEqual([]);
    const answer = await send(mine.id, 'GET', `/downloads/${download.id}/url`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Download not found' });
    expect((await send(mine.id, 'GET', `/downloads/${randomUUID()}/url`)).status).toBe(404);
  });

  it('answers 409 for an archive still being built', async () => {
    const account = await api.account({ photos: 1 });
    const downloadId = randomUUID();
    await insertDownload(db, {
      downloadId,
      accountId: account.id,
      name: 'Pending',
      photos: [{ photoId: randomUUID() }],
      fileKey: `k${downloadId}`,
      at: new Date(),
    });
    const answer = await send(account.id, 'GET', `/downloads/${downloadId}/url`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'The archive is still being built' });
    expect((await listOf(account.id))[0]).toMatchObject({ state: 'building', size: null, finished: null, expires: null });
  });

  it('removes an archive past its expiry: listed as expired, its file gone, its URL 410 and its link 404', async () => {
    const account = await api.account({ photos: 1 });
    const [photo] = await libraryOf(account.id);
    const download = Download.parse(
      (await send(account.id, 'POST', '/downloads', { name: 'Old', photos: [{ photoId: photo?.imageId }] })).body,
    );
    await settled(account.id, download.id);
    const { url } = await fetchZip(account.id, download.id);
    const { rows } = await db.query<{ file_key: string }>('SELECT file_key FROM downloads WHERE download_id = $1', [download.id]);
    const fileKey = rows[0]?.file_key ?? '';
    const onDisk = () =>
      readdirSync(tmpdir())
        .filter((dir) => dir.startsWith('my-account-downloads-'))
        .some((dir) => existsSync(join(tmpdir(), dir, `${fileKey}.zip`)));
    expect(onDisk()).toBe(true);

    await db.query(`UPDATE downloads SET expires_at = now() - interval '1 second' WHERE download_id = $1`, [download.id]);
    expect((await listOf(account.id))[0]).toMatchObject({ id: download.id, state: 'expired' });
    expect(onDisk()).toBe(false);
    expect((await send(account.id, 'GET', `/downloads/${download.id}/url`)).status).toBe(410);
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });

  it('sees the fault switch on the new routes', async () => {
    const account = await api.account({ photos: 1 });
    await call(app, {
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: `${service}/downloads`, method: 'GET', status: 503, times: 1 },
    });
    expect((await send(account.id, 'GET', '/downloads')).status).toBe(503);
    expect((await send(account.id, 'GET', '/downloads')).status).toBe(200);
  });
});
