import type { ImportStatus } from '@schemas/activation';
import type { Db } from '../db/db';

/** The rows of migration 182: an account without a row is ACTIVE. */

/** The account's import status. */
export async function importStatusOf(db: Db, accountId: string): Promise<ImportStatus> {
  const { rows } = await db.query<{ status: 'NOT_ACTIVE' | 'IMPORTING' }>('SELECT status FROM activation_imports WHERE account_id = $1', [
    accountId,
  ]);
  return rows[0]?.status ?? 'ACTIVE';
}

/** Makes an account not active (the seed, test accounts): its next `failures` imports fail. */
export async function markNotActive(db: Db, accountId: string, failures = 0): Promise<void> {
  await db.query(
    `INSERT INTO activation_imports (account_id, status, import_failures) VALUES ($1, 'NOT_ACTIVE', $2)
     ON CONFLICT (account_id) DO UPDATE SET status = 'NOT_ACTIVE', import_failures = $2, started_at = NULL`,
    [accountId, failures],
  );
}

/** NOT_ACTIVE → IMPORTING; answers whether it was NOT_ACTIVE (only then does an import start). */
export async function claimImport(db: Db, accountId: string, at: Date): Promise<boolean> {
  const { rows } = await db.query<{ account_id: string }>(
    `UPDATE activation_imports SET status = 'IMPORTING', started_at = $2
     WHERE account_id = $1 AND status = 'NOT_ACTIVE' RETURNING account_id`,
    [accountId, at],
  );
  return rows.length > 0;
}

/**
 * Takes the end of a running import: answers 'fail' (back to NOT_ACTIVE, one failure used), 'finish'
 * (the row goes: ACTIVE) or null when no import of the account is running any more (a sandbox
 * reset, the account deleted). Locks the row for the transaction it runs in.
 */
export async function endImport(db: Db, accountId: string): Promise<'fail' | 'finish' | null> {
  const { rows } = await db.query<{ import_failures: number }>(
    `SELECT import_failures FROM activation_imports WHERE account_id = $1 AND status = 'IMPORTING' FOR UPDATE`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.import_failures > 0) {
    await db.query(
      `UPDATE activation_imports SET status = 'NOT_ACTIVE', started_at = NULL, import_failures = import_failures - 1 WHERE account_id = $1`,
      [accountId],
    );
    return 'fail';
  }
  await db.query('DELETE FROM activation_imports WHERE account_id = $1', [accountId]);
  return 'finish';
}

/** Imports a stopped process left running end as failed: NOT_ACTIVE again (answers the accounts). */
export async function failInterruptedImports(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ account_id: string }>(
    `UPDATE activation_imports SET status = 'NOT_ACTIVE', started_at = NULL WHERE status = 'IMPORTING' RETURNING account_id`,
  );
  return rows.map((row) => row.account_id);
}

/** The account's past orders the import brings photos of: the newest `limit`, newest first. */
export async function pastOrdersOf(db: Db, accountId: string, limit: number): Promise<{ code: string; createdAt: Date }[]> {
  const { rows } = await db.query<{ code: string; created_at: Date }>(
    'SELECT code, created_at FROM super_orders WHERE account_id = $1 ORDER BY created_at DESC, code DESC LIMIT $2',
    [accountId, limit],
  );
  return rows.map((row) => ({ code: row.code, createdAt: new Date(row.created_at) }));
}
