import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { TOO_MANY_REQUESTS_MESSAGE } from '@schemas/auth';
import type { Db } from '../db/db';

/**
 * Every call that sends a mail (newsletter opt-in, e-mail change, account deletion) is limited
 * per recipient address and per client address, counted in the mailbox (so a reset clears them):
 * by default 5 mails per recipient per hour (nobody can flood someone else's inbox) and 30 per
 * client address per 10 minutes (an office shares one address). Beyond: 429 with Retry-After.
 * Overrides: SANDBOX_MAIL_PER_RECIPIENT, SANDBOX_MAIL_PER_CLIENT (counts).
 */
export interface MailLimit {
  limit: number;
  windowMs: number;
}
export interface MailLimits {
  perRecipient: MailLimit;
  perClient: MailLimit;
}

const LimitsEnv = z.object({
  SANDBOX_MAIL_PER_RECIPIENT: z.coerce.number().int().min(1).default(5),
  SANDBOX_MAIL_PER_CLIENT: z.coerce.number().int().min(1).default(30),
});

/** The advisory lock that serialises the mail limit checks (any fixed number; this one spells MAIL). */
const MAIL_LOCK = 0x4d41494c;

export function mailLimits(env: NodeJS.ProcessEnv = process.env): MailLimits {
  const e = LimitsEnv.parse(env);
  return {
    perRecipient: { limit: e.SANDBOX_MAIL_PER_RECIPIENT, windowMs: 60 * 60_000 },
    perClient: { limit: e.SANDBOX_MAIL_PER_CLIENT, windowMs: 10 * 60_000 },
  };
}

/** Milliseconds until the limit-th newest mail matching `column = value` leaves the window (0: not at the limit). */
async function waitFor(db: Db, column: 'to_email' | 'sent_for', value: string, rule: MailLimit, now: number): Promise<number> {
  const since = new Date(now - rule.windowMs).toISOString();
  const { rows } = await db.query<{ sent_at: Date | string }>(
    `SELECT sent_at FROM mails WHERE ${column} = $1 AND sent_at > $2 ORDER BY sent_at DESC OFFSET $3 LIMIT 1`,
    [value, since, rule.limit - 1],
  );
  const row = rows[0];
  return row ? Math.max(1, new Date(row.sent_at).getTime() + rule.windowMs - now) : 0;
}

/**
 * How long a caller must wait before another mail to `to` may be sent for `client` (0: now).
 * Call it in the transaction that sends the mail: it takes a transaction lock, so parallel
 * requests are counted one after the other and none slips past the limit.
 */
export async function mailWaitMs(db: Db, mail: { to: string; client: string }, limits: MailLimits = mailLimits()): Promise<number> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [MAIL_LOCK]);
  const now = Date.now();
  const recipient = await waitFor(db, 'to_email', mail.to.toLowerCase(), limits.perRecipient, now);
  const client = await waitFor(db, 'sent_for', mail.client, limits.perClient, now);
  return Math.max(recipient, client);
}

/** 429 with Retry-After (seconds) and the services' wording. */
export function tooManyRequests(reply: FastifyReply, waitMs: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))))
    .send({ message: TOO_MANY_REQUESTS_MESSAGE });
}
