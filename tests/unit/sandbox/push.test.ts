import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Download } from '@schemas/downloads';
import { ImagePage } from '@schemas/photos';
import { PUSH_AUTHENTICATED, PUSH_CLOSE, PUSH_SOCKETS_PER_ACCOUNT } from '@schemas/push';
import type { albumClient } from './albums-harness';
import { bearer, call } from './harness';
import { openPush, startListeningSandbox } from './push-client';

// The push socket (docs/PHOTOS.md "Downloads and push socket"): an authenticate action with the
// bearer token is answered OK; a bad token, a token of no account or any other first message closes
// the socket; one account's messages never reach another's socket; the fault switch refuses, or
// cuts, the socket, and cuts HTTP requests.

let app: FastifyInstance;
let host: string;
let api: ReturnType<typeof albumClient>;
beforeAll(async () => {
  ({ app, host, api } = await startListeningSandbox());
}, 120_000);
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
});

const authenticate = (token: string) => JSON.stringify({ action: 'authenticate', token });
const addFault = (rule: object) => call(app, { method: 'POST', url: '/__sandbox/faults', payload: rule });

describe('authenticate', () => {
  it('answers a valid token with a plain OK and keeps the socket open', async () => {
    const account = await api.account();
    const push = openPush(host);
    push.send(authenticate(`test-token:${account.id}`));
    expect(await push.until((texts) => texts.length > 0)).toEqual([PUSH_AUTHENTICATED]);
    push.close();
    expect((await push.closed).code).toBe(1005);
  });

  it.each([
    ['an invalid token', authenticate('not-a-token'), PUSH_CLOSE.unauthorized.code],
    ['the token of an account that no longer exists', authenticate(`test-token:${randomUUID()}`), PUSH_CLOSE.unauthorized.code],
    ['a first message that is not JSON', 'hello', PUSH_CLOSE.badRequest.code],
    ['another action', JSON.stringify({ action: 'subscribe', token: 'x' }), PUSH_CLOSE.badRequest.code],
  ])('refuses %s and closes the socket', async (_what, text, code) => {
    const push = openPush(host);
    push.send(text);
    expect((await push.closed).code).toBe(code);
    expect(push.texts).toEqual([]);
  });

  it('is not reachable on another path', async () => {
    const push = openPush(host, '/not-push');
    expect((await push.closed).code).toBe(1006);
  });

  it("opens only for the app's own origins: a page of another site is refused (403, no socket)", async () => {
    const account = await api.account();
    for (const origin of ['https://evil.example', 'null', 'http://my.albelli.nl.evil.example']) {
      const refused = openPush(host, '/push', origin);
      refused.send(authenticate(`test-token:${account.id}`));
      expect((await refused.closed).code).toBe(1006);
      expect(refused.texts).toEqual([]);
    }
    const own = openPush(host, '/push', 'http://my.albelli.nl.localhost:8080');
    own.send(authenticate(`test-token:${account.id}`));
    expect(await own.until((texts) => texts.length > 0)).toEqual([PUSH_AUTHENTICATED]);
    own.close();
  });
});

describe('sockets per account', () => {
  it(`keeps at most ${PUSH_SOCKETS_PER_ACCOUNT} sockets an account: one more closes the oldest (${PUSH_CLOSE.replaced.code})`, async () => {
    const account = await api.account();
    const sockets = [];
    for (let index = 0; index <= PUSH_SOCKETS_PER_ACCOUNT; index += 1) {
      const push = openPush(host);
      push.send(authenticate(`test-token:${account.id}`));
      await push.until((texts) => texts.includes(PUSH_AUTHENTICATED));
      sockets.push(push);
    }
    const [oldest, ...rest] = sockets;
    expect(await oldest?.closed).toEqual({ code: PUSH_CLOSE.replaced.code, reason: PUSH_CLOSE.replaced.reason });
    const sent = await call(app, { method: 'POST', url: '/__sandbox/push', payload: { accountId: account.id, text: 'hello' } });
    expect(sent.body).toEqual({ sockets: PUSH_SOCKETS_PER_ACCOUNT });
    for (const push of rest) expect(await push.until((texts) => texts.includes('hello'))).toEqual([PUSH_AUTHENTICATED, 'hello']);
    for (const push of rest) push.close();
  });
});

describe('messages', () => {
  it("reach only the sockets of the download's own account", async () => {
    const [mine, theirs] = [await api.account({ photos: 1 }), await api.account({ photos: 1 })];
    const [myPush, theirPush] = [openPush(host), openPush(host)];
    myPush.send(authenticate(`test-token:${mine.id}`));
    theirPush.send(authenticate(`test-token:${theirs.id}`));
    await myPush.until((texts) => texts.includes(PUSH_AUTHENTICATED));
    await theirPush.until((texts) => texts.includes(PUSH_AUTHENTICATED));
    const page = ImagePage.parse((await call(app, { method: 'GET', url: '/api/photos/photos', headers: bearer(mine.id) })).body);
    const created = await call(app, {
      method: 'POST',
      url: '/api/downloads/downloads',
      headers: bearer(mine.id),
      payload: { name: 'Mine', photos: [{ photoId: page.images[0]?.imageId }] },
    });
    const download = Download.parse(created.body);
    await myPush.until((texts) => texts.some((text) => text.includes('download-finished')));
    expect(myPush.texts.filter((text) => text.includes(download.id))).toHaveLength(2);
    expect(theirPush.texts).toEqual([PUSH_AUTHENTICATED]);
    myPush.close();
    theirPush.close();
  });
});

describe('fault switch', () => {
  it('refuses the socket with a status rule', async () => {
    await addFault({ path: '/push', status: 503, times: 1 });
    const refused = openPush(host);
    expect((await refused.closed).code).toBe(1006);
    const next = openPush(host);
    next.send(authenticate('not-a-token'));
    expect((await next.closed).code).toBe(PUSH_CLOSE.unauthorized.code);
  });

  it('cuts the socket right after OK with a drop rule (no close frame)', async () => {
    const account = await api.account();
    await addFault({ path: '/push', drop: true, times: 1 });
    const push = openPush(host);
    push.send(authenticate(`test-token:${account.id}`));
    expect((await push.closed).code).toBe(1006);
    expect(push.texts).toEqual([PUSH_AUTHENTICATED]);
  });

  it('cuts an HTTP request with a drop rule: no answer at all', async () => {
    await addFault({ path: '/api/downloads/downloads', drop: true, times: 1 });
    const account = await api.account();
    const request = fetch(`http://${host}/api/downloads/downloads`, { headers: bearer(account.id) });
    await expect(request).rejects.toThrow();
    const again = await fetch(`http://${host}/api/downloads/downloads`, { headers: bearer(account.id) });
    expect(again.status).toBe(200);
  });
});

describe('test tool POST /__sandbox/push', () => {
  it('sends a text as it is to the account’s sockets only, and refuses a bad body', async () => {
    const [mine, theirs] = [await api.account(), await api.account()];
    const [myPush, theirPush] = [openPush(host), openPush(host)];
    myPush.send(authenticate(`test-token:${mine.id}`));
    theirPush.send(authenticate(`test-token:${theirs.id}`));
    await myPush.until((texts) => texts.includes(PUSH_AUTHENTICATED));
    await theirPush.until((texts) => texts.includes(PUSH_AUTHENTICATED));
    const sent = await call(app, { method: 'POST', url: '/__sandbox/push', payload: { accountId: mine.id, text: '{"forged":true}' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sockets: 1 });
    await myPush.until((texts) => texts.length === 2);
    expect(myPush.texts).toEqual([PUSH_AUTHENTICATED, '{"forged":true}']);
    expect(theirPush.texts).toEqual([PUSH_AUTHENTICATED]);
    const refused = await call(app, { method: 'POST', url: '/__sandbox/push', payload: { text: 'x' } });
    expect(refused.status).toBe(400);
    myPush.close();
    theirPush.close();
  });
});
