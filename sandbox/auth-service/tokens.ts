import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { hashToken, newConfirmationToken, tokenExpiry } from '../mail/tokens';

export type TokenPurpose = 'deleteAccount' | 'emailChange';

/** Stores a new single-use token (hashed) for an account and hands back the token itself. */
export async function issueToken(
  db: Db,
  input: { accountId: string; purpose: TokenPurpose; channel: string; newEmail?: string },
): Promise<string> {
  const token = newConfirmationToken();
  await db.query(
    `INSERT INTO confirmation_tokens (id, account_id, purpose, new_email, channel, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), input.accountId, input.purpose, input.newEmail ?? null, input.channel, hashToken(token), tokenExpiry()],
  );
  return token;
}

/**
 * Marks a token used and answers what it was issued for, or null when it is unknown, used,
 * expired, for another purpose, or issued to another account (DECISIONS 4: bound to its identity).
 */
export async function consumeToken(
  db: Db,
  input: { accountId: string; purpose: TokenPurpose; token: string },
): Promise<{ newEmail: string | null } | null> {
  const { rows } = await db.query<{ new_email: string | null }>(
    `UPDATE confirmation_tokens SET used_at = now()
      WHERE token_hash = $1 AND account_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
      RETURNING new_email`,
    [hashToken(input.token), input.accountId, input.purpose],
  );
  const row = rows[0];
  return row ? { newEmail: row.new_email } : null;
}

/** Expires every confirmation token (auth and opt-in) of an e-mail address; answers how many. */
export async function expireTokensOf(db: Db, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const past = new Date(Date.now() - 1000).toISOString();
  const accountTokens = await db.query(
    `UPDATE confirmation_tokens SET expires_at = $2
      WHERE account_id IN (SELECT id FROM accounts WHERE email = $1) AND used_at IS NULL AND expires_at > $2
      RETURNING id`,
    [address, past],
  );
  const optInTokens = await db.query(
    'UPDATE subscription_tokens SET expires_at = $2 WHERE email = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id',
    [address, past],
  );
  return accountTokens.rows.length + optInTokens.rows.length;
}
