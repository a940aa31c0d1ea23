import { SEED_IDS } from '../seed/data';
import type { SeedPart } from '../seed/part';
import { addDemoWidgets, addGalleryCategories } from './seed';

/**
 * Widgets (./seed.ts): the gallery's categories and the demo consumer's online products. A test
 * account's `widgets: 'demo'`: the demo widget set over the orders just made (none without orders).
 */
export const widgetsSeed: SeedPart = {
  name: 'widgets',
  demo: async (tx, now) => {
    await addGalleryCategories(tx);
    await addDemoWidgets(tx, SEED_IDS.demo, now);
  },
  testAccount: async (tx, { id, request }, now) => {
    if (request.widgets === 'demo') await addDemoWidgets(tx, id, now);
  },
};
