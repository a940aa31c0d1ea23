import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SHARE_SENDER_PROBLEM, ShareRecipient, ShareText, decodeRecipient, type Widget, type WidgetShared } from '@schemas/widgets';
import { findCustomer } from '../customer/customers';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { describeIssues } from '../http/validation';
import { mailWaitMs, tooManyRequests } from '../mail/limits';
import { sendMail } from '../mail/mailbox';
import { readAppConfig } from '../public-config/host-table';

/** The share's query as the route received it (strings, not yet decoded). */
export interface ShareQuery {
  vendorId: string;
  fromName: string;
  personalMessage: string;
  toEmailAddress: string;
}

/** The mail a shared widget sends: who shared what, their message as they wrote it, and the link. */
export function shareMail(widget: Widget, fromName: string, personalMessage: string): { subject: string; body: string } {
  const message = personalMessage.trim() === '' ? '' : `\n\nTheir message:\n${personalMessage}`;
  return {
    subject: `${fromName} shared a product with you`,
    body: `Hello,\n\n${fromName} shared their ${widget.productName} with you.${message}\n\nSee it online:\n${widget.pictureUrl ?? ''}`,
  };
}

/** The brands' names of the host table: a share may come in the shop's name. */
const shopNames = new Set(readAppConfig().hosts.map((row) => row.brandName));

/** The account's own name as the customer record spells it (first and last name), or null. */
async function accountName(db: Db, accountId: string): Promise<string | null> {
  const customer = await findCustomer(db, accountId);
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return name === '' ? null : name;
}

/**
 * PUT /v1/widget/:id/share, after ownership and the blocked check: decodes the recipient (standard
 * base64 of the UTF-8 address, DECISIONS 18), checks the message (no links, schemas/widgets.ts) and
 * the sender's name, which must be the account's own name or a shop's name (never free text: the
 * mail goes to anyone the customer names), and puts the mail in the sandbox mailbox under the mail
 * limits. Answers null when it already sent a 400 or 429. The vendor id names the shop the mail
 * comes from; the sandbox has one mail sender for all.
 */
export async function shareWidget(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  widget: Widget,
  query: ShareQuery,
): Promise<WidgetShared | null> {
  const decoded = decodeRecipient(query.toEmailAddress);
  const recipient = decoded === null ? null : ShareRecipient.safeParse(decoded.trim());
  if (!recipient?.success) {
    void reply.code(400).send({ message: 'toEmailAddress must be the base64 of a valid e-mail address' });
    return null;
  }
  const text = z.safeParse(ShareText, { fromName: query.fromName, personalMessage: query.personalMessage });
  if (!text.success) {
    void reply.code(400).send({ message: describeIssues(text.error.issues) });
    return null;
  }
  const fromName = text.data.fromName;
  if (fromName !== (await accountName(db, accountIdOf(request))) && !shopNames.has(fromName)) {
    void reply.code(400).send({ message: SHARE_SENDER_PROBLEM });
    return null;
  }
  const to = recipient.data;
  const mail = shareMail(widget, fromName, text.data.personalMessage);
  const waitMs = await db.transaction(async (tx) => {
    const wait = await mailWaitMs(tx, { to, client: request.ip });
    if (wait > 0) return wait;
    await sendMail(tx, {
      to,
      subject: mail.subject,
      kind: 'widgetShare',
      body: mail.body,
      link: widget.pictureUrl ?? '',
      client: request.ip,
    });
    return 0;
  });
  if (waitMs > 0) {
    tooManyRequests(reply, waitMs);
    return null;
  }
  return { widgetId: widget.id, toEmailAddress: to };
}
