// Catalogue entries of the photo library's machines (spec S1), gathered from its sub-areas.
import type { CatalogEntry } from '../catalogEntry';
import { activationEntries } from './activation/catalog';
import { albumPhotoEntries } from './albums/albumPhotosCatalog';
import { albumEntries } from './albums/catalog';
import { downloadEntries } from './downloads/catalog';
import { libraryEntries } from './library/catalog';
import { previewEntries } from './preview/catalog';
import { printEntries } from './print/catalog';
import { pushEntries } from './push/catalog';
import { uploadEntries } from './upload/catalog';

export const photoEntries: readonly CatalogEntry[] = [
  ...libraryEntries,
  ...previewEntries,
  ...albumEntries,
  ...albumPhotoEntries,
  ...downloadEntries,
  ...printEntries,
  ...pushEntries,
  ...activationEntries,
  ...uploadEntries,
];
