// Catalogue entries of the photo library's machines (spec S1), kept apart from machines/catalog.ts
// so that the photo work can grow without touching the account area's entries.
import type { CatalogEntry } from './catalogEntry';

export const photoEntries: readonly CatalogEntry[] = [];
