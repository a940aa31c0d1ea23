import { createAccount } from '../db/accounts';
import type { Db } from '../db/db';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from './data';
import { seedParts } from './parts';

/**
 * Writes the demo data, all or nothing; expects empty tables. The accounts (sign-in) first, then
 * each service's demo part (./parts.ts), every age counted from one moment.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const account of SEED_ACCOUNTS) {
      await createAccount(tx, { id: account.id, email: account.email, password: DEMO_PASSWORD, accountType: account.accountType });
    }
    for (const part of seedParts) await part.demo?.(tx, now);
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  return (rows[0]?.n ?? 0) === 0;
}

/** Seeds a database that has no accounts yet; answers whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemoData(db);
  return true;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Empties every table of the current schema except schema_migrations (identity's included). */
export async function wipeAll(db: Db): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  if (rows.length === 0) return;
  await db.exec(`TRUNCATE ${rows.map((r) => quoteIdent(r.tablename)).join(', ')} CASCADE`);
}

/** Wipe and re-seed, all or nothing. */
export async function resetData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await wipeAll(tx);
    await seedDemoData(tx);
  });
}
