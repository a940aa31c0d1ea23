// Catalogue entry of the photo library's summary, the tabs' counts: a plain load of the resource
// machine's shape under its own id.
import type { CatalogEntry } from '../../catalogEntry';
import { resourceEntry } from '../../shell/resourceEntry';
import { fixtureHttpError, fixtureSummary } from './fixtures/timeline';
import { photoSummaryMachine } from './photoSummary.machine';

const photoSummary = resourceEntry({
  id: 'photoSummary',
  title: 'Photo library summary',
  description:
    'Loads the counts the photo library’s tabs show: how many photos and albums the customer has, how many albums were shared with them and how many of those they have seen. One lives beside each library’s timeline and is loaded again when photos or albums come or go. A failed load leaves the counts out.',
  specSection: 'S1 §2 Photos page tabs, §7 GET /users',
  machine: photoSummaryMachine,
  data: fixtureSummary,
  error: fixtureHttpError('GET', '/api/photos/users', 500),
});

export const summaryEntries: readonly CatalogEntry[] = [photoSummary];
