import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../sandbox/db/db';
import type { IdentityRegistrar } from '../../../sandbox/identity-seam';
import type { ServerOptions } from '../../../sandbox/server';
import { startSandbox } from './harness';

/**
 * Like the real provider's signed access tokens, `test-token:<accountId>` stays valid whatever
 * became of the account: the verifier checks the token, not the database. The sandbox itself
 * must notice an account that is gone.
 */
export const tokenOnlyIdentity: IdentityRegistrar = async () => ({
  async verifyAccessToken(token) {
    const accountId = /^test-token:([0-9a-f-]{36})$/.exec(token)?.[1];
    if (!accountId) throw new Error('not a test token');
    return { sub: accountId, email: `${accountId.slice(0, 8)}@example.com`, idp_type: 'albelli', idp_sub: accountId, amr: ['pwd'] };
  },
});

/** A sandbox with tokenOnlyIdentity and its database at hand. */
export async function startTokenOnlySandbox(options: Partial<ServerOptions> = {}): Promise<{ app: FastifyInstance; db: Db }> {
  const seen: { db?: Db } = {};
  const app = await startSandbox({
    ...options,
    identity: async (server, deps) => {
      seen.db = deps.db;
      return tokenOnlyIdentity(server, deps);
    },
  });
  if (!seen.db) throw new Error('the sandbox started without registering its identity');
  return { app, db: seen.db };
}
