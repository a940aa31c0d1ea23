import type { Db } from '../db/db';

/**
 * Deletes an account and everything it owns. The accounts row cascades to every table that
 * references accounts.id (customers, addresses, confirmation tokens, and later areas' tables);
 * the identity provider's records (table oidc_payloads, migration 050: sessions, grants, codes,
 * access and refresh tokens) name the account only inside their payload, so they go explicitly —
 * by account id, and by the grants of that account.
 */
export async function deleteAccountAndData(db: Db, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteProviderRecordsOf(tx, accountId);
    await tx.query('DELETE FROM accounts WHERE id = $1', [accountId]);
  });
}

export async function deleteProviderRecordsOf(db: Db, accountId: string): Promise<void> {
  await db.query(
    `DELETE FROM oidc_payloads
      WHERE payload->>'accountId' = $1
         OR payload #>> '{session,accountId}' = $1
         OR payload #>> '{result,login,accountId}' = $1
         OR grant_id IN (SELECT id FROM oidc_payloads WHERE model = 'Grant' AND payload->>'accountId' = $1)`,
    [accountId],
  );
}
