// A sandbox in a process of its own, for the crash tests (upload-crash.test.ts), which kill it with
// SIGKILL and start it again on the same data: `node --import tsx tests/unit/sandbox/crash-sandbox.ts`.
// Its settings come from the environment: CRASH_DATA (the data folder), CRASH_DATABASE_URL (a
// PostgreSQL instead of PGlite), CRASH_PAUSE_BEFORE_PHOTO=1 (a finished upload waits forever before
// its photo is made). It prints `listening <port>` once it listens, and `paused <upload id>` when an
// upload waits.
import { buildServer } from '../../../sandbox/server';
import { databaseTemplate, fakeIdentity } from './harness';

const dataDir = process.env.CRASH_DATA;
if (!dataDir) throw new Error('CRASH_DATA is required');
const databaseUrl = process.env.CRASH_DATABASE_URL || undefined;

const app = await buildServer({
  port: 0,
  quiet: true,
  identity: fakeIdentity,
  dataDir,
  databaseUrl,
  databaseTemplate: databaseUrl ? undefined : await databaseTemplate('migrated'),
  // no pictures made in the background: this sandbox lives a few seconds, beside other test files
  warmPictures: false,
  ...(process.env.CRASH_PAUSE_BEFORE_PHOTO === '1'
    ? {
        beforeUploadPhoto: (uploadId: string) => {
          process.stdout.write(`paused ${uploadId}\n`);
          return new Promise<void>(() => undefined);
        },
      }
    : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
process.stdout.write(`listening ${address.port}\n`);
