import { SEED_IDS } from '../seed/data';
import type { SeedPart } from '../seed/part';
import { markNotActive } from './store';

/**
 * The activation import (docs/PHOTOS.md "Activation import"): newcomer@example.com has past orders
 * and a library that is not active yet; every other account is ACTIVE. A test account's
 * `activation`: a library not active yet, whose import brings in the photos of its orders.
 */
export const activationSeed: SeedPart = {
  name: 'activation',
  demo: (tx) => markNotActive(tx, SEED_IDS.newcomer),
  testAccount: async (tx, { id, request }) => {
    if (request.activation) await markNotActive(tx, id, request.activation.importFailures);
  },
};
