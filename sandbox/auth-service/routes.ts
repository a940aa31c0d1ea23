import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DeleteAccountRequest, EMAIL_IN_USE_MESSAGE, EmailChangeRequest, RequestAccepted } from '@schemas/auth';
import { ExpireTokensRequest, ExpireTokensResult } from '@schemas/sandbox';
import type { Db } from '../db/db';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { confirmationLink, createLinkOrigins, type LinkOrigins } from '../mail/links';
import { mailWaitMs, tooManyRequests } from '../mail/limits';
import { MAIL_TEXTS, sendMail } from '../mail/mailbox';
import { deleteAccountAndData } from './account-deletion';
import { consumeToken, expireTokensOf, issueToken } from './tokens';

/** At most this many e-mail change requests per identity within the window; the next gets 429. */
export const EMAIL_CHANGE_LIMIT = 3;
export const EMAIL_CHANGE_WINDOW_MS = 10 * 60 * 1000;

const IdentityParams = z.object({ idpType: pathSegment, idpSub: pathSegment });
const TokenParams = z.object({ token: pathSegment });
const invalidToken = { message: 'This confirmation link is invalid, already used or expired' };
const accountNotFound = { message: 'Account not found' };

/**
 * The identity in the path must be the token's own (idp_type, idp_sub): 403 otherwise. Answers the
 * signed-in account's id, or undefined after answering.
 */
function ownIdentity(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const params = parseOrReject(reply, IdentityParams, request.params);
  if (!params) return undefined;
  const claims = request.claims;
  if (!claims) throw new Error(`${request.method} ${request.url} is not behind app.authenticate`);
  if (params.idpType !== claims.idp_type || params.idpSub !== claims.idp_sub) {
    void reply.code(403).send({ message: 'This identity is not the signed-in one' });
    return undefined;
  }
  return claims.sub;
}

async function emailOf(db: Db, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [accountId]);
  return rows[0]?.email ?? null;
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE email = $1', [email]);
  return rows.length > 0;
}

/**
 * Auth service (spec S0 §7), mounted under /api/auth: account deletion and e-mail change, each a
 * request that mails a single-use link and a confirmation with its token. Bearer token required.
 */
export async function authServiceRoutes(app: FastifyInstance, options: { db: Db; links?: LinkOrigins }): Promise<void> {
  const { db } = options;
  const links = options.links ?? createLinkOrigins();
  app.addHook('preHandler', app.authenticate);

  const base = '/v2/identities/:idpType/:idpSub';

  app.post(`${base}/deleteaccount`, async (request, reply) => {
    const accountId = ownIdentity(request, reply);
    if (!accountId) return reply;
    const body = parseOrReject(reply, DeleteAccountRequest, request.body);
    if (!body) return reply;
    const email = await emailOf(db, accountId);
    if (!email) return reply.code(404).send(accountNotFound);
    const waitMs = await db.transaction(async (tx) => {
      const wait = await mailWaitMs(tx, { to: email, client: request.ip });
      if (wait > 0) return wait;
      const token = await issueToken(tx, { accountId: accountId, purpose: 'deleteAccount', channel: body.channel });
      const link = confirmationLink(links.originFor(request, body.channel), 'deleteAccount', token);
      const text = MAIL_TEXTS.deleteAccount;
      await sendMail(tx, { to: email, subject: text.subject, kind: 'deleteAccount', body: text.body(link), link, client: request.ip });
      return 0;
    });
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
    return sendValid(reply, RequestAccepted, {}, 202);
  });

  app.post(`${base}/deleteaccount/:token/actions/confirm`, async (request, reply) => {
    const accountId = ownIdentity(request, reply);
    if (!accountId) return reply;
    const params = parseOrReject(reply, TokenParams, request.params);
    if (!params) return reply;
    const deleted = await db.transaction(async (tx) => {
      const used = await consumeToken(tx, { accountId: accountId, purpose: 'deleteAccount', token: params.token });
      if (!used) return false;
      await deleteAccountAndData(tx, accountId);
      return true;
    });
    if (!deleted) return reply.code(404).send(invalidToken);
    return reply.code(204).send();
  });

  app.post(`${base}/emailchanges`, async (request, reply) => {
    const accountId = ownIdentity(request, reply);
    if (!accountId) return reply;
    const body = parseOrReject(reply, EmailChangeRequest, request.body);
    if (!body) return reply;
    const newEmail = body.email.trim().toLowerCase();
    const outcome = await db.transaction(async (tx) => {
      const since = new Date(Date.now() - EMAIL_CHANGE_WINDOW_MS).toISOString();
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM email_change_requests WHERE account_id = $1 AND requested_at > $2',
        [accountId, since],
      );
      if ((rows[0]?.n ?? 0) >= EMAIL_CHANGE_LIMIT) return { tooMany: EMAIL_CHANGE_WINDOW_MS };
      const mailWait = await mailWaitMs(tx, { to: newEmail, client: request.ip });
      if (mailWait > 0) return { tooMany: mailWait };
      await tx.query('INSERT INTO email_change_requests (account_id) VALUES ($1)', [accountId]);
      // Also the account's own current address counts as in use.
      if (await emailTaken(tx, newEmail)) return 'inUse' as const;
      const token = await issueToken(tx, { accountId: accountId, purpose: 'emailChange', channel: body.channel, newEmail });
      const link = confirmationLink(links.originFor(request, body.channel), 'emailChange', token);
      const text = MAIL_TEXTS.emailChange;
      await sendMail(tx, { to: newEmail, subject: text.subject, kind: 'emailChange', body: text.body(link), link, client: request.ip });
      return 'sent' as const;
    });
    if (typeof outcome === 'object') return tooManyRequests(reply, outcome.tooMany);
    if (outcome === 'inUse') return reply.code(409).send({ message: EMAIL_IN_USE_MESSAGE });
    return sendValid(reply, RequestAccepted, {}, 202);
  });

  app.post(`${base}/emailchanges/:token/actions/confirm`, async (request, reply) => {
    const accountId = ownIdentity(request, reply);
    if (!accountId) return reply;
    const params = parseOrReject(reply, TokenParams, request.params);
    if (!params) return reply;
    const outcome = await db.transaction(async (tx) => {
      const used = await consumeToken(tx, { accountId: accountId, purpose: 'emailChange', token: params.token });
      if (!used?.newEmail) return 'invalid' as const;
      if (await emailTaken(tx, used.newEmail)) return 'inUse' as const;
      await tx.query('UPDATE accounts SET email = $2 WHERE id = $1', [accountId, used.newEmail]);
      return 'changed' as const;
    });
    if (outcome === 'invalid') return reply.code(404).send(invalidToken);
    if (outcome === 'inUse') return reply.code(409).send({ message: EMAIL_IN_USE_MESSAGE });
    return reply.code(204).send();
  });
}

/** Sandbox tool, mounted under /__sandbox: `POST /tokens/expire {email}` so tests can reach expiry. */
export async function tokenAdminRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.post('/tokens/expire', async (request, reply) => {
    const input = parseOrReject(reply, ExpireTokensRequest, request.body);
    if (!input) return reply;
    return sendValid(reply, ExpireTokensResult, { expired: await expireTokensOf(options.db, input.email) });
  });
}
