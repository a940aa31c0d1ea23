import type { B2bStatus, Customer } from '@schemas/customer';
import type { CustomerUpdate } from '@schemas/customerUpdate';
import type { Db } from '../db/db';

/** The customer service's store of customer records (table `customers`, e-mail from `accounts`). */

export interface NewCustomer {
  accountId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  companyName: string | null;
  vatNumber: string | null;
  b2bStatus: B2bStatus | null;
  callbackUrl: string | null;
  callbackFormat: 'json' | 'xml' | null;
  newsletter: boolean;
  countryCode: string;
  locale: string;
}

interface CustomerRow {
  account_id: string;
  email: string;
  account_type: 'consumer' | 'business';
  first_name: string;
  last_name: string;
  phone_number: string | null;
  company_name: string | null;
  vat_number: string | null;
  b2b_status: B2bStatus | null;
  callback_url: string | null;
  callback_format: 'json' | 'xml' | null;
  newsletter: boolean;
  country_code: string;
  locale: string;
  created_at: Date | string;
}

export const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.account_id,
  email: row.email,
  accountType: row.account_type === 'business' ? 'Business' : 'Consumer',
  firstName: row.first_name,
  lastName: row.last_name,
  phoneNumber: row.phone_number,
  companyName: row.company_name,
  vatNumber: row.vat_number,
  b2bStatus: row.b2b_status,
  callbackUrl: row.callback_url,
  callbackFormat: row.callback_format,
  newsletter: row.newsletter,
  countryCode: row.country_code,
  locale: row.locale,
  createdAt: toIso(row.created_at),
});

const selectCustomer = `SELECT c.*, a.email, a.account_type
  FROM customers c JOIN accounts a ON a.id = c.account_id
  WHERE c.account_id = $1`;

export async function findCustomer(db: Db, accountId: string): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(selectCustomer, [accountId]);
  return rows[0] ? toCustomer(rows[0]) : null;
}

export async function insertCustomer(db: Db, input: NewCustomer, createdAt?: Date): Promise<void> {
  await db.query(
    `INSERT INTO customers (account_id, first_name, last_name, phone_number, company_name, vat_number,
       b2b_status, callback_url, callback_format, newsletter, country_code, locale, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, COALESCE($13, now()), COALESCE($13, now()))`,
    [
      input.accountId,
      input.firstName,
      input.lastName,
      input.phoneNumber,
      input.companyName,
      input.vatNumber,
      input.b2bStatus,
      input.callbackUrl,
      input.callbackFormat,
      input.newsletter,
      input.countryCode,
      input.locale,
      createdAt ?? null,
    ],
  );
}

/** The editable fields and their columns: the only names that ever reach the SQL text. */
const columns: Record<keyof CustomerUpdate, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  companyName: 'company_name',
  vatNumber: 'vat_number',
  callbackUrl: 'callback_url',
  callbackFormat: 'callback_format',
  newsletter: 'newsletter',
};
const editable: readonly (keyof CustomerUpdate)[] = [
  'firstName',
  'lastName',
  'phoneNumber',
  'companyName',
  'vatNumber',
  'callbackUrl',
  'callbackFormat',
  'newsletter',
];

/** Applies the given fields (all of them for PUT, some for PATCH); null when there is no record. */
export async function updateCustomer(db: Db, accountId: string, changes: Partial<CustomerUpdate>): Promise<Customer | null> {
  const sets: string[] = [];
  const params: unknown[] = [accountId];
  for (const field of editable) {
    if (changes[field] === undefined) continue;
    params.push(changes[field]);
    sets.push(`${columns[field]} = $${params.length}`);
  }
  const { rows } = await db.query<{ account_id: string }>(
    `UPDATE customers SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE account_id = $1 RETURNING account_id`,
    params,
  );
  if (!rows[0]) return null;
  // Decision: a business account whose details were missing (Default) goes to New (pending
  // validation) once it holds both a company name and a VAT number; the retailer then validates it.
  await db.query(
    `UPDATE customers SET b2b_status = 'New'
     WHERE account_id = $1 AND b2b_status = 'Default' AND coalesce(company_name, '') <> '' AND coalesce(vat_number, '') <> ''`,
    [accountId],
  );
  return findCustomer(db, accountId);
}
