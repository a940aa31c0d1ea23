import type { SeedPaymentMethods } from '../customer/payment-methods';
import { SEED_IDS } from './data';

/**
 * The seeded accounts' payment preferences and stored cards (made-up card endings; expiry relative
 * to this year so a stored card never shows as expired). The business account has chosen nothing.
 */
export function seedPaymentMethods(now: Date): ReadonlyArray<{ accountId: string; methods: SeedPaymentMethods }> {
  const year = now.getUTCFullYear();
  return [
    {
      accountId: SEED_IDS.demo,
      methods: { preferred: 'ideal', storedCard: { brand: 'visa', last4: '4242', expiryMonth: 8, expiryYear: year + 2 } },
    },
    {
      accountId: SEED_IDS.friend,
      methods: { preferred: 'paypal', storedCard: { brand: 'mastercard', last4: '5100', expiryMonth: 3, expiryYear: year + 1 } },
    },
  ];
}

/** A test account's (POST /__sandbox/accounts): iDEAL preferred and a stored Visa card. */
export function testAccountPaymentMethods(now: Date): SeedPaymentMethods {
  return { preferred: 'ideal', storedCard: { brand: 'visa', last4: '4242', expiryMonth: 8, expiryYear: now.getUTCFullYear() + 2 } };
}
