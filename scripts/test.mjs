// `npm test`: install what is missing, then typecheck, format check, lint, unit + machine-path + component tests,
// build, and Playwright end-to-end tests against the real sandbox. Non-zero exit on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium, ensureDependencies, readJson } from './ensure.mjs';

// the total counts from here: installing what is missing is part of a fresh clone's run
const runStarted = Date.now();
ensureDependencies();
ensureChromium();
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// Stages run one after another; the steps of a stage run at the same time, each in its own process.
// Side by side go only the single-threaded static checks and the build (which the Vitest tests then
// find in place, as on a developer's machine). The end-to-end tests come last, in one invocation
// (run side by side, its projects each took half as long again, and together no less), with the
// PostgreSQL pass beside them (below).
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
];
// One Playwright invocation, one sandbox: fault rules are scoped to the test that sets them.
const endToEnd = ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], { E2E_REPORT: 'reports/e2e.json' }];
// Beside it, at a lower priority: the end-to-end tests leave about a quarter of the two cores idle
// (they wait on the browser and the sandbox), which this pass takes; run after them it added its
// whole time to the run's. Niceness 10, not 19: the pass still moves while the browser tests keep
// both cores busy (its bounds on time have room for a slow machine, not for a stopped one), and
// takes little from them then.
const postgresPass = ['sandbox unit tests on PostgreSQL (DATABASE_URL)', 'node', ['scripts/test-postgres.mjs']];
const BESIDE_NICENESS = 10;

/**
 * Runs one step; alone it prints as it goes, beside others its output is printed when it ends and
 * `printAfter` has settled (not into the middle of a step printing as it goes). `niceness` lowers
 * its priority, and its children's.
 */
function runStep([name, cmd, args, env = {}], alone, { niceness = 0, printAfter = Promise.resolve() } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n━━ ${name}`);
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    if (niceness !== 0 && child.pid !== undefined) setPriority(child.pid, niceness);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', async (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stepTimes.push([name, Number(seconds)]);
      await printAfter;
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
const stepTimes = [];
for (const stage of stages) await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
// the end-to-end tests need the build
const browserTests = failed.includes('build') ? Promise.resolve() : runStep(endToEnd, true);
await Promise.all([browserTests, runStep(postgresPass, false, { niceness: BESIDE_NICENESS, printAfter: browserTests })]);

// test-seconds per file (a Vitest file's time from start to end, a Playwright file's tests added
// up), for the slowest-files table: where the run's time goes
const fileTimes = new Map();
function addFileTime(layer, file, seconds) {
  const key = `${layer} ${file}`;
  fileTimes.set(key, (fileTimes.get(key) ?? 0) + seconds);
}

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
// the replayed model paths: tests/machines/paths.test.ts, one test per path, named `<n>. <description>`
const replayedPaths = { tests: 0, passed: 0 };
if (existsSync('reports/vitest.json')) {
  const v = readJson('reports/vitest.json');
  passed += v.numPassedTests ?? 0;
  failedTests += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '');
    addFileTime('Vitest', where, ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000);
    for (const a of file.assertionResults ?? []) {
      if (where.endsWith(join('tests', 'machines', 'paths.test.ts')) && /^\d+\. /.test(a.title ?? '')) {
        replayedPaths.tests += 1;
        if (a.status === 'passed') replayedPaths.passed += 1;
      }
      if (a.status === 'failed') failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') failures.push(`${where}: ${firstLine(file.message)}`);
  }
}
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      for (const result of t.results ?? []) addFileTime('Playwright', file, (result.duration ?? 0) / 1000);
      if (t.status === 'unexpected' || t.status === 'flaky') {
        const error = t.results?.find((r) => r.error)?.error?.message;
        failures.push(`${file}:${spec.line} › ${spec.title} (${t.projectName}): ${firstLine(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file);
}
for (const report of ['reports/e2e.json']) {
  if (!existsSync(report)) continue;
  const json = readJson(report);
  const s = json.stats ?? {};
  passed += s.expected ?? 0;
  failedTests += (s.unexpected ?? 0) + (s.flaky ?? 0);
  skipped += s.skipped ?? 0;
  for (const suite of json.suites ?? []) playwrightFailures(suite, suite.file);
}
if (failed.length > 0 && failedTests === 0) failedTests = failed.length;

console.log('\nTime per step (s):');
for (const [name, seconds] of stepTimes) console.log(`  ${seconds.toFixed(1).padStart(7)}  ${name}`);
console.log(`  ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)}  total`);
const layerTotals = new Map();
for (const [key, seconds] of fileTimes) {
  const layer = key.split(' ')[0];
  layerTotals.set(layer, (layerTotals.get(layer) ?? 0) + seconds);
}
const allTestSeconds = [...layerTotals.values()].reduce((a, b) => a + b, 0);
console.log(`\nThe ten slowest test files (test-seconds; share of all ${allTestSeconds.toFixed(0)} test-seconds of the run):`);
for (const [key, seconds] of [...fileTimes].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
  console.log(`  ${seconds.toFixed(1).padStart(7)}  ${((100 * seconds) / allTestSeconds).toFixed(1).padStart(5)} %  ${key}`);
}
// What the tests walk of the flows, kept apart: the model paths Vitest replays on fixture actors,
// and the states and transitions the browser tests walked (tests/e2e/flowCoverage)
if (replayedPaths.tests > 0)
  console.log(`\nModel paths replayed by Vitest on fixture actors: ${replayedPaths.passed} of ${replayedPaths.tests} passed.`);
if (existsSync('reports/flow-coverage.txt')) console.log(`\n${readFileSync('reports/flow-coverage.txt', 'utf8').trimEnd()}`);
console.log(`\nSteps failed: ${failed.length ? failed.join(', ') : 'none'}`);
for (const failure of failures) console.log(`  ✗ ${failure.slice(0, 400)}`);
console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length ? 1 : 0);
