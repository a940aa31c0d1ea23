import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SubscriptionConfirmed, SubscriptionRequest, SubscriptionRequested } from '@schemas/mail';
import { Mailbox } from '@schemas/sandbox';
import type { Db } from '../db/db';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { confirmationLink, createLinkOrigins, type LinkOrigins } from './links';
import { mailWaitMs, tooManyRequests } from './limits';
import { listMails, MAIL_TEXTS, sendMail } from './mailbox';
import { mailboxPage } from './mailbox-page';
import { hashToken, newConfirmationToken, tokenExpiry } from './tokens';

const email = z.string().max(320).trim().toLowerCase().pipe(z.email('E-mail address must be valid'));
const ProfileParams = z.object({ email });
const ConfirmParams = z.object({ email, token: pathSegment });
const invalidLink = { message: 'This confirmation link is invalid or has expired' };

/**
 * Mail gateway (spec S0 §7), mounted under /api/mail: the newsletter double opt-in. No bearer token.
 */
export async function mailGatewayRoutes(app: FastifyInstance, options: { db: Db; links?: LinkOrigins }): Promise<void> {
  const { db } = options;
  const links = options.links ?? createLinkOrigins();

  app.post('/api/v1/Profiles/:email/subscription', async (request, reply) => {
    const params = parseOrReject(reply, ProfileParams, request.params);
    if (!params) return reply;
    const body = parseOrReject(reply, SubscriptionRequest, request.body);
    if (!body) return reply;
    const token = newConfirmationToken();
    const waitMs = await db.transaction(async (tx) => {
      const wait = await mailWaitMs(tx, { to: params.email, client: request.ip });
      if (wait > 0) return wait;
      await tx.query(
        `INSERT INTO subscriptions (email, channel) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET channel = EXCLUDED.channel, requested_at = now()`,
        [params.email, body.channel],
      );
      await tx.query('INSERT INTO subscription_tokens (id, email, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
        randomUUID(),
        params.email,
        hashToken(token),
        tokenExpiry(),
      ]);
      const link = confirmationLink(links.originFor(request, body.channel), 'doubleOptIn', token, params.email);
      const text = MAIL_TEXTS.doubleOptIn;
      await sendMail(tx, { to: params.email, subject: text.subject, kind: 'doubleOptIn', body: text.body(link), link, client: request.ip });
      return 0;
    });
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
    return sendValid(reply, SubscriptionRequested, {}, 202);
  });

  app.get('/api/v1/Profiles/:email/subscription/confirm/:token', async (request, reply) => {
    const params = parseOrReject(reply, ConfirmParams, request.params);
    if (!params) return reply;
    const confirmed = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE subscription_tokens SET used_at = now()
          WHERE token_hash = $1 AND email = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING id`,
        [hashToken(params.token), params.email],
      );
      if (rows.length === 0) return false;
      await tx.query('UPDATE subscriptions SET confirmed_at = now() WHERE email = $1', [params.email]);
      await tx.query(
        'UPDATE customers SET newsletter = true, updated_at = now() FROM accounts WHERE accounts.id = customers.account_id AND accounts.email = $1',
        [params.email],
      );
      return true;
    });
    if (!confirmed) return reply.code(404).send(invalidLink);
    return sendValid(reply, SubscriptionConfirmed, { subscribed: true });
  });
}

/** The sandbox mailbox, mounted under /__sandbox: an HTML page for people, JSON for tests. */
export async function mailboxRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;

  app.get('/mailbox', async (_request, reply) => {
    const mails = await listMails(db);
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mailboxPage(mails));
  });

  app.get('/mailbox.json', async (_request, reply) => {
    const mails = await listMails(db);
    // The schema drops each mail's body: the JSON carries what tests need (the link).
    return sendValid(reply.header('cache-control', 'no-store'), Mailbox, { mails });
  });
}
