import { activationSeed } from '../activation/seed-part';
import { albumsSeed } from '../albums/seed-part';
import { customerSeed } from '../customer/seed-part';
import { documentsSeed } from '../documents/seed-part';
import { ordersSeed } from '../orders/seed-part';
import { photosSeed } from '../photos/seed-part';
import { projectsSeed } from '../projects/seed-part';
import { widgetsSeed } from '../widgets/seed-part';
import type { SeedPart } from './part';

/**
 * Every service's seed part, in the order they run (after the accounts): a part comes after those
 * whose rows it builds on (albums over photo libraries, invoices and widgets over orders, the
 * activation import over a customer's orders; orders are delivered to the customer's address).
 */
export const seedParts: readonly SeedPart[] = [
  customerSeed,
  photosSeed,
  albumsSeed,
  ordersSeed,
  documentsSeed,
  activationSeed,
  projectsSeed,
  widgetsSeed,
];
