import { SEED_IDS } from '../seed/data';
import type { SeedPart } from '../seed/part';
import { demoAccountLibrary, friendLibrary, generatedLibrary } from '../seed/photo-library';
import { addLibrary } from './seed';

/**
 * The photo libraries (docs/PHOTOS.md "Seed"): fixed ids, pictures made on demand or in the
 * background. A test account's `photos`: the demo account's library ('demo') or that many generated
 * photos, with ids of its own.
 */
export const photosSeed: SeedPart = {
  name: 'photos',
  demo: async (tx) => {
    await addLibrary(tx, SEED_IDS.demo, demoAccountLibrary(), 1);
    await addLibrary(tx, SEED_IDS.friend, friendLibrary(), 2);
  },
  testAccount: async (tx, { id, request }) => {
    if (request.photos !== undefined)
      await addLibrary(tx, id, request.photos === 'demo' ? demoAccountLibrary() : generatedLibrary(request.photos));
  },
};
