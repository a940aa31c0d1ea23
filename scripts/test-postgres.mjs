// The sandbox's unit tests (tests/unit/sandbox) on a real PostgreSQL, through DATABASE_URL, in a
// throw-away cluster (scripts/postgres-cluster.mjs). Run by `npm test`; alone:
// `node scripts/test-postgres.mjs [extra vitest args]`.
import { spawnSync } from 'node:child_process';
import { withPostgresCluster } from './postgres-cluster.mjs';

/**
 * Files whose subject is not stored data, run once (on PGlite, in the Vitest step): CPU work in the
 * worker threads (PDFs, archives off the event loop, HEIC decodes, photo files) and the sign-in
 * throttle, which counts in memory and times password checks. Their few queries are the same ones
 * the other files run here.
 */
const notAboutStorage = ['workers', 'upload-heic', 'upload-pictures', 'security-sign-in'].map(
  (name) => `tests/unit/sandbox/${name}.test.ts`,
);

const status = await withPostgresCluster((databaseUrl) => {
  const result = spawnSync(
    'npx',
    ['vitest', 'run', 'tests/unit/sandbox', ...notAboutStorage.flatMap((file) => ['--exclude', file]), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  return result.status ?? 1;
});
process.exit(status);
