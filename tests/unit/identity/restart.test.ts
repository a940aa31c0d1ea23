import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '@schemas/session';
import type { Account } from '../../../sandbox/db/accounts';
import type { Db } from '../../../sandbox/db/db';
import { IdentityKeys } from '../../../sandbox/identity/keys';
import { Browser, freePort } from './browser';
import { freshDb, newAccount, signIn, startIdentity } from './harness';

let db: Db;
let dataDir: string;
let account: Account;

beforeAll(async () => {
  db = await freshDb();
  account = await newAccount(db, 'business');
  dataDir = mkdtempSync(join(tmpdir(), 'identity-'));
}, 60_000);

afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps keys, provider sessions and refresh tokens across a restart', async () => {
    const port = await freePort();
    const origin = `http://my.albelli.be.localhost:${port}`;
    const browser = new Browser(port);

    const first = await startIdentity(db, { port, dataDir });
    const { session } = await signIn(browser, origin, account.email);
    await first.close();

    const file = join(dataDir, 'identity-keys.json');
    const keys = IdentityKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(keys.signingKeys[0]?.kid).toBeTruthy();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = await db.query<{ model: string }>('SELECT DISTINCT model FROM oidc_payloads ORDER BY model');
    expect(stored.rows.map((row) => row.model)).toEqual(expect.arrayContaining(['Grant', 'RefreshToken', 'Session']));

    const second = await startIdentity(db, { port, dataDir });
    try {
      // The old access token still verifies (same keys), the refresh cookie still works.
      await expect(second.identity.verifyAccessToken(session.accessToken)).resolves.toEqual(session.claims);
      const renewed = await browser.postEmpty(`${origin}/session/refresh`);
      expect(renewed.status, renewed.body).toBe(200);
      expect(Session.parse(renewed.json()).claims.amr).toEqual(['pwd', 'b2b']);
      // The provider session survived too: signing in again needs no password.
      const again = await signIn(browser, origin, account.email);
      expect(again.sawSignInPage).toBe(false);
      expect(IdentityKeys.parse(JSON.parse(readFileSync(file, 'utf8')))).toEqual(keys);
    } finally {
      await second.close();
    }
  });
});

describe('next to the host server’s own plugins', () => {
  it('works with @fastify/cookie, @fastify/formbody and @fastify/middie registered on the root', async () => {
    const server = await startIdentity(db, { hostPlugins: true });
    try {
      const browser = new Browser(server.port);
      const origin = `http://localhost:${server.port}`;
      const { session, sawSignInPage } = await signIn(browser, origin, account.email);
      expect(sawSignInPage).toBe(true);
      expect(session.claims.sub).toBe(account.id);
      const renewed = await browser.postEmpty(`${origin}/session/refresh`);
      expect(renewed.status, renewed.body).toBe(200);
      const logout = await browser.postJson(`${origin}/session/logout`, { returnTo: '/change-email-success' });
      expect(logout.status, logout.body).toBe(200);
      const discovery = await browser.get(`${server.issuer}/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      expect(discovery.json()).toMatchObject({ issuer: server.issuer, token_endpoint: `${server.issuer}/token` });
    } finally {
      await server.close();
    }
  });
});
