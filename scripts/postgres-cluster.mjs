// A throw-away PostgreSQL cluster for a run that wants a real database (DATABASE_URL): initdb into
// a temporary folder, pg_ctl on a free loopback port, stopped and removed afterwards. Used by the
// sandbox tests' PostgreSQL pass (scripts/test-postgres.mjs) and the benches' (scripts/with-postgres.mjs).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from './ensure.mjs';

/** Runs `use(databaseUrl)` with a fresh cluster, and answers what it answers. */
export async function withPostgresCluster(use) {
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
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    // A throw-away cluster: no durability needed, room for every test file's pool at once.
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
    return await use(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not started: nothing to stop
    }
    rmSync(folder, { recursive: true, force: true });
  }
}
