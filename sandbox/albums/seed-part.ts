import { addDemoAlbums } from '../seed/albums';
import type { SeedPart } from '../seed/part';
import { addTestAlbums } from './seed';

/**
 * Albums and shared albums over the libraries (sandbox/seed/albums.ts). A test account's `albums`:
 * albums of its most recently uploaded photos (addTestAlbums); a library with fewer photos than an
 * album needs gets generated ones.
 */
export const albumsSeed: SeedPart = {
  name: 'albums',
  demo: (tx, now) => addDemoAlbums(tx, now),
  testAccount: async (tx, { id, request }, now) => {
    if (request.albums) await addTestAlbums(tx, id, request.albums, now);
  },
};
