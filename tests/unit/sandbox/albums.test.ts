import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_NAME_MESSAGES, Album, ALBUMS_FIRST_PAGE_SIZE, ALBUMS_PAGE_SIZE } from '@schemas/albums';
import { FailedList, ImagePage, type Image } from '@schemas/photos';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { DEMO_ALBUMS } from '../../../sandbox/seed/albums';
import { albumClient } from './albums-harness';
import { startSandbox } from './harness';

// Own albums on the photo service (docs/PHOTOS.md "Albums"): the seed, create (a retry is safe, an
// own id misused is 409, another account's is 404), rename, delete (photos stay), the list's keyset pages, an album's photos by
// both sorts, adding and removing in batches, and photos deleted from the library leaving albums.

let app: FastifyInstance;
let api: ReturnType<typeof albumClient>;
beforeAll(async () => {
  app = await startSandbox();
  api = albumClient(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const takenMs = (image: Image) => (image.dateTaken ? Date.parse(image.dateTaken) : 0);
const ids = (images: readonly { imageId: string }[]) => images.map((image) => image.imageId);
const names = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Album ${String(i + 1).padStart(2, '0')}`, photos: 0 }));

describe('seeded albums', () => {
  it("gives demo 55 own albums (two pages), among them an empty one, one of 1, one of 30 and 'Family archive' with the whole library", async () => {
    const { albums, sizes } = await api.allAlbums((cursor, index) =>
      api.albumPage(SEED_IDS.demo, { cursor, limit: index === 0 ? ALBUMS_FIRST_PAGE_SIZE : ALBUMS_PAGE_SIZE }),
    );
    expect(sizes).toEqual([49, 6]);
    const byName = new Map(albums.map((album) => [album.albumName, album]));
    expect(byName.size).toBe(55);
    expect(byName.get(DEMO_ALBUMS.empty)).toMatchObject({ photosCount: 0, coverPhoto: null });
    expect(byName.get(DEMO_ALBUMS.single)?.photosCount).toBe(1);
    expect(byName.get(DEMO_ALBUMS.thirty)?.photosCount).toBe(30);
    const everything = byName.get(DEMO_ALBUMS.everything);
    expect(everything?.photosCount).toBe(2_000);
    expect((await api.summary(SEED_IDS.demo)).photosCount).toBe(2_000);
    // its cover is the photo added last: the most recently uploaded one
    const newest = await api.photoPage(SEED_IDS.demo, `${api.photos}/photos`, { limit: 1 });
    expect(everything?.coverPhoto?.imageId).toBe(newest.images[0]?.imageId);
    // the special albums are on the first page of the albums tab
    for (const name of Object.values(DEMO_ALBUMS).filter((n) => n !== DEMO_ALBUMS.sharedByFriend)) {
      expect(
        albums.slice(0, 49).some((album) => album.albumName === name),
        name,
      ).toBe(true);
    }
    expect(albums.every((album) => album.userId === SEED_IDS.demo)).toBe(true);
    expect(albums.filter((album) => album.isShared).map((album) => album.albumName)).toEqual([DEMO_ALBUMS.sharedByDemo]);
  });

  it('counts them in GET /users: own albums, albums shared with the account, own albums it shares', async () => {
    expect(await api.summary(SEED_IDS.demo)).toEqual({ photosCount: 2_000, albumsCount: 55, readAlbumsCount: 1, grantedAlbumsCount: 1 });
    expect(await api.summary(SEED_IDS.friend)).toEqual({ photosCount: 30, albumsCount: 1, readAlbumsCount: 1, grantedAlbumsCount: 1 });
    expect(await api.summary(SEED_IDS.business)).toEqual({ photosCount: 0, albumsCount: 0, readAlbumsCount: 0, grantedAlbumsCount: 0 });
  });
});

describe('POST /albums', () => {
  it('creates an empty album with the client-made id, its name trimmed; the same request again answers 200 with the id', async () => {
    const account = await api.account();
    const albumId = randomUUID();
    const first = await api.send(account.id, 'POST', `${api.photos}/albums`, { albumId, albumName: '  Summer 2026 ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ albumId });
    const retry = await api.send(account.id, 'POST', `${api.photos}/albums`, { albumId, albumName: 'Summer 2026' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ albumId });
    const album = await api.album(account.id, albumId);
    expect(album).toMatchObject({
      albumId,
      albumName: 'Summer 2026',
      photosCount: 0,
      coverPhoto: null,
      userId: account.id,
      isShared: false,
    });
    expect(album.updated).toBe(album.created);
    expect((await api.summary(account.id)).albumsCount).toBe(1);
  });

  it("answers 409 for an own id used with another name, 404 for another account's id (as for an unknown album), and changes nothing", async () => {
    const [owner, other] = [await api.account(), await api.account()];
    const albumId = await api.create(owner.id, 'Mine');
    const renamed = await api.send(owner.id, 'POST', `${api.photos}/albums`, { albumId, albumName: 'Another name' });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ message: expect.stringContaining('already exists') });
    for (const albumName of ['Mine', 'Another name']) {
      const stolen = await api.send(other.id, 'POST', `${api.photos}/albums`, { albumId, albumName });
      expect(stolen.status, albumName).toBe(404);
      expect(stolen.body).toEqual({ message: 'Album not found' });
      const unknown = await api.send(other.id, 'GET', `${api.photos}/albums/${albumId}`);
      expect(stolen.body).toEqual(unknown.body);
    }
    expect((await api.album(owner.id, albumId)).albumName).toBe('Mine');
    expect((await api.summary(other.id)).albumsCount).toBe(0);
  });

  it("refuses a bad name with the spec's messages, and a missing or malformed id", async () => {
    const account = await api.account();
    const create = (body: object) => api.send(account.id, 'POST', `${api.photos}/albums`, body);
    const cases: [string, string][] = [
      ['', ALBUM_NAME_MESSAGES.required],
      ['   ', ALBUM_NAME_MESSAGES.invalid],
      ['Summer <b>', ALBUM_NAME_MESSAGES.invalid],
      ['a;b', ALBUM_NAME_MESSAGES.invalid],
      ['x'.repeat(101), ALBUM_NAME_MESSAGES.invalid],
      ['tab\there', ALBUM_NAME_MESSAGES.invalid],
    ];
    for (const [albumName, message] of cases) {
      const answer = await create({ albumId: randomUUID(), albumName });
      expect(answer.status, albumName).toBe(400);
      expect(answer.body).toEqual({ message: `albumName: ${message}` });
    }
    expect((await create({ albumId: 'not-a-uuid', albumName: 'Fine' })).status).toBe(400);
    expect((await create({ albumName: 'Fine' })).status).toBe(400);
    expect((await api.summary(account.id)).albumsCount).toBe(0);
  });
});

describe('PATCH and DELETE /albums/{id}', () => {
  it('renames an album and answers it; a bad name is refused and leaves it as it was', async () => {
    const account = await api.account({ albums: [{ name: 'Holiday', photos: 3 }] });
    const [album] = (await api.albumPage(account.id)).albums;
    if (!album) throw new Error('no album');
    const answer = await api.send(account.id, 'PATCH', `${api.photos}/albums/${album.albumId}`, { name: ' Holiday in Crete ' });
    expect(answer.status).toBe(200);
    const renamed = Album.parse(answer.body);
    expect(renamed).toMatchObject({ albumId: album.albumId, albumName: 'Holiday in Crete', photosCount: 3, created: album.created });
    expect(Date.parse(renamed.updated)).toBeGreaterThanOrEqual(Date.parse(album.updated));
    const refused = await api.send(account.id, 'PATCH', `${api.photos}/albums/${album.albumId}`, { name: '' });
    expect(refused).toMatchObject({ status: 400, body: { message: `name: ${ALBUM_NAME_MESSAGES.required}` } });
    expect((await api.album(account.id, album.albumId)).albumName).toBe('Holiday in Crete');
  });

  it('deletes an album and never its photos', async () => {
    const account = await api.account({ albums: [{ name: 'Keep the photos', photos: 12 }] });
    const [album] = (await api.albumPage(account.id)).albums;
    if (!album) throw new Error('no album');
    const before = await api.summary(account.id);
    expect(before).toMatchObject({ photosCount: 12, albumsCount: 1 });
    expect((await api.send(account.id, 'DELETE', `${api.photos}/albums/${album.albumId}`)).status).toBe(204);
    expect((await api.send(account.id, 'GET', `${api.photos}/albums/${album.albumId}`)).status).toBe(404);
    expect((await api.send(account.id, 'DELETE', `${api.photos}/albums/${album.albumId}`)).status).toBe(404);
    expect(await api.summary(account.id)).toMatchObject({ photosCount: 12, albumsCount: 0 });
    expect((await api.albumPage(account.id)).albums).toEqual([]);
  });
});

describe('GET /albums', () => {
  it('pages 55 albums newest first, 49 then 50, leaving out shared ones with displaySharedData=false', async () => {
    const account = await api.account({ albums: names(55) });
    const friend = await api.account();
    const sharedId = await api.share({
      owner: account.email,
      name: 'Shared one',
      photos: 2,
      participants: [{ email: friend.email, photos: 1 }],
    });
    const read = (displaySharedData: string | undefined) =>
      api.allAlbums((cursor, index) =>
        api.albumPage(account.id, { cursor, displaySharedData, limit: index === 0 ? ALBUMS_FIRST_PAGE_SIZE : ALBUMS_PAGE_SIZE }),
      );
    const all = await read(undefined);
    expect(all.sizes).toEqual([49, 7]);
    // newest first: the shared album was made last, then the test albums in the order given
    expect(all.albums.map((album) => album.albumName)).toEqual(['Shared one', ...names(55).map((album) => album.name)]);
    expect(all.albums[0]).toMatchObject({ albumId: sharedId, isShared: true, photosCount: 3 });
    expect(await read('true')).toEqual(all);
    const own = await read('false');
    expect(own.sizes).toEqual([49, 6]);
    expect(own.albums).toEqual(all.albums.slice(1));
    const created = all.albums.map((album) => Date.parse(album.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('answers 400 for a cursor it cannot read, a limit above 50 and a bad displaySharedData', async () => {
    const account = await api.account({ albums: names(3) });
    const get = (query: string) => api.send(account.id, 'GET', `${api.photos}/albums?${query}`);
    for (const query of [
      'cursor=nonsense',
      `cursor=${Buffer.from('{"k":"created"}').toString('base64url')}`,
      'limit=51',
      'limit=0',
      'displaySharedData=yes',
    ]) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    // a cursor of another sort (a photo page by date taken) is refused
    const photosPage = await api.photoPage(SEED_IDS.demo, `${api.photos}/photos`, { limit: 1, sortKey: 'dateTaken' });
    expect((await get(`cursor=${photosPage.cursor ?? ''}`)).status).toBe(400);
  });
});

describe('GET /albums/{id}/photos', () => {
  it('pages an album of 600 by when each photo was added (default, newest first) and by date taken, either way, without gaps or repeats', async () => {
    const account = await api.account({ photos: 700, albums: [{ name: 'Big', photos: 600 }] });
    const [album] = (await api.albumPage(account.id)).albums;
    if (!album) throw new Error('no album');
    const path = `${api.photos}/albums/${album.albumId}/photos`;
    const byAdded = await api.allPhotos(account.id, path);
    expect(byAdded.sizes).toEqual([500, 100]);
    // added in the order they were uploaded: the library's 600 newest uploads, newest first
    const library = await api.photoPage(account.id, `${api.photos}/photos`, { limit: 500, sortKey: 'created', sortOrder: 'desc' });
    const rest = await api.photoPage(account.id, `${api.photos}/photos`, { limit: 100, cursor: library.cursor ?? '' });
    expect(ids(byAdded.images)).toEqual(ids([...library.images, ...rest.images]));
    expect(album.coverPhoto?.imageId).toBe(byAdded.images[0]?.imageId);
    const oldestAdded = await api.allPhotos(account.id, path, { sortKey: 'created', sortOrder: 'asc', limit: 250 });
    expect(oldestAdded.sizes).toEqual([250, 250, 100]);
    expect(ids(oldestAdded.images)).toEqual(ids(byAdded.images).reverse());

    const byTaken = await api.allPhotos(account.id, path, { sortKey: 'dateTaken', sortOrder: 'desc', limit: 128 });
    expect(new Set(ids(byTaken.images)).size).toBe(600);
    const taken = byTaken.images.map(takenMs);
    expect(taken).toEqual([...taken].sort((a, b) => b - a));
    expect(ids(byTaken.images)).not.toEqual(ids(byAdded.images));
    const oldestTaken = await api.allPhotos(account.id, path, { sortKey: 'dateTaken', sortOrder: 'asc', limit: 500 });
    expect(oldestTaken.images.map(takenMs)).toEqual([...taken].reverse());
    // images are the library's own answers (no ownerId in own albums)
    expect(byAdded.images[0]).toEqual(library.images[0]);
    expect(byAdded.images.some((image) => image.ownerId !== undefined)).toBe(false);
  });

  it('answers 400 for a bad cursor, a cursor of another sort and a limit above 500', async () => {
    const account = await api.account({ albums: [{ name: 'Few', photos: 5 }] });
    const [album] = (await api.albumPage(account.id)).albums;
    const path = `${api.photos}/albums/${album?.albumId ?? ''}/photos`;
    const first = await api.photoPage(account.id, path, { limit: 2 });
    expect(first.cursor).not.toBeNull();
    for (const query of ['cursor=%%%', `cursor=${first.cursor ?? ''}&sortKey=dateTaken`, 'limit=501', 'sortKey=name']) {
      const answer = await api.send(account.id, 'GET', `${path}?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });
});

describe('POST and DELETE /albums/{id}/photos', () => {
  it("adds the caller's photos, a photo already in the album quietly, and lists the others as failed; the last added is the cover", async () => {
    const account = await api.account({ photos: 10 });
    const other = await api.account({ photos: 1 });
    const albumId = await api.create(account.id, 'Picks');
    const library = (await api.photoPage(account.id, `${api.photos}/photos`)).images;
    const [theirs] = (await api.photoPage(other.id, `${api.photos}/photos`)).images;
    const path = `${api.photos}/albums/${albumId}/photos`;
    const firstThree = ids(library.slice(0, 3));
    const added = await api.send(account.id, 'POST', path, { photoIds: firstThree });
    expect(added).toMatchObject({ status: 200, body: { failed: [] } });
    const created = (await api.album(account.id, albumId)).created;
    const again = await api.send(account.id, 'POST', path, {
      photoIds: [library[0]?.imageId ?? '', library[5]?.imageId.toUpperCase() ?? '', theirs?.imageId ?? '', 'not-a-photo', randomUUID()],
    });
    expect(again.status).toBe(200);
    const failed = FailedList.parse(again.body).failed;
    expect(failed).toHaveLength(3);
    expect(failed).toContain(theirs?.imageId);
    expect(failed).toContain('not-a-photo');
    const album = await api.album(account.id, albumId);
    expect(album.photosCount).toBe(4);
    expect(album.coverPhoto?.imageId).toBe(library[5]?.imageId);
    expect(Date.parse(album.updated)).toBeGreaterThan(Date.parse(created) - 1);
    // adding never moves a photo already there: it keeps its place by when it was added
    const page = ImagePage.parse((await api.send(account.id, 'GET', path)).body);
    expect(page.images[0]?.imageId).toBe(library[5]?.imageId);
    expect(
      page.images
        .slice(1)
        .map((image) => image.imageId)
        .sort(),
    ).toEqual([...firstThree].sort());
  });

  it('takes photos out of an album but not the library, lists ids not in the album as failed, and the cover follows', async () => {
    const account = await api.account({ albums: [{ name: 'Trim', photos: 8 }] });
    const [album] = (await api.albumPage(account.id)).albums;
    if (!album) throw new Error('no album');
    const path = `${api.photos}/albums/${album.albumId}/photos`;
    const images = (await api.photoPage(account.id, path)).images;
    const [cover, next] = images;
    const removed = await api.send(account.id, 'DELETE', path, { photoIds: [cover?.imageId ?? '', randomUUID()] });
    expect(removed.status).toBe(200);
    expect(FailedList.parse(removed.body).failed).toHaveLength(1);
    const after = await api.album(account.id, album.albumId);
    expect(after).toMatchObject({ photosCount: 7 });
    expect(after.coverPhoto?.imageId).toBe(next?.imageId);
    expect((await api.summary(account.id)).photosCount).toBe(8);
    const none = await api.send(account.id, 'DELETE', path, { photoIds: ids(images.slice(1)) });
    expect(none).toMatchObject({ status: 200, body: { failed: [] } });
    expect(await api.album(account.id, album.albumId)).toMatchObject({ photosCount: 0, coverPhoto: null });
  });

  it('takes at most 100 photos per add and 50 per remove, and at least one', async () => {
    const account = await api.account();
    const albumId = await api.create(account.id, 'Limits');
    const path = `${api.photos}/albums/${albumId}/photos`;
    const many = (n: number) => Array.from({ length: n }, () => randomUUID());
    expect((await api.send(account.id, 'POST', path, { photoIds: many(100) })).status).toBe(200);
    expect((await api.send(account.id, 'POST', path, { photoIds: many(101) })).status).toBe(400);
    expect((await api.send(account.id, 'DELETE', path, { photoIds: many(50) })).status).toBe(200);
    const tooMany = await api.send(account.id, 'DELETE', path, { photoIds: many(51) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: expect.stringContaining('photoIds') });
    expect((await api.send(account.id, 'POST', path, { photoIds: [] })).status).toBe(400);
    expect((await api.send(account.id, 'POST', path, {})).status).toBe(400);
  });
});

describe('photos deleted from the library', () => {
  it('leave every album they were in (one, several, all), and the counts and covers follow', async () => {
    const account = await api.account({
      albums: [
        { name: 'Ten', photos: 10 },
        { name: 'Four', photos: 4 },
      ],
    });
    const albumsOf = async () => new Map((await api.albumPage(account.id)).albums.map((album) => [album.albumName, album]));
    const before = await albumsOf();
    const cover = before.get('Four')?.coverPhoto?.imageId ?? '';
    expect(before.get('Ten')?.coverPhoto?.imageId).toBe(cover);
    expect((await api.send(account.id, 'DELETE', `${api.photos}/photos/${cover}`)).status).toBe(204);
    const one = await albumsOf();
    expect([one.get('Ten')?.photosCount, one.get('Four')?.photosCount]).toEqual([9, 3]);
    expect(one.get('Four')?.coverPhoto?.imageId).not.toBe(cover);
    const inFour = ids((await api.photoPage(account.id, `${api.photos}/albums/${one.get('Four')?.albumId ?? ''}/photos`)).images);
    const bulk = await api.send(account.id, 'DELETE', `${api.photos}/photos`, { photoIds: inFour });
    expect(bulk).toMatchObject({ status: 200, body: { failed: [] } });
    const several = await albumsOf();
    expect([several.get('Ten')?.photosCount, several.get('Four')?.photosCount]).toEqual([6, 0]);
    expect(several.get('Four')?.coverPhoto).toBeNull();
    expect((await api.send(account.id, 'DELETE', `${api.photos}/photos/all`)).status).toBe(204);
    const all = await albumsOf();
    expect([all.get('Ten')?.photosCount, all.get('Four')?.photosCount]).toEqual([0, 0]);
    expect((await api.summary(account.id)).albumsCount).toBe(2);
  });
});

describe('test accounts with albums', () => {
  it('tops the library up with generated photos when an album needs more than it has', async () => {
    const account = await api.account({
      photos: 5,
      albums: [
        { name: 'Needs twenty', photos: 20 },
        { name: 'Empty', photos: 0 },
      ],
    });
    expect(await api.summary(account.id)).toMatchObject({ photosCount: 20, albumsCount: 2 });
    const albums = (await api.albumPage(account.id)).albums;
    expect(albums.map((album) => [album.albumName, album.photosCount])).toEqual([
      ['Needs twenty', 20],
      ['Empty', 0],
    ]);
  });

  it('refuses an album name the app would refuse', async () => {
    const answer = await app.inject({ method: 'POST', url: '/__sandbox/accounts', payload: { albums: [{ name: '<x>', photos: 1 }] } });
    expect(answer.statusCode).toBe(400);
  });
});
