// `npm run storyboard [-- <spec files>]`: builds the app, runs the end-to-end specs that walk the
// customer's flows with flow coverage and the storyboard on (E2E_STORYBOARD=1: the first screen of
// every state a page enters, tests/e2e/flowCoverage/storyboard.ts), then prints how many screens
// each machine kept and where they are. Without arguments it runs STORY_SPECS (the journeys, not
// the fault, security, axe or atlas specs): about ten minutes on 2 cores. `npm run flows:export`
// then puts the screens into each machine's HTML page (reports/flows-html/).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { StoryboardIndex } from '@schemas/storyboard';

const STORY_SPECS = [
  'tests/e2e/account-flows.spec.ts',
  'tests/e2e/activation.spec.ts',
  'tests/e2e/addresses.spec.ts',
  'tests/e2e/albums.spec.ts',
  'tests/e2e/chat-survey.spec.ts',
  'tests/e2e/consent.spec.ts',
  'tests/e2e/documents.spec.ts',
  'tests/e2e/orders.spec.ts',
  'tests/e2e/photos-archive.spec.ts',
  'tests/e2e/photos-delete.spec.ts',
  'tests/e2e/photos-download.spec.ts',
  'tests/e2e/print.spec.ts',
  'tests/e2e/projects.spec.ts',
  'tests/e2e/settings.spec.ts',
  'tests/e2e/upload.spec.ts',
  'tests/e2e/widgets.spec.ts',
];
const INDEX = 'reports/storyboard/index.json';

const specs = process.argv.slice(2);
const started = Date.now();
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
const built = Date.now();
// a screen costs each test some time on a busy machine: the storyboard's run gives each test more
const status = run('npx', ['playwright', 'test', '--timeout=60000', ...(specs.length ? specs : STORY_SPECS)], {
  E2E_STORYBOARD: '1',
  E2E_FLOW_COVERAGE: '1',
  E2E_REPORT: process.env.E2E_REPORT ?? 'reports/e2e-storyboard.json',
});
const ended = Date.now();
const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(0);

const index = existsSync(INDEX) ? StoryboardIndex.parse(JSON.parse(readFileSync(INDEX, 'utf8'))) : null;
const perMachine = new Map<string, number>();
for (const screen of index?.screens ?? []) perMachine.set(screen.machine, (perMachine.get(screen.machine) ?? 0) + 1);
console.log(`\nStoryboard: ${index?.screens.length ?? 0} screens of ${perMachine.size} machines in reports/storyboard/`);
for (const [machine, count] of [...perMachine].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
  console.log(`  ${machine.padEnd(30)} ${String(count).padStart(3)}`);
console.log(
  `build ${seconds(started, built)} s, end-to-end ${seconds(built, ended)} s; \`npm run flows:export\` puts them into reports/flows-html/`,
);
if (status !== 0) console.log('Some end-to-end tests failed: their screens up to the failure are kept.');
process.exit(status);
