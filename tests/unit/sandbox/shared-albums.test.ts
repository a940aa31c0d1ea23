import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SharedAlbum, SharedAlbumPeople, SHARED_ALBUMS_PAGE_SIZE } from '@schemas/albums';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { DEMO_ALBUMS } from '../../../sandbox/seed/albums';
import { albumClient } from './albums-harness';
import { call, startSandbox } from './harness';

// Shared albums (docs/PHOTOS.md "Albums"): the albums shared with the caller, an album read by its
// owner and participants, images carrying the account that added them, the owner's delete (for
// everyone) against a participant's (they leave, their photos with them), ownership on every album
// route, the sandbox's shared-album tool, the seed, and the fault switch on the new routes.

let app: FastifyInstance;
let api: ReturnType<typeof albumClient>;
beforeAll(async () => {
  app = await startSandbox();
  api = albumClient(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

/** An owner with 5 photos in an album shared with a participant who added 3, and a stranger. */
async function sharedAlbum() {
  const [owner, participant, stranger] = [
    await api.account({ photos: 6 }),
    await api.account({ photos: 4 }),
    await api.account({ photos: 1 }),
  ];
  const albumId = await api.share({
    owner: owner.email,
    name: 'Lake weekend',
    photos: 5,
    participants: [{ email: participant.email, photos: 3 }],
  });
  return { owner, participant, stranger, albumId, path: `${api.shared}/${albumId}` };
}

describe('GET /shared-albums', () => {
  it('lists the albums shared with the caller, not its own, newest first in pages', async () => {
    const owner = await api.account();
    const participant = await api.account();
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      made.unshift(
        await api.share({ owner: owner.email, name: `Shared ${i}`, photos: 1, participants: [{ email: participant.email, photos: 0 }] }),
      );
    }
    const { albums, sizes } = await api.allAlbums((cursor) => api.sharedPage(participant.id, { cursor, limit: 2 }));
    expect(sizes).toEqual([2, 1]);
    expect(albums.map((album) => album.albumId)).toEqual(made);
    expect(albums[0]).toMatchObject({ albumName: 'Shared 2', ownerId: owner.id, photosCount: 1 });
    expect(albums[0]?.coverPhoto).not.toBeNull();
    expect((await api.sharedPage(owner.id)).albums).toEqual([]);
    expect((await api.sharedPage(participant.id)).albums).toHaveLength(3);
  });

  it('answers 400 for a cursor it cannot read and a limit above the page size', async () => {
    const account = await api.account();
    for (const query of ['cursor=abc', `limit=${SHARED_ALBUMS_PAGE_SIZE + 1}`]) {
      expect((await api.send(account.id, 'GET', `${api.shared}?${query}`)).status, query).toBe(400);
    }
  });
});

describe('a shared album', () => {
  it('is read by its owner and participants alike, with the people on it, and images carrying who added them', async () => {
    const { owner, participant, path, albumId } = await sharedAlbum();
    for (const reader of [owner, participant]) {
      const album = SharedAlbum.parse((await api.send(reader.id, 'GET', path)).body);
      expect(album).toMatchObject({ albumId, albumName: 'Lake weekend', ownerId: owner.id, photosCount: 8 });
      const people = SharedAlbumPeople.parse((await api.send(reader.id, 'GET', `${path}/participants`)).body);
      expect(people).toEqual({
        owner: { id: owner.id, email: owner.email },
        participants: [{ id: participant.id, email: participant.email }],
      });
      const { images } = await api.allPhotos(reader.id, `${path}/photos`, { limit: 3 });
      expect(images.filter((image) => image.ownerId === owner.id)).toHaveLength(5);
      expect(images.filter((image) => image.ownerId === participant.id)).toHaveLength(3);
      // added last: the participant's photos come first by created, and one of them is the cover
      expect(images.slice(0, 3).every((image) => image.ownerId === participant.id)).toBe(true);
      expect(album.coverPhoto?.imageId).toBe(images[0]?.imageId);
    }
    const byTaken = await api.allPhotos(participant.id, `${path}/photos`, { sortKey: 'dateTaken', sortOrder: 'asc' });
    expect(byTaken.images).toHaveLength(8);
  });

  it("is the owner's own album too (isShared), left out of their list with displaySharedData=false, and counted for both", async () => {
    const { owner, participant, albumId } = await sharedAlbum();
    expect(await api.album(owner.id, albumId)).toMatchObject({ isShared: true, photosCount: 8, userId: owner.id });
    expect((await api.albumPage(owner.id, { displaySharedData: 'false' })).albums).toEqual([]);
    expect(await api.summary(owner.id)).toMatchObject({ albumsCount: 1, readAlbumsCount: 0, grantedAlbumsCount: 1 });
    expect(await api.summary(participant.id)).toMatchObject({ albumsCount: 0, readAlbumsCount: 1, grantedAlbumsCount: 0 });
  });

  it('answers 404 to a stranger on every shared-album route, and to a participant on every album route', async () => {
    const { participant, stranger, albumId } = await sharedAlbum();
    const sharedRoutes = app.routeList.filter((route) => route.url.startsWith(`${api.shared}/:id`) && route.method !== 'HEAD');
    expect(sharedRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      ['DELETE /:id', 'GET /:id', 'GET /:id/participants', 'GET /:id/photos'].map((r) => r.replace('/:id', `${api.shared}/:id`)).sort(),
    );
    for (const route of sharedRoutes) {
      const answer = await api.send(stranger.id, route.method, route.url.replace(':id', albumId));
      expect(`${route.method} ${route.url} → ${answer.status}`).toBe(`${route.method} ${route.url} → 404`);
    }
    const albumRoutes = app.routeList.filter((route) => route.url.startsWith(`${api.photos}/albums/:id`) && route.method !== 'HEAD');
    expect(albumRoutes).toHaveLength(6);
    const [theirPhoto] = (await api.photoPage(participant.id, `${api.photos}/photos`)).images;
    for (const reader of [participant, stranger]) {
      for (const route of albumRoutes) {
        const body =
          route.method === 'PATCH'
            ? { name: 'Mine now' }
            : route.url.endsWith('/photos') && route.method !== 'GET'
              ? { photoIds: [theirPhoto?.imageId] }
              : undefined;
        const answer = await api.send(reader.id, route.method, route.url.replace(':id', albumId), body);
        expect(`${route.method} ${route.url} → ${answer.status}`).toBe(`${route.method} ${route.url} → 404`);
        expect(answer.body).toEqual({ message: 'Album not found' });
      }
    }
    // nothing changed
    expect((await api.send(participant.id, 'GET', `${api.shared}/${albumId}`)).body).toMatchObject({
      albumName: 'Lake weekend',
      photosCount: 8,
    });
    // an unknown or malformed id is as unknown
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await api.send(participant.id, 'GET', `${api.shared}/${id}`)).status).toBe(404);
      expect((await api.send(participant.id, 'GET', `${api.photos}/albums/${id}`)).status).toBe(404);
    }
  });
});

describe('DELETE /shared-albums/{id}', () => {
  it("by a participant: they lose access and the photos they added leave the album; the owner's stay, and both libraries keep theirs", async () => {
    const { owner, participant, albumId, path } = await sharedAlbum();
    expect((await api.send(participant.id, 'DELETE', path)).status).toBe(204);
    expect((await api.send(participant.id, 'GET', path)).status).toBe(404);
    expect((await api.sharedPage(participant.id)).albums).toEqual([]);
    const album = await api.album(owner.id, albumId);
    expect(album).toMatchObject({ photosCount: 5, isShared: false });
    const { images } = await api.allPhotos(owner.id, `${api.photos}/albums/${albumId}/photos`);
    expect(images).toHaveLength(5);
    expect(album.coverPhoto?.imageId).toBe(images[0]?.imageId);
    expect(await api.summary(participant.id)).toMatchObject({ photosCount: 4, readAlbumsCount: 0 });
    expect(await api.summary(owner.id)).toMatchObject({ photosCount: 6, albumsCount: 1, grantedAlbumsCount: 0 });
  });

  it('by the owner: the album is gone for everyone, the photos stay in the libraries', async () => {
    const { owner, participant, albumId, path } = await sharedAlbum();
    expect((await api.send(owner.id, 'DELETE', path)).status).toBe(204);
    for (const reader of [owner, participant]) expect((await api.send(reader.id, 'GET', path)).status).toBe(404);
    expect((await api.send(owner.id, 'GET', `${api.photos}/albums/${albumId}`)).status).toBe(404);
    expect(await api.summary(owner.id)).toMatchObject({ photosCount: 6, albumsCount: 0, grantedAlbumsCount: 0 });
    expect(await api.summary(participant.id)).toMatchObject({ photosCount: 4, readAlbumsCount: 0 });
  });

  it("a participant's photo deleted from their library leaves the shared album too", async () => {
    const { owner, participant, path } = await sharedAlbum();
    const theirs = (await api.allPhotos(owner.id, `${path}/photos`)).images.filter((image) => image.ownerId === participant.id);
    expect((await api.send(participant.id, 'DELETE', `${api.photos}/photos/${theirs[0]?.imageId ?? ''}`)).status).toBe(204);
    expect(SharedAlbum.parse((await api.send(owner.id, 'GET', path)).body).photosCount).toBe(7);
  });
});

describe('POST /__sandbox/shared-albums', () => {
  it('refuses an unknown e-mail (404), the owner among the participants and a participant twice (400)', async () => {
    const [owner, participant] = [await api.account(), await api.account()];
    const post = (payload: object) => call(app, { method: 'POST', url: '/__sandbox/shared-albums', payload });
    const unknown = await post({ owner: owner.email, name: 'x', photos: 0, participants: [{ email: 'nobody@example.com', photos: 0 }] });
    expect(unknown).toMatchObject({ status: 404, body: { message: expect.stringContaining('nobody@example.com') } });
    const itself = await post({
      owner: owner.email,
      name: 'x',
      photos: 0,
      participants: [{ email: owner.email.toUpperCase(), photos: 0 }],
    });
    expect(itself.status).toBe(400);
    const twice = await post({
      owner: owner.email,
      name: 'x',
      photos: 0,
      participants: [participant, participant].map((p) => ({ email: p.email, photos: 0 })),
    });
    expect(twice.status).toBe(400);
    expect((await post({ owner: owner.email, name: '', photos: 0, participants: [{ email: participant.email, photos: 0 }] })).status).toBe(
      400,
    );
    expect(await api.summary(owner.id)).toMatchObject({ albumsCount: 0, grantedAlbumsCount: 0 });
  });
});

describe('the fault switch', () => {
  it('applies to album and shared-album routes: a status, latency and a malformed body', async () => {
    const fault = (rule: object) => call(app, { method: 'POST', url: '/__sandbox/faults', payload: rule });
    const albums = `${api.photos}/albums`;
    await fault({ path: albums, method: 'GET', status: 500, times: 1 });
    expect((await api.send(SEED_IDS.demo, 'GET', albums)).status).toBe(500);
    expect((await api.send(SEED_IDS.demo, 'GET', albums)).status).toBe(200);
    await fault({ path: `${albums}/*`, method: 'POST', status: 503, times: 1 });
    expect((await api.send(SEED_IDS.demo, 'POST', `${albums}/${randomUUID()}/photos`, { photoIds: [randomUUID()] })).status).toBe(503);
    await fault({ path: `${api.shared}*`, latencyMs: 300, times: 1 });
    const started = performance.now();
    expect((await api.send(SEED_IDS.demo, 'GET', api.shared)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await fault({ path: api.shared, malformed: 'json', times: 1 });
    const broken = await app.inject({ method: 'GET', url: api.shared, headers: { authorization: `Bearer test-token:${SEED_IDS.demo}` } });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe('{"broken":');
  });
});

// Last: demo leaves the seeded album friend shared with it (the seed is not read after this).
describe('the seeded shared albums', () => {
  it("friend's album shared with demo holds photos of both; when demo leaves, friend's photos stay", async () => {
    const shared = await api.sharedPage(SEED_IDS.demo);
    expect(shared.albums.map((album) => [album.albumName, album.ownerId])).toEqual([[DEMO_ALBUMS.sharedByFriend, SEED_IDS.friend]]);
    const albumId = shared.albums[0]?.albumId ?? '';
    const path = `${api.shared}/${albumId}`;
    const { images } = await api.allPhotos(SEED_IDS.demo, `${path}/photos`);
    expect(images.filter((image) => image.ownerId === SEED_IDS.friend)).toHaveLength(10);
    expect(images.filter((image) => image.ownerId === SEED_IDS.demo)).toHaveLength(6);
    const demosOwn = await api.sharedPage(SEED_IDS.friend);
    expect(demosOwn.albums.map((album) => [album.albumName, album.ownerId])).toEqual([[DEMO_ALBUMS.sharedByDemo, SEED_IDS.demo]]);

    expect((await api.send(SEED_IDS.demo, 'DELETE', path)).status).toBe(204);
    const after = await api.allPhotos(SEED_IDS.friend, `${path}/photos`);
    expect(after.images).toHaveLength(10);
    expect(after.images.every((image) => image.ownerId === SEED_IDS.friend)).toBe(true);
    expect((await api.summary(SEED_IDS.demo)).photosCount).toBe(2_000);
  });
});
