import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '@schemas/session';
import { accountExists } from '../db/accounts';
import type { Db } from '../db/db';
import type { Identity } from '../identity-seam';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token's claims; set by `app.authenticate`, null before. */
    claims: TokenClaims | null;
  }
  interface FastifyInstance {
    /** preHandler for every service route: `Authorization: Bearer <access token>` or 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

const invalidToken = (reply: FastifyReply) =>
  reply
    .code(401)
    .header('www-authenticate', 'Bearer error="invalid_token"')
    .send({ message: 'The access token is invalid or has expired' });

/**
 * Decorates the app with `authenticate` (a preHandler) and `request.claims`. A token stays valid
 * until it expires, but the account it names may be gone (deleted since): such a token is refused
 * like an expired one, so no route ever works for an account that no longer exists.
 */
export function installBearerAuth(app: FastifyInstance, identity: Identity, db: Db): void {
  app.decorateRequest('claims', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const match = bearer.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Sign-in required: no access token was sent' });
    }
    let claims: TokenClaims;
    try {
      claims = await identity.verifyAccessToken(token);
    } catch {
      return invalidToken(reply);
    }
    if (!(await accountExists(db, claims.sub))) return invalidToken(reply);
    request.claims = claims;
    return undefined;
  });
}

/** The signed-in account's id (the token's sub). Only for routes behind `app.authenticate`. */
export function accountIdOf(request: FastifyRequest): string {
  if (!request.claims) throw new Error(`${request.method} ${request.url} is not behind app.authenticate`);
  return request.claims.sub;
}
