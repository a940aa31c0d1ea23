// `npm start`: install what is missing, build the app, then run the sandbox (which serves dist/,
// every API and the identity provider on PORT, default 8080). Signals go to the sandbox.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();

console.log('› building the app (vite build)');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: process.env });
if (build.status !== 0) {
  console.error('✗ the build failed; the sandbox was not started');
  process.exit(build.status ?? 1);
}

runSandbox({ ...process.env });

function runSandbox(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
