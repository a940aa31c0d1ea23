// Catalogue entries of the album pages' own loads (S1 §2 Album page, Shared album page): the album,
// plain loads of the resource machine's shape under their own ids.
import type { CatalogEntry } from '../../catalogEntry';
import { resourceEntry } from '../../shell/resourceEntry';
import { albumMachine } from './album.machine';
import { fixtureAlbum, fixtureAlbumLoadError, fixtureSharedAlbumDetails, fixtureSharedAlbumLoadError } from './fixtures/albums';
import { sharedAlbumMachine } from './sharedAlbum.machine';

const album = resourceEntry({
  id: 'album',
  title: 'Album page',
  description:
    'Loads one own album for its page: its name, photo count, cover and whether it is shared. It is loaded as the page opens and again after a rename or after photos were added. A failed load shows an error with Try again.',
  specSection: 'S1 §2 Album page, §7 GET /albums/{id}',
  machine: albumMachine,
  data: fixtureAlbum(0),
  error: fixtureAlbumLoadError,
});

const sharedAlbum = resourceEntry({
  id: 'sharedAlbum',
  title: 'Shared album page',
  description:
    'Loads an album shared with the customer, or by them, for its page: the album with its owner and its participants. It is loaded as the page opens. A failed load shows an error with Try again.',
  specSection: 'S1 §2 Shared album page, §7 GET /shared-albums/{id}',
  machine: sharedAlbumMachine,
  data: fixtureSharedAlbumDetails,
  error: fixtureSharedAlbumLoadError,
});

export const albumPageEntries: readonly CatalogEntry[] = [album, sharedAlbum];
