import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { Download, DownloadList, DownloadUrl, type DownloadItem } from '@schemas/downloads';
import { findAccountById } from '../../../sandbox/db/accounts';
import { openDb, type Db } from '../../../sandbox/db/db';
import type { IdentityRegistrar } from '../../../sandbox/identity-seam';
import { buildServer, type ServerOptions } from '../../../sandbox/server';
import { TEMPLATE_FOLDER_ENV, type DatabaseTemplate } from '../../setup/databaseTemplateNames';
import { freePort } from '../identity/browser';
import { eventually } from './patience';

/**
 * A stand-in for the identity provider: accepts `test-token:<accountId>` for any existing account,
 * with the claims the real provider would put in the access token.
 */
export const fakeIdentity: IdentityRegistrar = async (_app, { db }) => ({
  async verifyAccessToken(token) {
    const accountId = /^test-token:(.+)$/.exec(token)?.[1];
    if (!accountId) throw new Error('not a test token');
    const account = await findAccountById(db, accountId);
    if (!account) throw new Error('unknown account');
    return {
      sub: account.id,
      email: account.email,
      idp_type: account.idpType,
      idp_sub: account.id,
      amr: account.accountType === 'business' ? ['pwd', 'b2b'] : ['pwd'],
    };
  },
});

/**
 * Where a test's database lives: PGlite in memory, or, when DATABASE_URL names a PostgreSQL (the
 * PostgreSQL step of npm test), a new database of its own there, so that test files running side
 * by side never share data. The throw-away cluster is removed whole afterwards.
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const server = process.env.DATABASE_URL?.trim();
  if (!server) return undefined;
  const name = `sandbox_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One of the run's in-memory database templates (tests/setup/databaseTemplates.ts), or undefined
 * where there are none (a real PostgreSQL, or code run outside Vitest such as the benches): the
 * database then starts as a new cluster, only slower.
 */
export async function databaseTemplate(name: DatabaseTemplate): Promise<Blob | undefined> {
  const folder = process.env[TEMPLATE_FOLDER_ENV];
  return folder ? new Blob([new Uint8Array(await readFile(join(folder, `${name}.tar`)))]) : undefined;
}

/** A fresh database as freshDatabaseUrl places it, not migrated. */
export async function openTestDb(): Promise<Db> {
  return openDb({ databaseUrl: await freshDatabaseUrl(), template: await databaseTemplate('bare') });
}

/** One sandbox on a fresh database (starting one takes a second or more: share it per file). */
export async function startSandbox(options: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  return buildServer({
    port: 0,
    quiet: true,
    identity: fakeIdentity,
    databaseUrl: await freshDatabaseUrl(),
    databaseTemplate: await databaseTemplate('migrated'),
    ...options,
  });
}

/** A sandbox as startSandbox makes it, with its database at hand for arranging data. */
export async function startSandboxWithDb(): Promise<{ app: FastifyInstance; db: Db }> {
  const seen: { db?: Db } = {};
  const app = await startSandbox({
    identity: async (server, deps) => {
      seen.db = deps.db;
      return fakeIdentity(server, deps);
    },
  });
  if (!seen.db) throw new Error('the sandbox started without registering its identity');
  return { app, db: seen.db };
}

/**
 * The whole sandbox with its real identity provider, listening on a free port of 127.0.0.1 (the
 * session endpoint reads the provider's discovery over HTTP, so inject alone will not do), on a
 * fresh database as startSandbox places it: in the PostgreSQL pass, on PostgreSQL too.
 */
export async function startListeningSandbox(): Promise<{ app: FastifyInstance; port: number }> {
  const port = await freePort();
  // identity: undefined, the real provider instead of startSandbox's token-only stand-in
  const app = await startSandbox({ port, identity: undefined });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, port };
}

export const bearer = (accountId: string) => ({ authorization: `Bearer test-token:${accountId}` });

/** app.inject with the response body parsed as JSON (undefined when empty). */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const body: unknown = response.body ? JSON.parse(response.body) : undefined;
  return { status: response.statusCode, headers: response.headers, body, raw: response.body };
}

/** Asks for an archive of the photos (POST /downloads). */
export const createArchive = (app: FastifyInstance, accountId: string, photoIds: readonly string[], name = 'Archive') =>
  call(app, {
    method: 'POST',
    url: '/api/downloads/downloads',
    headers: bearer(accountId),
    payload: { name, photos: photoIds.map((photoId) => ({ photoId })) },
  });

/** The archive as GET /downloads lists it, once it is no longer building (for tests that do not listen on the push socket). */
export async function settledArchive(app: FastifyInstance, accountId: string, downloadId: string): Promise<DownloadItem> {
  let item: DownloadItem | undefined;
  const built = await eventually(async () => {
    const answer = await call(app, { method: 'GET', url: '/api/downloads/downloads', headers: bearer(accountId) });
    expect(answer.status, answer.raw).toBe(200);
    item = DownloadList.parse(answer.body).items.find((entry) => entry.id === downloadId);
    return item !== undefined && item.state !== 'building';
  });
  if (!built || item === undefined) throw new Error(`the archive was never built; last listed as ${JSON.stringify(item)}`);
  return item;
}

/** Asks for an archive and waits until its URL is given (409 while it is built): the milliseconds it took. */
export async function timedArchive(app: FastifyInstance, accountId: string, photoIds: readonly string[]): Promise<number> {
  const started = performance.now();
  const created = await createArchive(app, accountId, photoIds);
  expect(created.status, created.raw).toBe(201);
  const { id } = Download.parse(created.body);
  for (;;) {
    const answer = await call(app, { method: 'GET', url: `/api/downloads/downloads/${id}/url`, headers: bearer(accountId) });
    if (answer.status === 200) {
      DownloadUrl.parse(answer.body);
      return performance.now() - started;
    }
    expect(answer.status, answer.raw).toBe(409);
    if (performance.now() - started > 60_000) throw new Error('the archive was not built in a minute');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
