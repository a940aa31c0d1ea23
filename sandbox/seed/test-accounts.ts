import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TestAccountRequest } from '@schemas/sandbox';
import { markNotActive } from '../activation/store';
import { createAccount } from '../db/accounts';
import type { Db } from '../db/db';
import { insertAddress } from '../customer/addresses';
import { insertCustomer } from '../customer/customers';
import { insertPaymentMethods } from '../customer/payment-methods';
import { addTestAlbums } from '../albums/seed';
import { addLibrary } from '../photos/seed';
import { addDemoOrders, addGeneratedOrders, addInvoices } from './order-data';
import { testAccountPaymentMethods } from './payment-data';
import { demoAccountLibrary, generatedLibrary } from './photo-library';
import { addDemoProjects, addTestProjects } from './projects';
import { addDemoWidgets } from '../widgets/seed';

/**
 * A fresh account for one test (POST /__sandbox/accounts), so tests that change data do not step
 * on each other or on the demo accounts. Decisions: the password is random; a business account
 * without a b2bStatus gets 'New' (like the seeded one); a consumer never has a b2b status.
 * `photos`: the demo account's library ('demo') or that many generated photos, with ids of its own.
 * `albums`: albums of the account's most recently uploaded photos (sandbox/albums/seed.ts
 * addTestAlbums); a library with fewer photos than an album needs gets generated ones.
 * `orders`: the demo account's order set ('demo'; a business account also gets the demo invoices)
 * or that many generated orders, with codes of its own; delivered to its address when it has one.
 * `projects`: the demo account's saved projects ('demo'), that many generated ones, or ones with
 * the names given (newest first).
 * `widgets`: the demo widget set (sandbox/widgets/seed.ts) over those orders.
 * `activation`: a library not active yet, whose import brings in the photos of those orders.
 */
export async function createTestAccount(
  db: Db,
  request: z.output<typeof TestAccountRequest>,
): Promise<{ id: string; email: string; password: string }> {
  const id = randomUUID();
  const email = `test-${id.slice(0, 8)}@example.com`;
  const password = randomBytes(9).toString('base64url');
  const business = request.accountType === 'business';
  await db.transaction(async (tx) => {
    await createAccount(tx, { id, email, password, accountType: request.accountType });
    if (request.photos !== undefined) {
      await addLibrary(tx, id, request.photos === 'demo' ? demoAccountLibrary() : generatedLibrary(request.photos));
    }
    if (request.albums) await addTestAlbums(tx, id, request.albums, new Date());
    if (request.customer) await addCustomer(tx, id, business, request.b2bStatus);
    if (request.orders === 'demo') {
      await addDemoOrders(tx, id, new Date());
      if (business) await addInvoices(tx, id, new Date());
    } else if (request.orders !== undefined) {
      await addGeneratedOrders(tx, id, request.orders, new Date());
    }
    if (request.projects === 'demo') await addDemoProjects(tx, id, new Date());
    else if (request.projects !== undefined) await addTestProjects(tx, id, request.projects, new Date());
    // `widgets: 'demo'`: the demo widget set over the orders just made (none without orders).
    if (request.widgets === 'demo') await addDemoWidgets(tx, id, new Date());
    if (request.activation) await markNotActive(tx, id, request.activation.importFailures);
  });
  return { id, email, password };
}

async function addCustomer(
  tx: Db,
  id: string,
  business: boolean,
  b2bStatus: z.output<typeof TestAccountRequest>['b2bStatus'],
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
    street: 'Damrak',
    houseNumber: '1',
    houseNumberSuffix: null,
    postalCode: '1012 LG',
    city: 'Amsterdam',
    countryCode: 'NL',
    phoneNumber: null,
    isDefault: true,
  });
  await insertPaymentMethods(tx, id, testAccountPaymentMethods(new Date()));
}
