import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Db } from './db';

export type AccountType = 'consumer' | 'business';

export interface Account {
  id: string;
  email: string;
  accountType: AccountType;
  idpType: string;
}

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  account_type: AccountType;
  idp_type: string;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  accountType: row.account_type,
  idpType: row.idp_type,
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when an account with this id exists (any other text, not being an id, is no account). */
export async function accountExists(db: Db, id: string): Promise<boolean> {
  if (!uuid.test(id)) return false;
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [id]);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The bcrypt cost of every password hash the sandbox makes. */
export const PASSWORD_HASH_COST = 8;

/**
 * A hash of a random password with the same cost as real ones, made once: an unknown e-mail is
 * compared against it, so a wrong pair costs the same time whether the e-mail exists or not.
 */
let dummyHash: Promise<string> | undefined;
const dummyHashOf = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('base64url'), PASSWORD_HASH_COST));

/** The account for an e-mail and password, or null for a wrong pair (never says which was wrong). */
export async function authenticate(db: Db, email: string, password: string): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>('SELECT * FROM accounts WHERE email = $1', [email.trim().toLowerCase()]);
  const row = rows[0];
  const ok = await bcrypt.compare(password, row?.password_hash ?? (await dummyHashOf()));
  return row && ok ? toAccount(row) : null;
}

export async function createAccount(
  db: Db,
  input: { id: string; email: string; password: string; accountType: AccountType },
): Promise<Account> {
  const hash = await bcrypt.hash(input.password, PASSWORD_HASH_COST);
  const { rows } = await db.query<AccountRow>(
    'INSERT INTO accounts (id, email, password_hash, account_type) VALUES ($1, $2, $3, $4) RETURNING *',
    [input.id, input.email.trim().toLowerCase(), hash, input.accountType],
  );
  const row = rows[0];
  if (!row) throw new Error('Account was not created');
  return toAccount(row);
}
