// The sandbox's entry: `node --import tsx sandbox/main.ts` (npm start and npm run dev spawn it).
import { lockDataFolderOrExit } from './data-lock';
import { readSandboxEnv } from './env';
import { buildServer } from './server';
import { SEED_ACCOUNTS, DEMO_PASSWORD } from './seed/data';

const settings = readSandboxEnv();
lockDataFolderOrExit(settings.dataDir);
const app = await buildServer({
  port: settings.port,
  dataDir: settings.databaseUrl ? undefined : settings.dataDir,
  databaseUrl: settings.databaseUrl,
  fresh: settings.fresh,
  quiet: settings.quiet,
  dev: settings.dev,
  activationImportMs: settings.activationImportMs,
  allowLocalCallbacks: settings.allowLocalCallbacks,
  warmPictures: !settings.picturesOnDemand,
  behindProxy: settings.behindProxy,
});

try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
  process.stderr.write(
    inUse ? `Port ${settings.port} is in use: stop the other process or set PORT.\n` : `Could not listen: ${String(error)}\n`,
  );
  await app.close();
  process.exit(1);
}

if (!settings.quiet) {
  const origin = `http://localhost:${settings.port}`;
  const brand = (host: string) => `http://${host}.localhost:${settings.port}`;
  const lines = [
    '',
    `My Account sandbox${settings.dev ? ' (dev mode, hot reload)' : ''}: ${origin}`,
    `  brands:   ${brand('my.albelli.nl')}  ${brand('my.bonusprint.co.uk')}  ${brand('my.resnap.nl')}`,
    `  data:     ${settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : settings.dataDir}`,
    `  sign in:  ${SEED_ACCOUNTS.map((a) => `${a.email} (${a.accountType})`).join(', ')}; password ${DEMO_PASSWORD}`,
    `  tools:    ${origin}/__sandbox/health  /__sandbox/faults  /__sandbox/errors  (POST /__sandbox/reset)`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

// Graceful shutdown: close the server and the database once. npm start forwards signals and the
// terminal sends them to the whole group, so a repeated signal is expected and ignored; a stuck
// close is cut after 5 s.
let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  if (!settings.quiet) process.stdout.write(`\n${signal}: stopping the sandbox\n`);
  setTimeout(() => process.exit(1), 5_000).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`[sandbox] shutdown failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
