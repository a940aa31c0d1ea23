import { AddressInput } from '@schemas/address';
import { markNotActive } from '../activation/store';
import { createAccount } from '../db/accounts';
import type { Db } from '../db/db';
import { insertAddress } from '../customer/addresses';
import { insertCustomer } from '../customer/customers';
import { insertPaymentMethods } from '../customer/payment-methods';
import { addLibrary } from '../photos/seed';
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_IDS } from './data';
import { addCutoffCalendar, addDemoOrders, addGeneratedOrders, addInvoices } from './order-data';
import { seedPaymentMethods } from './payment-data';
import { addDemoAlbums } from './albums';
import { demoAccountLibrary, friendLibrary } from './photo-library';
import { addDemoProjects } from './projects';
import { addDemoWidgets, addGalleryCategories } from '../widgets/seed';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Writes the demo data; expects empty tables. Addresses pass the app's own address rules. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of SEED_ACCOUNTS) {
      await createAccount(tx, { id: account.id, email: account.email, password: DEMO_PASSWORD, accountType: account.accountType });
      const since = daysAgo(account.ageDays);
      await insertCustomer(tx, { accountId: account.id, ...account.customer }, since);
      for (const [index, { id, address }] of account.addresses.entries()) {
        // Creation times a day apart keep the list order stable.
        const createdAt = new Date(since.getTime() + index * 86_400_000);
        await insertAddress(tx, account.id, AddressInput.parse(address), { id, createdAt });
      }
    }
    for (const { accountId, methods } of seedPaymentMethods(new Date())) await insertPaymentMethods(tx, accountId, methods);
    // Photo libraries (docs/PHOTOS.md "Seed"); fixed ids, pictures made on demand or in the background.
    await addLibrary(tx, SEED_IDS.demo, demoAccountLibrary(), 1);
    await addLibrary(tx, SEED_IDS.friend, friendLibrary(), 2);
    // Albums and shared albums over those libraries (sandbox/seed/albums.ts).
    await addDemoAlbums(tx, new Date());
    // Orders and invoices (sandbox/seed/orders.ts, invoices.ts), aged from this moment.
    const now = new Date();
    await addDemoOrders(tx, SEED_IDS.demo, now);
    await addGeneratedOrders(tx, SEED_IDS.business, 14, now, 11);
    await addInvoices(tx, SEED_IDS.business, now);
    await addGeneratedOrders(tx, SEED_IDS.friend, 6, now, 13);
    await addCutoffCalendar(tx, now);
    // The activation import (docs/PHOTOS.md "Activation import"): newcomer@example.com has past
    // orders and a library that is not active yet; every other account is ACTIVE.
    await addGeneratedOrders(tx, SEED_IDS.newcomer, 8, now, 17);
    await markNotActive(tx, SEED_IDS.newcomer);
    // Saved projects (sandbox/seed/projects.ts): three pages of them for the demo account.
    await addDemoProjects(tx, SEED_IDS.demo, now);
    // Widgets (sandbox/widgets/seed.ts): the gallery's categories, the demo consumer's online products.
    await addGalleryCategories(tx);
    await addDemoWidgets(tx, SEED_IDS.demo, now);
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
