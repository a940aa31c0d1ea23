import { SEED_IDS } from '../seed/data';
import { addInvoices } from '../seed/order-data';
import type { SeedPart } from '../seed/part';

/** The business account's invoices (sandbox/seed/invoices.ts); a business test account with the demo orders gets them too. */
export const documentsSeed: SeedPart = {
  name: 'documents',
  demo: (tx, now) => addInvoices(tx, SEED_IDS.business, now),
  testAccount: async (tx, { id, business, request }, now) => {
    if (request.orders === 'demo' && business) await addInvoices(tx, id, now);
  },
};
