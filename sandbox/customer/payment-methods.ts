import { paymentMethodsOf, type CardBrand, type PaymentMethodCode, type PaymentMethods } from '@schemas/paymentMethods';
import type { Db } from '../db/db';

/**
 * The customer service's payment preferences (table customer_payment_methods; decisions in
 * schemas/paymentMethods.ts). The methods offered follow the customer's country; a stored
 * preference the country no longer offers reads as none.
 */

interface PaymentRow {
  preferred: PaymentMethodCode | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
  card_expiry_month: number | null;
  card_expiry_year: number | null;
}

export interface SeedPaymentMethods {
  preferred: PaymentMethodCode | null;
  storedCard: { brand: CardBrand; last4: string; expiryMonth: number; expiryYear: number } | null;
}

/** The customer's payment methods; null when the account has no customer record. */
export async function findPaymentMethods(db: Db, accountId: string): Promise<PaymentMethods | null> {
  const { rows: customers } = await db.query<{ country_code: string }>('SELECT country_code FROM customers WHERE account_id = $1', [
    accountId,
  ]);
  const customer = customers[0];
  if (!customer) return null;
  const available = [...paymentMethodsOf(customer.country_code)];
  const { rows } = await db.query<PaymentRow>('SELECT * FROM customer_payment_methods WHERE account_id = $1', [accountId]);
  const row = rows[0];
  const preferred = row?.preferred && available.includes(row.preferred) ? row.preferred : null;
  const storedCard =
    row?.card_brand && row.card_last4 && row.card_expiry_month && row.card_expiry_year
      ? { brand: row.card_brand, last4: row.card_last4, expiryMonth: row.card_expiry_month, expiryYear: row.card_expiry_year }
      : null;
  return { available, preferred, storedCard };
}

/** Stores the preferred method (the caller checked it is offered). */
export async function setPreferredPaymentMethod(db: Db, accountId: string, code: PaymentMethodCode): Promise<void> {
  await db.query(
    `INSERT INTO customer_payment_methods (account_id, preferred) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET preferred = EXCLUDED.preferred, updated_at = now()`,
    [accountId, code],
  );
}

/** Seeds an account's preference and stored card. */
export async function insertPaymentMethods(db: Db, accountId: string, input: SeedPaymentMethods): Promise<void> {
  const card = input.storedCard;
  await db.query(
    `INSERT INTO customer_payment_methods (account_id, preferred, card_brand, card_last4, card_expiry_month, card_expiry_year)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [accountId, input.preferred, card?.brand ?? null, card?.last4 ?? null, card?.expiryMonth ?? null, card?.expiryYear ?? null],
  );
}
