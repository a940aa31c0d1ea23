// The sandbox's unit tests (tests/unit/sandbox) on a real PostgreSQL, through DATABASE_URL, in a
// throw-away cluster (scripts/postgres-cluster.mjs). Run by `npm test`; alone:
// `node scripts/test-postgres.mjs [extra vitest args]`.
import { spawnSync } from 'node:child_process';
import { withPostgresCluster } from './postgres-cluster.mjs';

/**
 * Files run once (on PGlite, in the Vitest step), not again here:
 * - whose subject is not stored data: CPU work in the worker threads (PDFs, archives off the event
 *   loop, HEIC decodes, photo files) and the sign-in throttle, which counts in memory and times
 *   password checks. Their few queries are the same ones the other files run here;
 * - whose timed bounds are about the sandbox's own queues, not the database: the archive builds'
 *   fairness under a flood (twice the idle time) and the GraphQL limits (answers within 500 ms).
 *   This pass runs beside the end-to-end tests at a low priority (scripts/test.mjs), where a
 *   timing says little;
 * - that open no database at all (pure functions, in-memory hubs, routes without storage).
 */
const runOnceOnPglite = [
  ...['workers', 'upload-heic', 'upload-pictures', 'security-sign-in'],
  ...['security-flood', 'security-graphql'],
  ...['entry-names', 'env', 'fair-queue', 'flow-coverage', 'media-store', 'merchandise', 'photos-library', 'push-hub'],
  ...['storyboard-routes', 'third-party', 'upload-exif'],
].map((name) => `tests/unit/sandbox/${name}.test.ts`);

/**
 * Beside the end-to-end tests at a low priority, the two cores can be the browser's for seconds at a
 * time: the tests wait longer for what the sandbox does in the background (tests/unit/sandbox/
 * patience.ts) and have the time to, four times what they have alone, and their set-up twice (a
 * test or hook that names its own limit keeps it: only the longest do).
 */
const PATIENCE_MS = 60_000;
const TEST_TIMEOUT_MS = 120_000;

const status = await withPostgresCluster((databaseUrl) => {
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      'tests/unit/sandbox',
      ...runOnceOnPglite.flatMap((file) => ['--exclude', file]),
      `--testTimeout=${TEST_TIMEOUT_MS}`,
      `--hookTimeout=${TEST_TIMEOUT_MS}`,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl, SANDBOX_TEST_PATIENCE_MS: String(PATIENCE_MS) } },
  );
  return result.status ?? 1;
});
process.exit(status);
