// `npm test`: install what is missing, then typecheck, format check, lint, unit + machine-path + component tests,
// build, and Playwright end-to-end tests against the real sandbox. Non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { ensureChromium, ensureDependencies, readJson } from './ensure.mjs';

ensureDependencies();
ensureChromium();
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['format (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  [
    'unit, machine-path and component tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=reports/vitest.json'],
  ],
  ['sandbox unit tests on PostgreSQL (DATABASE_URL)', 'node', ['scripts/test-postgres.mjs']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

const failed = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed.push(name);
    console.log(`✗ ${name} failed (${seconds} s)`);
    if (name === 'build') break; // e2e needs the build
  } else {
    console.log(`✓ ${name} (${seconds} s)`);
  }
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
if (existsSync('reports/vitest.json')) {
  const v = readJson('reports/vitest.json');
  passed += v.numPassedTests ?? 0;
  failedTests += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (existsSync('reports/e2e.json')) {
  const s = readJson('reports/e2e.json').stats ?? {};
  passed += s.expected ?? 0;
  failedTests += (s.unexpected ?? 0) + (s.flaky ?? 0);
  skipped += s.skipped ?? 0;
}
if (failed.length > 0 && failedTests === 0) failedTests = failed.length;
console.log(`\nSteps failed: ${failed.length ? failed.join(', ') : 'none'}`);
console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length ? 1 : 0);
