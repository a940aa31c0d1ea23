import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../../sandbox/db/db';
import { migrate } from '../../sandbox/db/migrate';
import { TEMPLATE_FOLDER_ENV, type DatabaseTemplate } from './databaseTemplateNames';

/**
 * Vitest global set-up of the unit project: the in-memory databases' two starting points, made once
 * per run and dumped to a temporary folder that the workers find through an environment variable.
 * A new PGlite cluster takes seconds to set up; a copy of a dump loads in a fraction of that, and
 * the sandbox tests start one or more per file. `bare` is a new cluster (tests of migrations start
 * from it); `migrated` has every migration applied (the sandbox then seeds it as on any start).
 * Skipped when DATABASE_URL names a real PostgreSQL: each test file gets a database of its own there.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL?.trim()) return () => {};
  const folder = mkdtempSync(join(tmpdir(), 'my-account-db-templates-'));
  const lite = await PGlite.create();
  const write = async (name: DatabaseTemplate) =>
    writeFileSync(join(folder, `${name}.tar`), new Uint8Array(await (await lite.dumpDataDir('none')).arrayBuffer()));
  try {
    await write('bare');
    await migrate(pgliteDb(lite));
    await write('migrated');
  } finally {
    await lite.close();
  }
  process.env[TEMPLATE_FOLDER_ENV] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
