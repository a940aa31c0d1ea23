import { AddressInput } from '@schemas/address';
import type { Db } from '../db/db';
import { SEED_ACCOUNTS, TEST_HOME } from '../seed/data';
import type { SeedPart, TestAccount } from '../seed/part';
import { seedPaymentMethods, testAccountPaymentMethods } from '../seed/payment-data';
import { insertAddress } from './addresses';
import { insertCustomer } from './customers';
import { insertPaymentMethods } from './payment-methods';

const DAY_MS = 86_400_000;

/**
 * The customer service's records: each demo account's customer record (as old as the account),
 * addresses a day apart so the list order is stable (they pass the app's own address rules), and
 * payment methods; a test account's when it asks for `customer`.
 */
export const customerSeed: SeedPart = {
  name: 'customer',
  demo: async (tx, now) => {
    for (const account of SEED_ACCOUNTS) {
      const since = new Date(now.getTime() - account.ageDays * DAY_MS);
      await insertCustomer(tx, { accountId: account.id, ...account.customer }, since);
      for (const [index, { id, address }] of account.addresses.entries()) {
        await insertAddress(tx, account.id, AddressInput.parse(address), { id, createdAt: new Date(since.getTime() + index * DAY_MS) });
      }
    }
    for (const { accountId, methods } of seedPaymentMethods(now)) await insertPaymentMethods(tx, accountId, methods);
  },
  testAccount: async (tx, { id, business, request }, now) => {
    if (request.customer) await addTestCustomer(tx, id, business, request.b2bStatus, now);
  },
};

/** Decisions: a business account without a b2bStatus gets 'New' (like the seeded one); a consumer never has one. */
async function addTestCustomer(
  tx: Db,
  id: string,
  business: boolean,
  b2bStatus: TestAccount['request']['b2bStatus'],
  now: Date,
): Promise<void> {
  await insertCustomer(tx, {
    accountId: id,
    firstName: 'Test',
    lastName: business ? 'Buyer' : 'Customer',
    phoneNumber: '+31 6 98765432',
    companyName: business ? 'Testbedrijf B.V.' : null,
    vatNumber: business ? 'NL001234567B01' : null,
    b2bStatus: business ? (b2bStatus ?? 'New') : null,
    callbackUrl: null,
    callbackFormat: null,
    newsletter: false,
    countryCode: 'NL',
    locale: 'nl-NL',
  });
  await insertAddress(tx, id, {
    firstName: 'Test',
    lastName: business ? 'Buyer' : 'Customer',
    companyName: business ? 'Testbedrijf B.V.' : null,
    ...TEST_HOME,
    isDefault: true,
  });
  await insertPaymentMethods(tx, id, testAccountPaymentMethods(now));
}
