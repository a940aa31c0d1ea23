// The sandbox's unit tests (tests/unit/sandbox) on a real PostgreSQL, through DATABASE_URL, in a
// throw-away cluster (scripts/postgres-cluster.mjs). Run by `npm test`; alone:
// `node scripts/test-postgres.mjs [extra vitest args]`.
import { spawnSync } from 'node:child_process';
import { withPostgresCluster } from './postgres-cluster.mjs';

const status = await withPostgresCluster((databaseUrl) => {
  const result = spawnSync('npx', ['vitest', 'run', 'tests/unit/sandbox', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return result.status ?? 1;
});
process.exit(status);
