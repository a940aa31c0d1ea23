// `npm start`: install what is missing, build the app, then run the sandbox (which serves dist/,
// every API and the identity provider on PORT, default 8080). Signals go to the sandbox.
// A data folder already in use by a running sandbox stops it before the build (one sandbox per
// folder). The build goes to a fresh folder under dist-builds/ and dist becomes a link to it only
// once it is complete, so a sandbox already running (on another folder) never serves half a build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();

const { tsImport } = await import('tsx/esm/api');
const { readSandboxEnv } = await tsImport('../sandbox/env.ts', import.meta.url);
const { DataFolderBusy, lockHolder } = await tsImport('../sandbox/data-lock.ts', import.meta.url);

const settings = readSandboxEnv();
const holder = lockHolder(settings.dataDir);
if (holder !== null) {
  console.error(`✗ ${new DataFolderBusy(settings.dataDir, holder).message}`);
  process.exit(1);
}

const buildsDir = 'dist-builds';
const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
const outDir = join(buildsDir, stamp);
console.log(`› building the app (vite build → ${outDir})`);
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], { stdio: 'inherit', env: process.env });
if (build.status !== 0) {
  rmSync(outDir, { recursive: true, force: true });
  console.error('✗ the build failed; the sandbox was not started');
  process.exit(build.status ?? 1);
}
switchDist(stamp);

// The demo's FTP settings offer the sandbox's own callback receiver: that needs the test switch
// (SANDBOX_ALLOW_LOCAL_CALLBACKS, docs/CONTRACTS.md), on unless the environment says otherwise.
runSandbox({ ...process.env, SANDBOX_ALLOW_LOCAL_CALLBACKS: process.env.SANDBOX_ALLOW_LOCAL_CALLBACKS ?? '1' });

/** Points dist at the new build with one rename (atomic), then drops all but it and the two before it. */
function switchDist(name) {
  const link = `dist.link-${process.pid}`;
  symlinkSync(join(buildsDir, name), link, 'dir');
  const current = existsSync('dist') || isLink('dist') ? lstatSync('dist') : null;
  // A plain folder (from `npm run build`) cannot be replaced by a rename: move it aside first.
  if (current && !current.isSymbolicLink()) renameSync('dist', join(buildsDir, `plain-${name}`));
  renameSync(link, 'dist');
  const older = readdirSync(buildsDir)
    .filter((entry) => entry !== name)
    .sort((a, b) => lstatSync(join(buildsDir, a)).mtimeMs - lstatSync(join(buildsDir, b)).mtimeMs);
  for (const old of older.slice(0, Math.max(0, older.length - 2))) rmSync(join(buildsDir, old), { recursive: true, force: true });
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function runSandbox(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
