import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MailKind, type SandboxMail } from '@schemas/sandbox';
import type { Db } from '../db/db';

/** A mail as the mailbox page shows it: the JSON fields plus the body text. */
export interface StoredMail extends SandboxMail {
  body: string;
}

const MailRow = z.object({
  id: z.string(),
  to_email: z.string(),
  subject: z.string(),
  kind: MailKind,
  body: z.string(),
  link: z.string(),
  sent_at: z.union([z.date(), z.string()]),
});

/** "Sends" a mail: it lands in the sandbox mailbox (table mails, migration 005); `client`: the address that asked. */
export async function sendMail(
  db: Db,
  mail: { to: string; subject: string; kind: MailKind; body: string; link: string; client?: string },
): Promise<void> {
  await db.query('INSERT INTO mails (id, to_email, subject, kind, body, link, sent_for) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    randomUUID(),
    mail.to,
    mail.subject,
    mail.kind,
    mail.body,
    mail.link,
    mail.client ?? null,
  ]);
}

/** Every mail, newest first. */
export async function listMails(db: Db): Promise<StoredMail[]> {
  const { rows } = await db.query('SELECT id, to_email, subject, kind, body, link, sent_at FROM mails ORDER BY seq DESC');
  return rows.map((raw) => {
    const row = MailRow.parse(raw);
    return {
      id: row.id,
      to: row.to_email,
      subject: row.subject,
      kind: row.kind,
      body: row.body,
      link: row.link,
      sentAt: new Date(row.sent_at).toISOString(),
    };
  });
}

/** The texts of the three confirmation mails; the link is the one thing to click (a widget share writes its own). */
export const MAIL_TEXTS: Record<Exclude<MailKind, 'widgetShare'>, { subject: string; body: (link: string) => string }> = {
  emailChange: {
    subject: 'Confirm your new e-mail address',
    body: (link) =>
      `Hello,\n\nYou asked to sign in with this e-mail address from now on. Open the link below to confirm it:\n\n${link}\n\nThe link works once, for 24 hours. If you did not ask for this, ignore this mail: nothing changes.`,
  },
  deleteAccount: {
    subject: 'Confirm the deletion of your account',
    body: (link) =>
      `Hello,\n\nYou asked us to delete your account and everything in it. Open the link below to confirm:\n\n${link}\n\nThe link works once, for 24 hours. If you did not ask for this, ignore this mail: your account stays as it is.`,
  },
  doubleOptIn: {
    subject: 'Confirm your newsletter subscription',
    body: (link) =>
      `Hello,\n\nThank you for subscribing to our newsletter. Open the link below to confirm your subscription:\n\n${link}\n\nThe link works once, for 24 hours. If you did not subscribe, ignore this mail.`,
  },
};
