import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagePage } from '@schemas/photos';
import { CreateTempSelectionResponse, TempSelection } from '@schemas/tempSelections';
import { TEMP_SELECTION_MAX_PHOTOS } from '@schemas/tunables';
import { albumClient } from './albums-harness';
import { bearer, call, startSandbox } from './harness';

// The temp selections service (docs/PHOTOS.md "Print hand-off"): a selection holds the caller's own
// photos in the order sent, another account's selection is 404, photos that are not the caller's
// make the request a 400 that names them and keeps nothing, and the editor stand-in shows exactly
// the selection's photos.

const base = '/api/temp-selections/temp-selections';
let app: FastifyInstance;
let api: ReturnType<typeof albumClient>;
let mine: { id: string; photoIds: string[] };
let theirs: { id: string; photoIds: string[] };

async function accountWithPhotos(count: number) {
  const account = await api.account({ photos: count });
  const page = await api.photoPage(account.id, `${api.photos}/photos`, { limit: count });
  return { id: account.id, photoIds: ImagePage.parse(page).images.map((image) => image.imageId) };
}

const create = (accountId: string, payload: object) => call(app, { method: 'POST', url: base, headers: bearer(accountId), payload });
/** The editor stand-in's HTML page. */
async function editor(query: string) {
  const response = await app.inject({ method: 'GET', url: `/__storefront/editor/${query}` });
  return { status: response.statusCode, raw: response.body };
}
const read = (accountId: string, id: string) => call(app, { method: 'GET', url: `${base}/${id}`, headers: bearer(accountId) });

beforeAll(async () => {
  app = await startSandbox();
  api = albumClient(app);
  mine = await accountWithPhotos(5);
  theirs = await accountWithPhotos(3);
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('POST and GET /temp-selections', () => {
  it('keeps the photos in the order sent, each once, and reads them back', async () => {
    const sent = [mine.photoIds[3], mine.photoIds[0], mine.photoIds[3], mine.photoIds[1]];
    const created = await create(mine.id, { photoIds: sent });
    expect(created.status, created.raw).toBe(201);
    const { tempSelectionId } = CreateTempSelectionResponse.parse(created.body);
    const answer = await read(mine.id, tempSelectionId);
    expect(answer.status, answer.raw).toBe(200);
    expect(TempSelection.parse(answer.body).photoIds).toEqual([mine.photoIds[3], mine.photoIds[0], mine.photoIds[1]]);
  });

  it("answers 404 to another account's selection id, as to an unknown one", async () => {
    const { tempSelectionId } = CreateTempSelectionResponse.parse((await create(mine.id, { photoIds: [mine.photoIds[0]] })).body);
    const foreign = await read(theirs.id, tempSelectionId);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Temp selection not found' });
    expect((await read(mine.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("refuses another account's photos with a 400 naming them, and keeps nothing", async () => {
    const foreignId = theirs.photoIds[0] ?? '';
    const answer = await create(mine.id, { photoIds: [mine.photoIds[0], foreignId, 'not-a-photo'] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: `photoIds: not photos of your library: ${foreignId}, not-a-photo` });
  });

  it.each([
    ['no body', undefined],
    ['no photos', { photoIds: [] }],
    ['photoIds not a list', { photoIds: 'abc' }],
    ['too many photos', { photoIds: Array.from({ length: TEMP_SELECTION_MAX_PHOTOS + 1 }, (_, i) => `p${i}`) }],
  ])('answers 400 with a message to %s', async (_, payload) => {
    const answer = await call(app, {
      method: 'POST',
      url: base,
      headers: bearer(mine.id),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/\S/) });
  });

  it('answers 400 to an id that is not a UUID and 401 without a token', async () => {
    expect((await read(mine.id, 'abc')).status).toBe(400);
    expect((await call(app, { method: 'POST', url: base, payload: { photoIds: [mine.photoIds[0]] } })).status).toBe(401);
  });
});

describe('the print editor stand-in', () => {
  it('shows the product code, the channel, the selection and exactly its photos', async () => {
    const chosen = [mine.photoIds[2] ?? '', mine.photoIds[4] ?? ''];
    const { tempSelectionId } = CreateTempSelectionResponse.parse((await create(mine.id, { photoIds: chosen })).body);
    const page = await editor(`?productCode=PAP_910&channel=albelli-nl&tempSelectionId=${tempSelectionId}`);
    expect(page.status).toBe(200);
    expect(page.raw).toContain('<dd data-testid="editor-product-code">PAP_910</dd>');
    expect(page.raw).toContain('<dd data-testid="editor-channel">albelli-nl</dd>');
    expect([...page.raw.matchAll(/data-photo-id="([^"]+)"/g)].map((match) => match[1])).toEqual(chosen);
  });

  it('says so for an unknown selection', async () => {
    const page = await editor('?productCode=PAP_910&channel=x&tempSelectionId=nope');
    expect(page.status).toBe(404);
    expect(page.raw).toContain('This temp selection does not exist.');
  });
});
