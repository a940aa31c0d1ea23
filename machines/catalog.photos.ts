// Catalogue entries of the photo library's machines (spec S1), kept apart from machines/catalog.ts
// so that the photo work can grow without touching the account area's entries.
import type { CatalogEntry } from './catalogEntry';
import { photoTimelineEntry, selectionEntry } from './catalog.photos.timeline';
import { photoDeleteEntries } from './catalog.photos.delete';

export const photoEntries: readonly CatalogEntry[] = [photoTimelineEntry, selectionEntry, ...photoDeleteEntries];
