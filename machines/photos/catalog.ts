// Catalogue entries of the photo library's machines (spec S1), gathered from its sub-areas.
import type { CatalogEntry } from '../catalogEntry';
import { activationEntries } from './activation/catalog';
import { albumPhotoEntries } from './albums/albumPhotosCatalog';
import { albumPageEntries } from './albums/albumPagesCatalog';
import { albumEntries } from './albums/catalog';
import { photoDownloadEntries } from './downloads/catalog';
import { libraryEntries } from './library/catalog';
import { summaryEntries } from './library/summaryCatalog';
import { previewEntries } from './preview/catalog';
import { printEntries } from './print/catalog';
import { pushEntries } from './push/catalog';
import { uploadEntries } from './upload/catalog';

export const photoEntries: readonly CatalogEntry[] = [
  ...libraryEntries,
  ...summaryEntries,
  ...previewEntries,
  ...albumEntries,
  ...albumPageEntries,
  ...albumPhotoEntries,
  ...photoDownloadEntries,
  ...printEntries,
  ...pushEntries,
  ...activationEntries,
  ...uploadEntries,
];
