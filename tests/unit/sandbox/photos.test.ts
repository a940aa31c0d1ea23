import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailedList, Image, ImagePage, PhotoSummary, TimelineCounts, type SortKey, type SortOrder } from '@schemas/photos';
import { TestAccount } from '@schemas/sandbox';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});

const api = '/api/photos';

async function get(accountId: string, url: string) {
  return call(app, { method: 'GET', url: `${api}${url}`, headers: bearer(accountId) });
}
async function summary(accountId: string) {
  const { status, body } = await get(accountId, '/users');
  expect(status).toBe(200);
  return PhotoSummary.parse(body);
}
async function counts(accountId: string) {
  const { status, body } = await get(accountId, '/users/timeline');
  expect(status).toBe(200);
  return TimelineCounts.parse(body);
}
async function page(accountId: string, url: string) {
  const response = await get(accountId, url);
  expect(response.status, response.raw).toBe(200);
  return ImagePage.parse(response.body);
}
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** Every page of a month (or of the library when month is absent), following the cursors. */
async function allPages(accountId: string, options: { month?: [number, number]; limit: number; sortKey?: SortKey; sortOrder?: SortOrder }) {
  const images: Image[] = [];
  const pageSizes: number[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 1000; guard += 1) {
    const path = options.month ? `/photos/timeline/${options.month[0]}/${options.month[1]}` : '/photos';
    const result = await page(
      accountId,
      `${path}?${query({ limit: options.limit, sortKey: options.sortKey, sortOrder: options.sortOrder, cursor })}`,
    );
    images.push(...result.images);
    pageSizes.push(result.images.length);
    if (result.cursor === null) return { images, pageSizes };
    cursor = result.cursor;
  }
  throw new Error('paging did not end');
}

async function testAccount(photos?: 'demo' | number) {
  const { status, body } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: photos === undefined ? {} : { photos } });
  expect(status).toBe(201);
  return TestAccount.parse(body);
}

const entries = (c: TimelineCounts) =>
  Object.entries(c).flatMap(([year, months]) =>
    Object.entries(months).map(([month, n]) => ({ year: Number(year), month: Number(month), n })),
  );
const total = (c: TimelineCounts) => entries(c).reduce((sum, e) => sum + e.n, 0);
const takenMs = (image: Image) => (image.dateTaken ? Date.parse(image.dateTaken) : 0);
const monthKey = (image: Image) => {
  const d = new Date(takenMs(image));
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
};

describe('photo API: authentication', () => {
  it('answers 401 without a bearer token', async () => {
    const response = await call(app, { method: 'GET', url: `${api}/users/timeline` });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});

describe('seeded libraries and counts', () => {
  it('gives demo a few hundred photos over three years ending this month, with a full month, sparse months and the 1970 bucket', async () => {
    const timeline = await counts(SEED_IDS.demo);
    const months = entries(timeline);
    const now = new Date();
    expect(timeline[String(now.getUTCFullYear())]?.[String(now.getUTCMonth() + 1)]).toBeGreaterThan(24);
    expect(months.filter((m) => m.n >= 60).length).toBeGreaterThanOrEqual(3);
    expect(months.filter((m) => m.n <= 3).length).toBeGreaterThanOrEqual(5);
    expect(months.every((m) => m.n > 0)).toBe(true);
    expect(timeline['1970']?.['1']).toBe(8);
    expect(total(timeline)).toBeGreaterThan(300);
    expect((await summary(SEED_IDS.demo)).photosCount).toBe(total(timeline));
  });

  it('gives friend its own smaller library and business none', async () => {
    expect((await summary(SEED_IDS.friend)).photosCount).toBe(30);
    expect(await summary(SEED_IDS.business)).toEqual({ photosCount: 0, albumsCount: 0, readAlbumsCount: 0, grantedAlbumsCount: 0 });
    expect(await counts(SEED_IDS.business)).toEqual({});
  });

  it('files photos without a date and photos of January 1970 in 1970/1 (undated last by date taken)', async () => {
    const { images } = await allPages(SEED_IDS.demo, { month: [1970, 1], limit: 24 });
    expect(images).toHaveLength(8);
    expect(images.filter((i) => i.dateTaken === null)).toHaveLength(5);
    expect(images.slice(0, 3).every((i) => i.dateTaken?.startsWith('1970-01-'))).toBe(true);
  });

  it('gives a test account the demo library or a generated one', async () => {
    const demoLike = await testAccount('demo');
    expect(await counts(demoLike.id)).toEqual(await counts(SEED_IDS.demo));
    const generated = await testAccount(250);
    expect((await summary(generated.id)).photosCount).toBe(250);
    const none = await testAccount();
    expect((await summary(none.id)).photosCount).toBe(0);
  });
});

describe('GET /photos/timeline/:year/:month', () => {
  it('pages a dense month by its cursors: every photo once, date taken descending, ties by imageId', async () => {
    const timeline = await counts(SEED_IDS.demo);
    const dense = entries(timeline).find((m) => m.n >= 60 && m.year > 1970);
    if (!dense) throw new Error('no dense month');
    const first = await page(SEED_IDS.demo, `/photos/timeline/${dense.year}/${dense.month}`);
    expect(first.images).toHaveLength(24);
    expect(first.cursor).toEqual(expect.any(String));
    const { images, pageSizes } = await allPages(SEED_IDS.demo, { month: [dense.year, dense.month], limit: 24 });
    expect(images).toHaveLength(dense.n);
    expect(pageSizes.slice(0, -1).every((n) => n === 24)).toBe(true);
    expect(new Set(images.map((i) => i.imageId)).size).toBe(dense.n);
    expect(images.every((i) => monthKey(i) === dense.year * 100 + dense.month)).toBe(true);
    for (let k = 1; k < images.length; k += 1) {
      const [a, b] = [images[k - 1], images[k]];
      if (!a || !b) continue;
      expect(takenMs(a) > takenMs(b) || (takenMs(a) === takenMs(b) && a.imageId > b.imageId)).toBe(true);
    }
  });

  it('sorts within the month by date taken or created, ascending or descending', async () => {
    const timeline = await counts(SEED_IDS.demo);
    const dense = entries(timeline).find((m) => m.n >= 60 && m.year > 1970);
    if (!dense) throw new Error('no dense month');
    const month: [number, number] = [dense.year, dense.month];
    const desc = (await allPages(SEED_IDS.demo, { month, limit: 500 })).images.map((i) => i.imageId);
    const asc = (await allPages(SEED_IDS.demo, { month, limit: 17, sortOrder: 'asc' })).images.map((i) => i.imageId);
    expect(asc).toEqual([...desc].reverse());
    const byCreated = (await allPages(SEED_IDS.demo, { month, limit: 20, sortKey: 'created', sortOrder: 'asc' })).images;
    expect(byCreated).toHaveLength(dense.n);
    const created = byCreated.map((i) => Date.parse(i.uploadEnd ?? ''));
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('answers an empty last page for a month without photos', async () => {
    expect(await page(SEED_IDS.demo, '/photos/timeline/1999/5')).toEqual({ cursor: null, images: [] });
  });

  it('builds absolute image URLs on the host of the request, with the three thumbnails', async () => {
    const response = await call(app, {
      method: 'GET',
      url: `${api}/photos?limit=1`,
      headers: { ...bearer(SEED_IDS.demo), host: 'my.albelli.nl.localhost:8080' },
    });
    const [image] = ImagePage.parse(response.body).images;
    expect(image?.url).toMatch(/^http:\/\/my\.albelli\.nl\.localhost:8080\/media\/[\w-]+\/original\.jpg$/);
    expect(image?.untouchedUrl).toBe(image?.url);
    expect(image?.thumbnails.map((t) => t.id)).toEqual(['300', '800', '1300']);
    const longest = image?.thumbnails.map((t) => Math.max(t.width, t.height));
    expect(longest).toEqual([300, 800, 1300]);
  });
});

describe('GET /photos (the whole library)', () => {
  it('pages by created descending by default, in pages of 500', async () => {
    const account = await testAccount(1_234);
    const first = await page(account.id, '/photos');
    expect(first.images).toHaveLength(500);
    const { images, pageSizes } = await allPages(account.id, { limit: 500 });
    expect(pageSizes).toEqual([500, 500, 234]);
    expect(new Set(images.map((i) => i.imageId)).size).toBe(1_234);
    const created = images.map((i) => Date.parse(i.uploadEnd ?? ''));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('pages by date taken across months, the 1970 bucket last (descending) or first (ascending)', async () => {
    const { images } = await allPages(SEED_IDS.demo, { limit: 97, sortKey: 'dateTaken', sortOrder: 'asc' });
    expect(images).toHaveLength((await summary(SEED_IDS.demo)).photosCount);
    const taken = images.map(takenMs);
    expect(taken).toEqual([...taken].sort((a, b) => a - b));
    expect(images[0]?.dateTaken).toBeNull();
    const desc = await allPages(SEED_IDS.demo, { limit: 500, sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(desc.images.map((i) => i.imageId)).toEqual(images.map((i) => i.imageId).reverse());
  });
});

describe('paging while photos are deleted', () => {
  it('never skips or repeats a remaining photo when photos are deleted between two pages', async () => {
    const account = await testAccount('demo');
    const timeline = await counts(account.id);
    const dense = entries(timeline).find((m) => m.n >= 60 && m.year > 1970);
    if (!dense) throw new Error('no dense month');
    const url = `/photos/timeline/${dense.year}/${dense.month}`;
    const first = await page(account.id, `${url}?limit=24`);
    const all = (await allPages(account.id, { month: [dense.year, dense.month], limit: 500 })).images.map((i) => i.imageId);
    // Delete the last photo already seen, two photos of the next page and one far later.
    const doomed = [all[23], all[24], all[30], all[50]].filter((id): id is string => id !== undefined);
    const deleted = await call(app, { method: 'DELETE', url: `${api}/photos`, headers: bearer(account.id), payload: { photoIds: doomed } });
    expect(FailedList.parse(deleted.body)).toEqual({ failed: [] });
    const seen = first.images.map((i) => i.imageId);
    let cursor = first.cursor;
    while (cursor) {
      const next = await page(account.id, `${url}?${query({ limit: 24, cursor })}`);
      seen.push(...next.images.map((i) => i.imageId));
      cursor = next.cursor;
    }
    const remaining = all.filter((id) => !doomed.includes(id));
    expect(seen.filter((id) => !doomed.includes(id))).toEqual(remaining);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await counts(account.id))[String(dense.year)]?.[String(dense.month)]).toBe(dense.n - 4);
  });
});

describe('validation', () => {
  it.each([
    ['/photos/timeline/2024/13', 'month'],
    ['/photos/timeline/abc/1', 'year'],
    ['/photos/timeline/1969/12', 'year'],
    ['/photos/timeline/2024/1?limit=0', 'limit'],
    ['/photos/timeline/2024/1?limit=501', 'limit'],
    ['/photos/timeline/2024/1?limit=2.5', 'limit'],
    ['/photos?sortKey=uploaded', 'sortKey'],
    ['/photos?sortOrder=up', 'sortOrder'],
    ['/photos?cursor=not-a-cursor', 'cursor'],
  ])('answers 400 {message} for %s', async (url, field) => {
    const response = await get(SEED_IDS.demo, url);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining(field) });
  });

  it('rejects a cursor made for another sort', async () => {
    const { cursor } = await page(SEED_IDS.demo, '/photos?limit=1');
    const response = await get(SEED_IDS.demo, `/photos?${query({ cursor: cursor ?? '', sortKey: 'dateTaken' })}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining('cursor') });
  });

  it.each([[{}], [{ photoIds: [] }], [{ photoIds: 'x' }]])('answers 400 for the bulk-delete body %j', async (payload) => {
    const response = await call(app, { method: 'DELETE', url: `${api}/photos`, headers: bearer(SEED_IDS.demo), payload });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining('photoIds') });
  });
});

describe('ownership', () => {
  it("answers another account's photo as unknown: 404 to read or delete, failed in a bulk delete", async () => {
    const [demoPhoto] = (await page(SEED_IDS.demo, '/photos?limit=1')).images;
    if (!demoPhoto) throw new Error('demo has no photos');
    const asFriend = (method: 'GET' | 'DELETE', url: string, payload?: object) =>
      call(app, { method, url: `${api}${url}`, headers: bearer(SEED_IDS.friend), ...(payload ? { payload } : {}) });
    expect((await asFriend('GET', `/photos/${demoPhoto.imageId}`)).status).toBe(404);
    expect((await asFriend('DELETE', `/photos/${demoPhoto.imageId}`)).status).toBe(404);
    const bulk = await asFriend('DELETE', '/photos', { photoIds: [demoPhoto.imageId] });
    expect(bulk.status).toBe(200);
    expect(FailedList.parse(bulk.body)).toEqual({ failed: [demoPhoto.imageId] });
    const own = await get(SEED_IDS.demo, `/photos/${demoPhoto.imageId}`);
    expect(own.status).toBe(200);
    expect(Image.parse(own.body)).toEqual(demoPhoto);
  });
});

describe('deleting', () => {
  it('bulk delete removes the own photos and lists unknown, foreign and malformed ids as failed', async () => {
    const account = await testAccount(40);
    const [friendPhoto] = (await page(SEED_IDS.friend, '/photos?limit=1')).images;
    const own = (await page(account.id, '/photos?limit=3')).images.map((i) => i.imageId);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const photoIds = [...own, unknown, friendPhoto?.imageId ?? '', 'not-an-id'].filter(Boolean);
    const response = await call(app, { method: 'DELETE', url: `${api}/photos`, headers: bearer(account.id), payload: { photoIds } });
    expect(response.status).toBe(200);
    expect(FailedList.parse(response.body).failed).toEqual([unknown, friendPhoto?.imageId, 'not-an-id']);
    expect((await summary(account.id)).photosCount).toBe(37);
    expect(total(await counts(account.id))).toBe(37);
    expect((await get(account.id, `/photos/${own[0]}`)).status).toBe(404);
    expect((await summary(SEED_IDS.friend)).photosCount).toBe(30);
  });

  it('deletes one photo (204, then 404)', async () => {
    const account = await testAccount(5);
    const [photo] = (await page(account.id, '/photos')).images;
    const del = () => call(app, { method: 'DELETE', url: `${api}/photos/${photo?.imageId}`, headers: bearer(account.id) });
    expect((await del()).status).toBe(204);
    expect((await del()).status).toBe(404);
    expect((await summary(account.id)).photosCount).toBe(4);
  });

  it('deletes all photos of the caller only (204)', async () => {
    const account = await testAccount('demo');
    const before = await summary(SEED_IDS.demo);
    const response = await call(app, { method: 'DELETE', url: `${api}/photos/all`, headers: bearer(account.id) });
    expect(response.status).toBe(204);
    expect(await counts(account.id)).toEqual({});
    expect((await summary(account.id)).photosCount).toBe(0);
    expect(await page(account.id, '/photos')).toEqual({ cursor: null, images: [] });
    expect(await summary(SEED_IDS.demo)).toEqual(before);
  });
});

describe('fault switch on the photo routes', () => {
  it('answers an injected status on DELETE /api/photos/photos', async () => {
    const rule = await call(app, {
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: `${api}/photos`, method: 'DELETE', status: 503, times: 1 },
    });
    expect(rule.status).toBe(201);
    const account = await testAccount(3);
    const [photo] = (await page(account.id, '/photos')).images;
    const payload = { photoIds: [photo?.imageId] };
    const failed = await call(app, { method: 'DELETE', url: `${api}/photos`, headers: bearer(account.id), payload });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Injected fault' });
    expect((await summary(account.id)).photosCount).toBe(3);
    const retried = await call(app, { method: 'DELETE', url: `${api}/photos`, headers: bearer(account.id), payload });
    expect(FailedList.parse(retried.body)).toEqual({ failed: [] });
  });
});
