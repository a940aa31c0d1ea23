// `npm test`: install what is missing, then typecheck, format check, lint, unit + machine-path + component tests,
// build, and Playwright end-to-end tests against the real sandbox. Non-zero exit on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { ensureChromium, ensureDependencies, readJson } from './ensure.mjs';

ensureDependencies();
ensureChromium();
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// Stages run one after another; the steps of a stage run at the same time, each in its own process.
// Side by side go only the single-threaded static checks and the build (which the Vitest tests then
// find in place, as on a developer's machine). The end-to-end projects keep both cores busy on
// their own: run side by side, each took half as long again, and together no less.
const stages = [
  [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['format (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ],
  [
    [
      'unit, machine-path and component tests',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=reports/vitest.json'],
    ],
  ],
  [['sandbox unit tests on PostgreSQL (DATABASE_URL)', 'node', ['scripts/test-postgres.mjs']]],
];
// Two invocations, each with its own sandbox and report: the fault-switch tests flip a switch every
// request sees, so they run alone after the rest, and always run, whatever the main project found.
const endToEnd = [
  ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--project=chromium'], { E2E_REPORT: 'reports/e2e.json' }],
  ['fault-switch end-to-end tests', 'npx', ['playwright', 'test', '--project=faults'], { E2E_REPORT: 'reports/e2e-faults.json' }],
];

/** Runs one step; alone it prints as it goes, beside others its output is printed when it ends. */
function runStep([name, cmd, args, env = {}], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n━━ ${name}`);
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n━━ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) {
        failed.push(name);
        console.log(`✗ ${name} failed (${seconds} s)`);
      } else {
        console.log(`✓ ${name} (${seconds} s)`);
      }
      resolve();
    });
  });
}

const failed = [];
for (const stage of stages) await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
// the end-to-end tests need the build
if (!failed.includes('build')) for (const step of endToEnd) await runStep(step, true);

let passed = 0;
let failedTests = 0;
let skipped = 0;
// the failing tests by name, with the first line of their error: the last lines of a long run are
// often all a reader (or CI's log excerpt) has
const failures = [];
const escapeSequences = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(escapeSequences, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
if (existsSync('reports/vitest.json')) {
  const v = readJson('reports/vitest.json');
  passed += v.numPassedTests ?? 0;
  failedTests += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '');
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') failures.push(`${where}: ${firstLine(file.message)}`);
  }
}
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'unexpected' || t.status === 'flaky') {
        const error = t.results?.find((r) => r.error)?.error?.message;
        failures.push(`${file}:${spec.line} › ${spec.title} (${t.projectName}): ${firstLine(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file);
}
for (const report of ['reports/e2e.json', 'reports/e2e-faults.json']) {
  if (!existsSync(report)) continue;
  const json = readJson(report);
  const s = json.stats ?? {};
  passed += s.expected ?? 0;
  failedTests += (s.unexpected ?? 0) + (s.flaky ?? 0);
  skipped += s.skipped ?? 0;
  for (const suite of json.suites ?? []) playwrightFailures(suite, suite.file);
}
if (failed.length > 0 && failedTests === 0) failedTests = failed.length;
console.log(`\nSteps failed: ${failed.length ? failed.join(', ') : 'none'}`);
for (const failure of failures) console.log(`  ✗ ${failure.slice(0, 400)}`);
console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length ? 1 : 0);
