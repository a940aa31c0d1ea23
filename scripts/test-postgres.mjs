// The sandbox's unit tests (tests/unit/sandbox) on a real PostgreSQL, through DATABASE_URL: a
// throw-away cluster (initdb into a temporary folder, pg_ctl on a free loopback port), removed
// afterwards. Run by `npm test`; alone: `node scripts/test-postgres.mjs [extra vitest args]`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from './ensure.mjs';

const bin = ensurePostgres();
const root = process.getuid?.() === 0;
// initdb refuses to run as root: the cluster then belongs to the postgres user.
const owner = root ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : null;
const asOwner = (cmd, args) => (root ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args]);
const run = (cmd, args) => {
  const [command, argv] = asOwner(cmd, args);
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
};

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const folder = mkdtempSync(join(tmpdir(), 'sandbox-pg-'));
if (owner !== null) chownSync(folder, owner, owner);
chmodSync(folder, 0o700);
const data = join(folder, 'data');
let status = 1;
try {
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  // A test cluster: no durability needed, room for every test file's pool at once.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  const env = { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` };
  const result = spawnSync('npx', ['vitest', 'run', 'tests/unit/sandbox', ...process.argv.slice(2)], { stdio: 'inherit', env });
  status = result.status ?? 1;
} finally {
  try {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch {
    // not started: nothing to stop
  }
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
