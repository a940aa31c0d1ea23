import { SEED_IDS } from '../seed/data';
import { addCutoffCalendar, addDemoOrders, addGeneratedOrders } from '../seed/order-data';
import type { SeedPart } from '../seed/part';

/**
 * Orders (sandbox/seed/orders.ts), aged from the seed's moment, and the cutoff calendar. The
 * newcomer's past orders are the ones its activation import brings the photos of. A test account's
 * `orders`: the demo account's order set ('demo') or that many generated orders, with codes of its
 * own; delivered to its address when it has one.
 */
export const ordersSeed: SeedPart = {
  name: 'orders',
  demo: async (tx, now) => {
    await addDemoOrders(tx, SEED_IDS.demo, now);
    await addGeneratedOrders(tx, SEED_IDS.business, 14, now, 11);
    await addGeneratedOrders(tx, SEED_IDS.friend, 6, now, 13);
    await addCutoffCalendar(tx, now);
    await addGeneratedOrders(tx, SEED_IDS.newcomer, 8, now, 17);
  },
  testAccount: async (tx, { id, request }, now) => {
    if (request.orders === 'demo') await addDemoOrders(tx, id, now);
    else if (request.orders !== undefined) await addGeneratedOrders(tx, id, request.orders, now);
  },
};
