// `npm run sandbox:seed`: seed the sandbox's database when it is empty (the sandbox also does this
// on every start). Options for bulk data (--photos N) come with the photo library.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { readSandboxEnv } from '../env';
import { seedIfEmpty } from '../seed/seed';
import { sandboxAnswers } from './running';

try {
  parseArgs({ options: {}, strict: true, allowPositionals: false });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)} (no options yet: --photos comes with the photo library)`);
  process.exit(2);
}
const settings = readSandboxEnv();

if (await sandboxAnswers(settings.port)) {
  console.log(`› a sandbox is running on port ${settings.port}: it seeded itself on start. Stop it first, or use npm run sandbox:reset.`);
  process.exit(0);
}

const db = settings.databaseUrl
  ? await openDb({ databaseUrl: settings.databaseUrl })
  : await openDb({ dataDir: join(settings.dataDir, 'db') });
await migrate(db);
const seeded = await seedIfEmpty(db);
await db.close();
const where = settings.databaseUrl ? 'the PostgreSQL database' : settings.dataDir;
console.log(seeded ? `› seeded ${where}` : `› ${where} already has data; nothing to do (npm run sandbox:reset to start over)`);
