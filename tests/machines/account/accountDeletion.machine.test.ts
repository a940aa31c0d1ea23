// The account-deletion request machine: its shortest paths against the fixture actors.
import { describe } from 'vitest';

import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('accountDeletion paths', () => {
  replayShortestPaths(catalogEntry('accountDeletion'), { minPaths: 1 });
});
