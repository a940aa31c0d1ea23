// `npm run sandbox:reset`: wipe the sandbox's data and re-seed.
// A sandbox running on PORT is asked to do it itself (POST /__sandbox/reset): an embedded
// database must not be opened by two processes. Otherwise the database folder (<data>/db) is
// deleted and made anew (with DATABASE_URL: every table is emptied instead). Other files in the
// data folder (the identity provider's keys) stay: like POST /__sandbox/reset, this resets data.
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lockDataFolderOrExit } from '../data-lock';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { readSandboxEnv } from '../env';
import { resetData, seedDemoData } from '../seed/seed';
import { sandboxAnswers } from './running';

const settings = readSandboxEnv();

if (await sandboxAnswers(settings.port)) {
  const response = await fetch(`http://localhost:${settings.port}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`The running sandbox refused the reset: ${response.status} ${await response.text()}`);
  console.log(`› reset the sandbox running on port ${settings.port}`);
} else if (settings.databaseUrl) {
  lockDataFolderOrExit(settings.dataDir);
  const db = await openDb({ databaseUrl: settings.databaseUrl });
  await migrate(db);
  await resetData(db);
  await db.close();
  console.log('› emptied and re-seeded the PostgreSQL database (DATABASE_URL)');
} else {
  // Not answering on PORT, but perhaps running on another port with the same data folder.
  lockDataFolderOrExit(settings.dataDir);
  const dbDir = join(settings.dataDir, 'db');
  // Never delete a folder that holds the working directory (a mistaken SANDBOX_DATA).
  if (!relative(dbDir, process.cwd()).startsWith('..')) throw new Error(`Refusing to delete ${dbDir}: it contains the working directory`);
  rmSync(dbDir, { recursive: true, force: true });
  const db = await openDb({ dataDir: dbDir });
  await migrate(db);
  await seedDemoData(db);
  await db.close();
  console.log(`› deleted and re-seeded ${dbDir}`);
}
