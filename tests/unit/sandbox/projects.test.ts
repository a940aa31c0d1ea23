import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedProjectPage } from '@schemas/projects';
import { TestAccount } from '@schemas/sandbox';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

/**
 * The saved projects service: pages of the token's own projects (newest change first, the total in
 * totalProjectCount), delete, preview pictures; another account's id or project answers 404, bad
 * paging 400 with a message.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});

const listUrl = (accountId: string, query = '') => `/api/projects/api/v2/projects/${accountId}${query}`;

async function newAccount(projects: number | string[] | 'demo'): Promise<string> {
  return TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: { projects } })).body).id;
}

async function pageOf(accountId: string, query = '') {
  const answer = await call(app, { method: 'GET', url: listUrl(accountId, query), headers: bearer(accountId) });
  expect(answer.status).toBe(200);
  return SavedProjectPage.parse(answer.body);
}

describe('saved projects', () => {
  it('pages the demo account’s 27 projects by skip and limit, newest change first', async () => {
    const first = await pageOf(SEED_IDS.demo, '?skip=0&limit=10');
    const third = await pageOf(SEED_IDS.demo, '?skip=20&limit=10');
    expect(first.totalProjectCount).toBe(27);
    expect(first.projects).toHaveLength(10);
    expect(third.projects).toHaveLength(7);
    const all = [...first.projects, ...(await pageOf(SEED_IDS.demo, '?skip=10&limit=10')).projects, ...third.projects];
    expect(new Set(all.map((project) => project.id)).size).toBe(27);
    const times = all.map((project) => Date.parse(project.lastChanged));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((project) => project.productName !== '' && project.name !== '')).toBe(true);
  });

  it('serves each project’s preview as a JPEG at its address, and nothing at a made-up one', async () => {
    const [project] = (await pageOf(SEED_IDS.demo, '?limit=1')).projects;
    const picture = await app.inject({ method: 'GET', url: new URL(project?.previewUrl ?? '').pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const madeUp = await app.inject({ method: 'GET', url: `/api/projects/previews/${'0'.repeat(32)}.jpg` });
    expect(madeUp.statusCode).toBe(404);
  });

  it('deletes the owner’s project: gone from its pages and its preview gone', async () => {
    const owner = await newAccount(3);
    const [project] = (await pageOf(owner)).projects;
    const deleted = await call(app, { method: 'DELETE', url: `/api/projects/api/v2/project/${project?.id}`, headers: bearer(owner) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: project?.id });
    const after = await pageOf(owner);
    expect(after.totalProjectCount).toBe(2);
    expect(after.projects.map((p) => p.id)).not.toContain(project?.id);
    expect((await app.inject({ method: 'GET', url: new URL(project?.previewUrl ?? '').pathname })).statusCode).toBe(404);
    const again = await call(app, { method: 'DELETE', url: `/api/projects/api/v2/project/${project?.id}`, headers: bearer(owner) });
    expect(again.status).toBe(404);
  });

  it('answers 404 to another account’s list or project, and leaves the project in place', async () => {
    const owner = await newAccount(['Ours']);
    const intruder = await newAccount(1);
    const [project] = (await pageOf(owner)).projects;
    const list = await call(app, { method: 'GET', url: listUrl(owner), headers: bearer(intruder) });
    expect(list.status).toBe(404);
    expect(list.body).toEqual({ message: expect.any(String) });
    const removal = await call(app, { method: 'DELETE', url: `/api/projects/api/v2/project/${project?.id}`, headers: bearer(intruder) });
    expect(removal.status).toBe(404);
    expect((await pageOf(owner)).projects.map((p) => p.name)).toEqual(['Ours']);
    const notAnId = await call(app, { method: 'DELETE', url: '/api/projects/api/v2/project/not-an-id', headers: bearer(owner) });
    expect(notAnId.status).toBe(404);
  });

  it.each([
    ['?skip=-1', 'skip must be a whole number'],
    ['?skip=x', 'skip must be a whole number'],
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=1e2', 'limit must be a whole number'],
    ['?skip=1&skip=2', 'skip must be a single whole number'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const answer = await call(app, { method: 'GET', url: listUrl(SEED_IDS.demo, query), headers: bearer(SEED_IDS.demo) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.stringContaining(message) });
  });

  it('needs a token', async () => {
    expect((await call(app, { method: 'GET', url: listUrl(SEED_IDS.demo) })).status).toBe(401);
    expect((await call(app, { method: 'DELETE', url: `/api/projects/api/v2/project/${SEED_IDS.demo}` })).status).toBe(401);
  });

  it('keeps a name as the customer typed it', async () => {
    const owner = await newAccount(['<img src=x onerror=alert(1)>']);
    expect((await pageOf(owner)).projects[0]?.name).toBe('<img src=x onerror=alert(1)>');
  });
});
