// `npm run sandbox:seed`: seed the sandbox's database when it is empty (the sandbox also does this
// on every start). `-- --photos N --account <e-mail>` then replaces that account's photo library
// with N generated photos (docs/PHOTOS.md "Scale") and makes the shared pictures;
// `-- --orders N --account <e-mail>` adds N generated orders to that account (scale of the orders pages).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lockDataFolderOrExit } from '../data-lock';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { readSandboxEnv } from '../env';
import { replaceWithGeneratedLibrary } from '../photos/bulk';
import { MediaStore } from '../photos/media-store';
import { addGeneratedOrdersByEmail } from '../seed/order-data';
import { seedIfEmpty } from '../seed/seed';
import { sandboxAnswers } from './running';

const usage = 'usage: npm run sandbox:seed [-- [--photos <count>] [--orders <count>] --account <e-mail>]';
let photos: number | undefined;
let orders: number | undefined;
let account = 'demo@example.com';
try {
  const { values } = parseArgs({
    options: { photos: { type: 'string' }, orders: { type: 'string' }, account: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.photos !== undefined) {
    photos = Number(values.photos);
    if (!Number.isInteger(photos) || photos < 0 || photos > 1_000_000)
      throw new Error(`--photos must be a whole number from 0 to 1,000,000, not ${values.photos}`);
  }
  if (values.orders !== undefined) {
    orders = Number(values.orders);
    if (!Number.isInteger(orders) || orders < 0 || orders > 100_000)
      throw new Error(`--orders must be a whole number from 0 to 100,000, not ${values.orders}`);
  }
  if (values.account !== undefined) {
    if (photos === undefined && orders === undefined) throw new Error('--account goes with --photos or --orders');
    account = values.account;
  }
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const settings = readSandboxEnv();

const adds = photos !== undefined || orders !== undefined;
if (await sandboxAnswers(settings.port)) {
  console.log(
    !adds
      ? `› a sandbox is running on port ${settings.port}: it seeded itself on start. Stop it first, or use npm run sandbox:reset.`
      : `› a sandbox is running on port ${settings.port}: stop it first (its database cannot be opened twice).`,
  );
  process.exit(adds ? 1 : 0);
}

// Not answering on PORT, but perhaps running on another port with the same data folder.
lockDataFolderOrExit(settings.dataDir);
const db = settings.databaseUrl
  ? await openDb({ databaseUrl: settings.databaseUrl })
  : await openDb({ dataDir: join(settings.dataDir, 'db') });
await migrate(db);
const seeded = await seedIfEmpty(db);
const where = settings.databaseUrl ? 'the PostgreSQL database' : settings.dataDir;
console.log(seeded ? `› seeded ${where}` : `› ${where} already has data`);

if (photos !== undefined) {
  const started = performance.now();
  const replaced = await replaceWithGeneratedLibrary(db, account, photos);
  if (!replaced) {
    console.error(`No account with the e-mail ${account}`);
    await db.close();
    process.exit(1);
  }
  const inserted = performance.now();
  console.log(
    `› ${account} now has ${photos.toLocaleString('en-GB')} generated photos (inserted in ${((inserted - started) / 1000).toFixed(1)} s)`,
  );
  // With DATABASE_URL the sandbox keeps pictures in a temporary folder: nothing to prepare here.
  if (!settings.databaseUrl) {
    const media = new MediaStore(settings.dataDir);
    const made = await media.warm(replaced.pictures, 2);
    await media.close();
    const time = ((performance.now() - inserted) / 1000).toFixed(1);
    console.log(`› ${replaced.pictures.length} shared pictures: ${made} made in ${time} s, the others were already in ${media.dir}`);
  }
}
if (orders !== undefined) {
  const started = performance.now();
  const added = await addGeneratedOrdersByEmail(db, account, orders);
  if (added === null) {
    console.error(`No account with the e-mail ${account}`);
    await db.close();
    process.exit(1);
  }
  console.log(
    `› added ${added.toLocaleString('en-GB')} generated orders to ${account} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
await db.close();
