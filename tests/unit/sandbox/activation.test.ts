import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivationStart, ActivationStatus } from '@schemas/activation';
import { ImagePage, PhotoSummary } from '@schemas/photos';
import { ActivationPushMessage, PUSH_AUTHENTICATED } from '@schemas/push';
import { TestAccount } from '@schemas/sandbox';
import { ActivationImports, IMPORT_ERROR_MESSAGE } from '../../../sandbox/activation/imports';
import type { Db } from '../../../sandbox/db/db';
import { PushHub } from '../../../sandbox/push/hub';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, fakeIdentity, startSandbox } from './harness';
import { eventually } from './patience';
import { listen, openPush, type PushClient } from './push-client';

// The activation import (docs/PHOTOS.md "Activation import"): GET and POST /users/activate on the
// photo service, the import bringing the photos of the account's past orders into its library and
// announcing itself on the push socket; other accounts untouched.

const IMPORT_MS = 300;
let app: FastifyInstance;
let db: Db;
let host: string;
beforeAll(async () => {
  app = await startSandbox({
    activationImportMs: IMPORT_MS,
    identity: async (server, deps) => {
      db = deps.db;
      return fakeIdentity(server, deps);
    },
  });
  host = await listen(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

const activate = '/api/photos/users/activate';
const account = async (body: object) =>
  TestAccount.parse((await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: body })).body);
const notActive = (importFailures = 0) => account({ orders: 3, activation: { status: 'NOT_ACTIVE', importFailures } });
const statusOf = async (accountId: string) => {
  const answer = await call(app, { method: 'GET', url: activate, headers: bearer(accountId) });
  expect(answer.status, answer.raw).toBe(200);
  return ActivationStatus.parse(answer.body).status;
};
const start = async (accountId: string) => {
  const answer = await call(app, { method: 'POST', url: activate, headers: bearer(accountId) });
  expect(answer.status, answer.raw).toBe(200);
  return ActivationStart.parse(answer.body).started;
};
const photosOf = async (accountId: string) =>
  PhotoSummary.parse((await call(app, { method: 'GET', url: '/api/photos/users', headers: bearer(accountId) })).body).photosCount;
const pushOf = async (accountId: string): Promise<PushClient> => {
  const push = openPush(host);
  push.send(JSON.stringify({ action: 'authenticate', token: `test-token:${accountId}` }));
  await push.until((texts) => texts.includes(PUSH_AUTHENTICATED));
  return push;
};
const activationTypes = (push: PushClient) =>
  push.texts.flatMap((text) => {
    const parsed = text === PUSH_AUTHENTICATED ? null : ActivationPushMessage.safeParse(JSON.parse(text));
    return parsed?.success ? [parsed.data] : [];
  });

describe('statuses', () => {
  it('the seeded accounts: newcomer is NOT_ACTIVE, demo and friend are ACTIVE', async () => {
    expect(await statusOf(SEED_IDS.newcomer)).toBe('NOT_ACTIVE');
    expect(await statusOf(SEED_IDS.demo)).toBe('ACTIVE');
    expect(await statusOf(SEED_IDS.friend)).toBe('ACTIVE');
    expect(await photosOf(SEED_IDS.newcomer)).toBe(0);
  });

  it('a test account is ACTIVE unless made NOT_ACTIVE', async () => {
    expect(await statusOf((await account({})).id)).toBe('ACTIVE');
    expect(await statusOf((await notActive()).id)).toBe('NOT_ACTIVE');
  });

  it('an ACTIVE account is not started again', async () => {
    const active = await account({ photos: 2 });
    expect(await start(active.id)).toBe(false);
    expect(await statusOf(active.id)).toBe('ACTIVE');
  });
});

describe('the import', () => {
  it("brings the photos of the account's orders in, IMPORTING meanwhile, announced on the push socket", async () => {
    const mine = await notActive();
    const other = await notActive();
    const push = await pushOf(mine.id);
    const otherPush = await pushOf(other.id);

    expect(await start(mine.id)).toBe(true);
    expect(await statusOf(mine.id)).toBe('IMPORTING');
    // a second start while it runs changes nothing
    expect(await start(mine.id)).toBe(false);
    await push.until((texts) => texts.some((text) => text.includes('import-finished')));
    expect(activationTypes(push).map((message) => message.type)).toEqual(['import-started', 'import-finished']);

    expect(await statusOf(mine.id)).toBe('ACTIVE');
    const photos = await photosOf(mine.id);
    expect(photos).toBeGreaterThanOrEqual(3 * 2);
    expect(activationTypes(push)[1]?.data.payload).toEqual({ photosCount: photos });
    // the photos are real photos of the library, with thumbnails that answer
    const page = ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos', headers: bearer(mine.id) })).body);
    expect(page.images).toHaveLength(photos);
    const thumbnail = page.images[0]?.thumbnails.find((t) => t.id === '300')?.url ?? '';
    const media = await app.inject({ method: 'GET', url: new URL(thumbnail).pathname });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toContain('image/');

    // another account: its socket heard nothing, its status and library are as they were
    expect(otherPush.texts).toEqual([PUSH_AUTHENTICATED]);
    expect(await statusOf(other.id)).toBe('NOT_ACTIVE');
    expect(await photosOf(other.id)).toBe(0);
    push.close();
    otherPush.close();
  });

  it('a failing import announces import-error, goes back to NOT_ACTIVE with no photos, and can be started again', async () => {
    const mine = await notActive(1);
    const push = await pushOf(mine.id);
    expect(await start(mine.id)).toBe(true);
    await push.until((texts) => texts.some((text) => text.includes('import-error')));
    const error = activationTypes(push).find((message) => message.type === 'import-error');
    expect(error?.data.payload).toEqual({ message: IMPORT_ERROR_MESSAGE });
    expect(await statusOf(mine.id)).toBe('NOT_ACTIVE');
    expect(await photosOf(mine.id)).toBe(0);

    expect(await start(mine.id)).toBe(true);
    expect(await eventually(async () => (await statusOf(mine.id)) === 'ACTIVE')).toBe(true);
    expect(await photosOf(mine.id)).toBeGreaterThan(0);
    push.close();
  });

  it('without a socket, its messages wait for the next one', async () => {
    const mine = await notActive();
    expect(await start(mine.id)).toBe(true);
    expect(await eventually(async () => (await statusOf(mine.id)) === 'ACTIVE')).toBe(true);
    const push = await pushOf(mine.id);
    await push.until((texts) => texts.some((text) => text.includes('import-finished')));
    expect(activationTypes(push).map((message) => message.type)).toEqual(['import-started', 'import-finished']);
    push.close();
  });
});

describe('refusals', () => {
  it.each(['GET', 'POST'] as const)('%s without a token is refused (401)', async (method) => {
    const answer = await call(app, { method, url: activate });
    expect(answer.status).toBe(401);
  });

  it("never starts another account's import: the token's own account only", async () => {
    const mine = await account({});
    const theirs = await notActive();
    expect(await start(mine.id)).toBe(false);
    expect(await statusOf(theirs.id)).toBe('NOT_ACTIVE');
  });

  it.each([
    ['an object with fields', { status: 'ACTIVE' }],
    ['an array', [1]],
  ])('a body of %s is refused with 400 and a message', async (_what, payload) => {
    const mine = await notActive();
    const answer = await call(app, { method: 'POST', url: activate, headers: bearer(mine.id), payload });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'POST /users/activate takes no body' });
    expect(await statusOf(mine.id)).toBe('NOT_ACTIVE');
  });

  it('an empty object body is taken as none', async () => {
    const mine = await notActive();
    const answer = await call(app, { method: 'POST', url: activate, headers: bearer(mine.id), payload: {} });
    expect(ActivationStart.parse(answer.body)).toEqual({ started: true });
  });

  it('a test account with importFailures out of range is refused (400)', async () => {
    const answer = await call(app, {
      method: 'POST',
      url: '/__sandbox/accounts',
      payload: { activation: { status: 'NOT_ACTIVE', importFailures: 11 } },
    });
    expect(answer.status).toBe(400);
  });

  it('the fault switch sees the routes', async () => {
    const mine = await notActive();
    await call(app, { method: 'POST', url: '/__sandbox/faults', payload: { path: activate, method: 'POST', status: 500, times: 1 } });
    expect((await call(app, { method: 'POST', url: activate, headers: bearer(mine.id) })).status).toBe(500);
    expect(await statusOf(mine.id)).toBe('NOT_ACTIVE');
    await call(app, {
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: activate, method: 'GET', malformed: 'schema', times: 1 },
    });
    expect((await call(app, { method: 'GET', url: activate, headers: bearer(mine.id) })).body).toEqual({ unexpected: true });
  });
});

describe('a sandbox stopped mid-import', () => {
  it('ends the import as failed at its next start: NOT_ACTIVE again, no photos', async () => {
    const mine = await notActive();
    // an import a stopped process left running, as the next process finds it
    await db.query(`UPDATE activation_imports SET status = 'IMPORTING', started_at = now() WHERE account_id = $1`, [mine.id]);
    expect(await statusOf(mine.id)).toBe('IMPORTING');
    const next = new ActivationImports({ db, hub: new PushHub(), quiet: true });
    await next.recover();
    expect(await statusOf(mine.id)).toBe('NOT_ACTIVE');
    expect(await photosOf(mine.id)).toBe(0);
    expect(await start(mine.id)).toBe(true);
    expect(await eventually(async () => (await statusOf(mine.id)) === 'ACTIVE')).toBe(true);
    await next.close();
  });
});
