import { randomUUID } from 'node:crypto';
import type { Address, AddressInput } from '@schemas/address';
import type { Db } from '../db/db';

/**
 * The customer service's addresses. Every query is scoped by the owner's account id, so another
 * account's address is indistinguishable from a missing one.
 * Decisions where the spec is silent: the list is in creation order; setting `isDefault` clears
 * it on the owner's other addresses; deleting the default address leaves none default.
 */

/** A row of the addresses table. */
export interface AddressRow {
  id: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  house_number: string;
  house_number_suffix: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  phone_number: string | null;
  is_default: boolean;
}

/** An address book entry from its row. */
export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  companyName: row.company_name,
  street: row.street,
  houseNumber: row.house_number,
  houseNumberSuffix: row.house_number_suffix,
  postalCode: row.postal_code,
  city: row.city,
  countryCode: row.country_code,
  phoneNumber: row.phone_number,
  isDefault: row.is_default,
});

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not a UUID cannot exist; asking the database would only raise a type error. */
export const isUuid = (id: string) => uuidShape.test(id);

/** The input's values in column order (columns 3–13 of the INSERT and $3–$13 of the UPDATE). */
const values = (a: AddressInput) => [
  a.firstName,
  a.lastName,
  a.companyName || null,
  a.street,
  a.houseNumber,
  a.houseNumberSuffix || null,
  a.postalCode,
  a.city,
  a.countryCode,
  a.phoneNumber || null,
  a.isDefault,
];

export async function listAddresses(db: Db, accountId: string): Promise<Address[]> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM addresses WHERE account_id = $1 ORDER BY created_at, id', [accountId]);
  return rows.map(toAddress);
}

async function clearDefault(db: Db, accountId: string, except: string): Promise<void> {
  await db.query('UPDATE addresses SET is_default = false WHERE account_id = $1 AND id <> $2 AND is_default', [accountId, except]);
}

export async function insertAddress(
  db: Db,
  accountId: string,
  input: AddressInput,
  options: { id?: string; createdAt?: Date } = {},
): Promise<Address> {
  const id = options.id ?? randomUUID();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<AddressRow>(
      `INSERT INTO addresses (id, account_id, first_name, last_name, company_name, street, house_number,
         house_number_suffix, postal_code, city, country_code, phone_number, is_default, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, COALESCE($14, clock_timestamp()))
       RETURNING *`,
      [id, accountId, ...values(input), options.createdAt ?? null],
    );
    const row = rows[0];
    if (!row) throw new Error('Address was not created');
    if (input.isDefault) await clearDefault(tx, accountId, id);
    return toAddress(row);
  });
}

/** Replaces an owned address; null when the account has no address with that id. */
export async function replaceAddress(db: Db, accountId: string, id: string, input: AddressInput): Promise<Address | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<AddressRow>(
      `UPDATE addresses SET first_name = $3, last_name = $4, company_name = $5, street = $6, house_number = $7,
         house_number_suffix = $8, postal_code = $9, city = $10, country_code = $11, phone_number = $12, is_default = $13
       WHERE id = $1 AND account_id = $2
       RETURNING *`,
      [id, accountId, ...values(input)],
    );
    const row = rows[0];
    if (!row) return null;
    if (input.isDefault) await clearDefault(tx, accountId, id);
    return toAddress(row);
  });
}

/** Deletes an owned address; false when the account has no address with that id. */
export async function deleteAddress(db: Db, accountId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await db.query<{ id: string }>('DELETE FROM addresses WHERE id = $1 AND account_id = $2 RETURNING id', [id, accountId]);
  return rows.length > 0;
}
