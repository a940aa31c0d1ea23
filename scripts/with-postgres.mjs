// `node scripts/with-postgres.mjs <command> [args]`: runs the command with DATABASE_URL set to a
// throw-away PostgreSQL cluster (scripts/postgres-cluster.mjs), so that a bench's sandbox keeps its
// data there instead of in the embedded PGlite: `npm run bench:timeline:pg` tells the app's own
// cost from the stand-in database's.
import { spawnSync } from 'node:child_process';
import { withPostgresCluster } from './postgres-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: node scripts/with-postgres.mjs <command> [args]');
const status = await withPostgresCluster((databaseUrl) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
  return result.status ?? 1;
});
process.exit(status);
