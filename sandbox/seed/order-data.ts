import type { DeliveryAddress } from '@schemas/orders';
import { toAddress, type AddressRow } from '../customer/addresses';
import type { Db } from '../db/db';
import { insertHistoricalInvoices, insertInvoiceGroupFiles } from '../documents/store';
import { insertCutoffCalendar } from '../orders/cutoff';
import { insertSuperOrders } from '../orders/store';
import { TEST_HOME } from './data';
import { historicalInvoicesFor, invoiceGroupFilesFor } from './invoices';
import { buildSuperOrders, demoPlan, generatedPlan, type OrderOwner } from './orders';

/**
 * Gives accounts their orders and invoices, and the shop its cutoff calendar: the part of the seed
 * the orders and documents services read. `now` is the seeding moment every age counts back from.
 */

/** The first address an account has, as a delivery address (or a fixed one without addresses). */
async function homeOf(db: Db, accountId: string): Promise<DeliveryAddress> {
  const { rows } = await db.query<AddressRow>(
    'SELECT * FROM addresses WHERE account_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1',
    [accountId],
  );
  const row = rows[0];
  if (!row) {
    return {
      firstName: 'Test',
      lastName: 'Customer',
      companyName: null,
      ...TEST_HOME,
      pickupPointName: null,
    };
  }
  // the address book's entry, without what a delivery address has not (id, default flag)
  const { id: _id, isDefault: _isDefault, ...address } = toAddress(row);
  return { ...address, pickupPointName: null };
}

/** The channel an account orders in, by its customer's country (GB: bonusprint, else albelli). */
async function ownerOf(db: Db, accountId: string): Promise<OrderOwner> {
  const home = await homeOf(db, accountId);
  const uk = home.countryCode === 'GB';
  return { accountId, channel: uk ? 'bonusprint-uk' : 'albelli-nl', currency: uk ? 'GBP' : 'EUR', home };
}

/** The next free serial of an account's super order codes. */
async function nextSerial(db: Db, accountId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM super_orders WHERE account_id = $1', [accountId]);
  return (rows[0]?.n ?? 0) + 1;
}

/** The demo order set (sandbox/seed/orders.ts demoPlan). */
export async function addDemoOrders(db: Db, accountId: string, now: Date): Promise<number> {
  const orders = buildSuperOrders(await ownerOf(db, accountId), demoPlan(), now, await nextSerial(db, accountId));
  await insertSuperOrders(db, orders);
  return orders.length;
}

/** N generated orders over the last four years, after the ones the account has. */
export async function addGeneratedOrders(db: Db, accountId: string, count: number, now: Date, seed = 7): Promise<number> {
  const orders = buildSuperOrders(await ownerOf(db, accountId), generatedPlan(count, seed), now, await nextSerial(db, accountId));
  await insertSuperOrders(db, orders);
  return orders.length;
}

/** A business account's invoice group files and historical invoices. */
export async function addInvoices(db: Db, accountId: string, now: Date): Promise<void> {
  await insertInvoiceGroupFiles(db, invoiceGroupFilesFor(accountId, now));
  await insertHistoricalInvoices(db, historicalInvoicesFor(accountId, now));
}

/**
 * The cutoff calendar: photo books and cards have an active Christmas campaign (order within the
 * next three weeks); calendars one that ended yesterday (no longer shown); prints, wall decor and
 * gifts none.
 */
export async function addCutoffCalendar(db: Db, now: Date): Promise<void> {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await insertCutoffCalendar(
    db,
    [
      {
        name: 'christmas-delivery',
        occasion: 'christmas',
        orderBefore: inDays(21),
        deliveryBefore: inDays(28),
        groups: [
          { id: 'photo-books', name: 'Photo books' },
          { id: 'cards', name: 'Cards' },
        ],
      },
      {
        name: 'valentines-delivery',
        occasion: 'valentinesDay',
        orderBefore: inDays(-1),
        deliveryBefore: inDays(5),
        groups: [{ id: 'calendars', name: 'Calendars' }],
      },
    ],
    [
      { id: 'prints', name: 'Photo prints' },
      { id: 'wall-decor', name: 'Wall decor' },
      { id: 'gifts', name: 'Gifts' },
    ],
  );
}

/**
 * `npm run sandbox:seed -- --orders N --account <e-mail>`: adds N generated orders to an account
 * (after the ones it has, codes continuing). Null when no account has that e-mail.
 */
export async function addGeneratedOrdersByEmail(db: Db, email: string, count: number): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email.trim().toLowerCase()]);
  const accountId = rows[0]?.id;
  if (!accountId) return null;
  // A seed of its own per run, so that repeated runs do not add the same orders again.
  return db.transaction((tx) => addGeneratedOrders(tx, accountId, count, new Date(), Date.now() % 1_000_000));
}
