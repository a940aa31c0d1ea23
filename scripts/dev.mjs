// `npm run dev`: the sandbox with Vite in middleware mode (SANDBOX_DEV=1): hot reload of the app on
// the same origin as the APIs and the identity provider (PORT, default 8080). No build needed.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();

const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
  stdio: 'inherit',
  // the demo's FTP test callbacks reach the sandbox's own receiver, as with npm start (docs/CONTRACTS.md)
  env: { ...process.env, SANDBOX_DEV: '1', SANDBOX_ALLOW_LOCAL_CALLBACKS: process.env.SANDBOX_ALLOW_LOCAL_CALLBACKS ?? '1' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
