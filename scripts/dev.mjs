// `npm run dev`: the sandbox with Vite in middleware mode (SANDBOX_DEV=1): hot reload of the app on
// the same origin as the APIs and the identity provider (PORT, default 8080). No build needed.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();

const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SANDBOX_DEV: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
