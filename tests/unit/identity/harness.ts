import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMiddie from '@fastify/middie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TokenResponse } from '@schemas/session';
import { createAccount } from '../../../sandbox/db/accounts';
import type { Account, AccountType } from '../../../sandbox/db/accounts';
import { openDb } from '../../../sandbox/db/db';
import type { Db } from '../../../sandbox/db/db';
import { migrate } from '../../../sandbox/db/migrate';
import type { Identity } from '../../../sandbox/identity-seam';
import { registerIdentity } from '../../../sandbox/identity';
import type { SignInLimits } from '../../../sandbox/identity/throttle';
import { databaseTemplate } from '../sandbox/harness';
import { freePort } from './browser';
import type { Browser } from './browser';

export const PASSWORD = 'demo1234';

export interface Running {
  app: FastifyInstance;
  identity: Identity;
  port: number;
  issuer: string;
  close(): Promise<void>;
}

/** A fresh migrated in-memory database. */
export async function freshDb(): Promise<Db> {
  const db = await openDb({ template: await databaseTemplate('migrated') });
  await migrate(db);
  return db;
}

export async function newAccount(db: Db, accountType: AccountType): Promise<Account> {
  return createAccount(db, {
    id: randomUUID(),
    email: `${accountType}-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    accountType,
  });
}

/**
 * A real Fastify app with the identity part, listening on `port` (a free one by default).
 * `hostPlugins`: register @fastify/cookie, @fastify/formbody and @fastify/middie on the root
 * first, as a host server might, to prove the identity part does not clash with them.
 */
export async function startIdentity(
  db: Db,
  options: { port?: number; dataDir?: string; hostPlugins?: boolean; signIn?: Partial<SignInLimits> } = {},
): Promise<Running> {
  const port = options.port ?? (await freePort());
  const app = Fastify({ logger: false });
  if (options.hostPlugins) {
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    await app.register(fastifyMiddie);
  }
  const identity = await registerIdentity(app, { db, port, dataDir: options.dataDir, signIn: options.signIn });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, identity, port, issuer: `http://localhost:${port}/oidc`, close: () => app.close() };
}

/**
 * Signs in through the whole browser flow on `origin` and redeems the code: /session/login →
 * provider → sign-in page → POST credentials → callback → POST /session/token.
 */
export async function signIn(browser: Browser, origin: string, email: string, returnTo = '/') {
  const start = await browser.get(`${origin}/session/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const { response: page, url: pageUrl } = await browser.follow(start.location ?? '', (url) => url.startsWith(`${origin}/auth/callback`));
  let callback = pageUrl;
  if (page) {
    expect(new URL(pageUrl).pathname).toMatch(/^\/oidc-login\//);
    const posted = await browser.postForm(pageUrl, { email, password: PASSWORD });
    expect(posted.status).toBe(303);
    callback = (await browser.follow(posted.location ?? '', (url) => url.startsWith(`${origin}/auth/callback`))).url;
  }
  const params = new URL(callback).searchParams;
  const token = await browser.postJson(`${origin}/session/token`, {
    code: params.get('code'),
    state: params.get('state'),
    iss: params.get('iss'),
  });
  expect(token.status, token.body).toBe(200);
  return { session: TokenResponse.parse(token.json()), response: token, sawSignInPage: page !== null };
}
