import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_IN_USE_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@schemas/auth';
import { Mailbox, TestAccount } from '@schemas/sandbox';
import { EMAIL_CHANGE_LIMIT } from '../../../sandbox/auth-service/routes';
import { authenticate } from '../../../sandbox/db/accounts';
import type { Db } from '../../../sandbox/db/db';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandboxWithDb } from './harness';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await startSandboxWithDb());
});
afterAll(async () => {
  await app.close();
});

type Account = ReturnType<typeof TestAccount.parse>;

async function testAccount(): Promise<Account> {
  const { status, body } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: {} });
  expect(status).toBe(201);
  return TestAccount.parse(body);
}

const base = (account: { id: string }) => `/api/auth/v2/identities/albelli/${account.id}`;

async function mailbox() {
  const { status, body } = await call(app, { method: 'GET', url: '/__sandbox/mailbox.json' });
  expect(status).toBe(200);
  return Mailbox.parse(body).mails;
}

/** The token of the newest mail of a kind to an address. */
async function tokenMailedTo(to: string, kind: 'emailChange' | 'deleteAccount') {
  const mail = (await mailbox()).find((m) => m.to === to && m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const token = new URL(mail.link).searchParams.get('confirmation-token');
  if (!token) throw new Error(`no token in ${mail.link}`);
  return { mail, token };
}

async function count(sql: string, params: unknown[]) {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? -1;
}

const noContentType = (account: { id: string }) => bearer(account.id);

describe('auth service: identity checks', () => {
  it('answers 401 without a bearer token', async () => {
    const response = await call(app, {
      method: 'POST',
      url: `${base({ id: SEED_IDS.demo })}/deleteaccount`,
      payload: { channel: 'albelli-nl' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 403 {message} when the path names another identity', async () => {
    const response = await call(app, {
      method: 'POST',
      url: `${base({ id: SEED_IDS.friend })}/deleteaccount`,
      headers: bearer(SEED_IDS.demo),
      payload: { channel: 'albelli-nl' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('answers 403 for another idp type', async () => {
    const response = await call(app, {
      method: 'POST',
      url: `/api/auth/v2/identities/resnap/${SEED_IDS.demo}/emailchanges`,
      headers: bearer(SEED_IDS.demo),
      payload: { email: 'x@example.com', channel: 'albelli-nl' },
    });
    expect(response.status).toBe(403);
  });

  it('answers 400 {message} for a body without channel', async () => {
    const response = await call(app, {
      method: 'POST',
      url: `${base({ id: SEED_IDS.demo })}/deleteaccount`,
      headers: bearer(SEED_IDS.demo),
      payload: {},
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining('channel') });
  });
});

describe('account deletion', () => {
  it('mails a link, and the confirmation deletes the account, its customer, addresses and provider records', async () => {
    const account = await testAccount();
    // Provider records of this account (as oidc-provider's adapter stores them) and of another one.
    const grantId = `grant-${account.id}`;
    await db.query(
      `INSERT INTO oidc_payloads (model, id, payload, grant_id) VALUES
         ('Session', $2, jsonb_build_object('accountId', $1::text), NULL),
         ('Grant', $3, jsonb_build_object('accountId', $1::text), NULL),
         ('RefreshToken', $4, jsonb_build_object('accountId', $1::text, 'grantId', $3::text), $3),
         ('AccessToken', $5, jsonb_build_object('grantId', $3::text), $3),
         ('Session', $6, jsonb_build_object('accountId', $7::text), NULL)`,
      [account.id, `s-${account.id}`, grantId, `rt-${account.id}`, `at-${account.id}`, `s-other-${account.id}`, SEED_IDS.friend],
    );
    expect(await count('SELECT count(*)::int AS n FROM addresses WHERE account_id = $1', [account.id])).toBeGreaterThan(0);

    const requested = await call(app, {
      method: 'POST',
      url: `${base(account)}/deleteaccount`,
      headers: { ...bearer(account.id), host: 'my.albelli.nl.localhost:8311' },
      payload: { channel: 'albelli-nl' },
    });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({});

    const { mail, token } = await tokenMailedTo(account.email, 'deleteAccount');
    expect(mail.link).toBe(`http://my.albelli.nl.localhost:8311/delete-account-confirmation?confirmation-token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(22);

    const confirmed = await app.inject({
      method: 'POST',
      url: `${base(account)}/deleteaccount/${token}/actions/confirm`,
      headers: noContentType(account),
    });
    expect(confirmed.statusCode).toBe(204);
    expect(confirmed.body).toBe('');

    expect(await count('SELECT count(*)::int AS n FROM accounts WHERE id = $1', [account.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM customers WHERE account_id = $1', [account.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM addresses WHERE account_id = $1', [account.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM confirmation_tokens WHERE account_id = $1', [account.id])).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM oidc_payloads WHERE id LIKE '%' || $1", [account.id])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM oidc_payloads WHERE id = $1', [`s-other-${account.id}`])).toBe(1);
    expect(await authenticate(db, account.email, account.password)).toBeNull();
  });

  it('stores only the hash of the token', async () => {
    const account = await testAccount();
    await call(app, {
      method: 'POST',
      url: `${base(account)}/deleteaccount`,
      headers: bearer(account.id),
      payload: { channel: 'albelli-nl' },
    });
    const { token } = await tokenMailedTo(account.email, 'deleteAccount');
    const { rows } = await db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM confirmation_tokens WHERE account_id = $1',
      [account.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    const hours = (new Date(rows[0]?.expires_at ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('answers 404 for an unknown token and for a token of another identity', async () => {
    const owner = await testAccount();
    const other = await testAccount();
    await call(app, { method: 'POST', url: `${base(owner)}/deleteaccount`, headers: bearer(owner.id), payload: { channel: 'albelli-nl' } });
    const { token } = await tokenMailedTo(owner.email, 'deleteAccount');

    const unknown = await call(app, {
      method: 'POST',
      url: `${base(owner)}/deleteaccount/not-a-token/actions/confirm`,
      headers: bearer(owner.id),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: expect.any(String) });

    const asOther = await call(app, {
      method: 'POST',
      url: `${base(other)}/deleteaccount/${token}/actions/confirm`,
      headers: bearer(other.id),
    });
    expect(asOther.status).toBe(404);
    const otherPath = await call(app, {
      method: 'POST',
      url: `${base(owner)}/deleteaccount/${token}/actions/confirm`,
      headers: bearer(other.id),
    });
    expect(otherPath.status).toBe(403);
    expect(await count('SELECT count(*)::int AS n FROM accounts WHERE id = ANY($1::uuid[])', [[owner.id, other.id]])).toBe(2);

    // The owner's token still works after those attempts.
    const confirmed = await call(app, {
      method: 'POST',
      url: `${base(owner)}/deleteaccount/${token}/actions/confirm`,
      headers: bearer(owner.id),
    });
    expect(confirmed.status).toBe(204);
  });

  it('answers 404 for an expired token', async () => {
    const account = await testAccount();
    await call(app, {
      method: 'POST',
      url: `${base(account)}/deleteaccount`,
      headers: bearer(account.id),
      payload: { channel: 'albelli-nl' },
    });
    const { token } = await tokenMailedTo(account.email, 'deleteAccount');
    const expired = await call(app, { method: 'POST', url: '/__sandbox/tokens/expire', payload: { email: account.email } });
    expect(expired).toMatchObject({ status: 200, body: { expired: 1 } });
    const confirmed = await call(app, {
      method: 'POST',
      url: `${base(account)}/deleteaccount/${token}/actions/confirm`,
      headers: bearer(account.id),
    });
    expect(confirmed.status).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM accounts WHERE id = $1', [account.id])).toBe(1);
  });
});

describe('e-mail change', () => {
  let account: Account;
  beforeEach(async () => {
    account = await testAccount();
  });

  const requestChange = (email: string, who: Account = account) =>
    call(app, { method: 'POST', url: `${base(who)}/emailchanges`, headers: bearer(who.id), payload: { email, channel: 'resnap-uk' } });

  it('mails the link to the new address; the confirmation changes the sign-in address', async () => {
    const newEmail = `new-${account.id.slice(0, 8)}@example.com`;
    const requested = await requestChange(newEmail);
    expect(requested).toMatchObject({ status: 202, body: {} });
    expect((await mailbox()).some((m) => m.to === account.email)).toBe(false);
    const { mail, token } = await tokenMailedTo(newEmail, 'emailChange');
    expect(mail.subject).toBe('Confirm your new e-mail address');
    // app.inject's Host is plain localhost (port 80): the link stays on that origin.
    expect(mail.link).toBe(`http://localhost/change-email-confirmation?confirmation-token=${token}`);

    const confirmed = await call(app, {
      method: 'POST',
      url: `${base(account)}/emailchanges/${token}/actions/confirm`,
      headers: bearer(account.id),
    });
    expect(confirmed.status).toBe(204);
    const { rows } = await db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [account.id]);
    expect(rows[0]?.email).toBe(newEmail);

    // The real sign-in check of the identity provider (sandbox/db/accounts.ts).
    expect(await authenticate(db, account.email, account.password)).toBeNull();
    expect(await authenticate(db, newEmail, account.password)).toMatchObject({ id: account.id, email: newEmail });

    const reused = await call(app, {
      method: 'POST',
      url: `${base(account)}/emailchanges/${token}/actions/confirm`,
      headers: bearer(account.id),
    });
    expect(reused.status).toBe(404);
  });

  it('lower-cases the new address', async () => {
    const requested = await requestChange(`Mixed-${account.id.slice(0, 8)}@Example.COM`);
    expect(requested.status).toBe(202);
    await tokenMailedTo(`mixed-${account.id.slice(0, 8)}@example.com`, 'emailChange');
  });

  it('answers 409 when another account has the address, and when it is taken before confirming', async () => {
    const taken = await requestChange('friend@example.com');
    expect(taken).toMatchObject({ status: 409, body: { message: EMAIL_IN_USE_MESSAGE } });

    const newEmail = `race-${account.id.slice(0, 8)}@example.com`;
    expect((await requestChange(newEmail)).status).toBe(202);
    const { token } = await tokenMailedTo(newEmail, 'emailChange');
    const rival = await testAccount();
    const rivalRequest = await requestChange(newEmail, rival);
    expect(rivalRequest.status).toBe(202);
    const rivalToken = await tokenMailedTo(newEmail, 'emailChange');
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `${base(rival)}/emailchanges/${rivalToken.token}/actions/confirm`,
          headers: bearer(rival.id),
        })
      ).status,
    ).toBe(204);

    const late = await call(app, {
      method: 'POST',
      url: `${base(account)}/emailchanges/${token}/actions/confirm`,
      headers: bearer(account.id),
    });
    expect(late).toMatchObject({ status: 409, body: { message: EMAIL_IN_USE_MESSAGE } });
  });

  it(`answers 429 after ${EMAIL_CHANGE_LIMIT} requests, and reset clears the limit`, async () => {
    for (let i = 0; i < EMAIL_CHANGE_LIMIT; i += 1) {
      expect((await requestChange(`n${i}-${account.id.slice(0, 8)}@example.com`)).status).toBe(202);
    }
    const limited = await requestChange(`n9-${account.id.slice(0, 8)}@example.com`);
    expect(limited).toMatchObject({ status: 429, body: { message: TOO_MANY_REQUESTS_MESSAGE } });
    // Another identity is not limited.
    const other = await testAccount();
    expect((await requestChange(`o-${other.id.slice(0, 8)}@example.com`, other)).status).toBe(202);

    expect((await call(app, { method: 'POST', url: '/__sandbox/reset' })).status).toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM email_change_requests', [])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM mails', [])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM confirmation_tokens', [])).toBe(0);
    const demo = { id: SEED_IDS.demo, email: 'demo@example.com', password: 'demo1234' };
    expect((await requestChange('demo-new@example.com', demo)).status).toBe(202);
  });

  it('answers 404 for an expired token and 400 for an invalid address', async () => {
    const newEmail = `exp-${account.id.slice(0, 8)}@example.com`;
    expect((await requestChange(newEmail)).status).toBe(202);
    const { token } = await tokenMailedTo(newEmail, 'emailChange');
    await call(app, { method: 'POST', url: '/__sandbox/tokens/expire', payload: { email: account.email } });
    const confirmed = await call(app, {
      method: 'POST',
      url: `${base(account)}/emailchanges/${token}/actions/confirm`,
      headers: bearer(account.id),
    });
    expect(confirmed.status).toBe(404);

    const invalid = await requestChange('not an address');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: expect.stringContaining('email') });
  });

  it('does not accept a deletion token as an e-mail change token', async () => {
    await call(app, {
      method: 'POST',
      url: `${base(account)}/deleteaccount`,
      headers: bearer(account.id),
      payload: { channel: 'albelli-nl' },
    });
    const { token } = await tokenMailedTo(account.email, 'deleteAccount');
    const confirmed = await call(app, {
      method: 'POST',
      url: `${base(account)}/emailchanges/${token}/actions/confirm`,
      headers: bearer(account.id),
    });
    expect(confirmed.status).toBe(404);
  });
});
