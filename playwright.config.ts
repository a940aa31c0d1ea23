import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { storedConsent } from './tests/e2e/consentState';

// End-to-end tests run against the real sandbox (built app + every service on one port),
// started fresh for the run in its own data folder. Nothing on the network is stubbed.
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

/** Debian's Chromium: the browser a customer runs; the tests that need its profile settings launch it. */
export const fullChromium = '/usr/bin/chromium';
/**
 * The tests' browser: Debian's `chromium-headless-shell`, the same Chromium build without the
 * browser's window machinery, as Playwright's own headless runs use (scripts/ensure.mjs installs it
 * beside Chromium). On this machine's two cores a whole run took 608 s with it and 788 s with the
 * full browser. Without it (it could not be installed) the full browser runs headless.
 * `E2E_CHROMIUM` names another.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const testChromium = process.env.E2E_CHROMIUM ?? (existsSync(headlessShell) ? headlessShell : fullChromium);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Two workers on two cores. A third fills the quarter of the CPU two leave idle (the tests wait
  // for the sandbox, the page's timers and the browser's frames; 519 s against 548 to 568 s), but
  // on a fresh clone it failed a run: a screen's code chunk came after an expectation's 7 s, most
  // likely queued on the page's six connections behind thumbnails the sandbox was still making
  // (README "Time budget").
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  // flow coverage: the page's recorder bundled before the run, the tests' records merged after it
  // into reports/flow-coverage.json (tests/e2e/flowCoverage; E2E_FLOW_COVERAGE=0 turns it off)
  globalSetup: './tests/e2e/flowCoverage/globalSetup.ts',
  globalTeardown: './tests/e2e/flowCoverage/globalTeardown.ts',
  use: {
    baseURL,
    // a stored cookie consent (00), so that the consent dialog of a first visit covers no page; the
    // consent specs start without one
    storageState: storedConsent,
    // A trace records every test and cost about a fifth of the end-to-end time; CI keeps only its
    // printed output, so there a failure's message, screenshot and error context are what is kept,
    // and the failing test is run again locally, where the trace is recorded.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // One project, one sandbox: fault rules are scoped to the browser context of the test that sets
  // them (tests/e2e/support.ts setFault), so fault tests run beside all the others.
  projects: [{ name: 'chromium', outputDir: 'test-results/main', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx sandbox/main.ts',
    url: `${baseURL}/__sandbox/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      SANDBOX_DATA: process.env.E2E_DATA ?? `.sandbox-data/e2e-${port}`,
      SANDBOX_FRESH: '1',
      SANDBOX_QUIET: '1',
      // the settings journey sends test callbacks to the sandbox's own receiver (the test switch)
      SANDBOX_ALLOW_LOCAL_CALLBACKS: '1',
      // Photo pictures made as the tests ask for them: the background warm-up of the seed's 818
      // takes 1.6 cores for the run's first minute (about 100 s of CPU), and a fresh clone's run
      // asks for 286 of them. The pictures stay in the data folder between runs (content keys are
      // the recipes), so only a fresh clone shows the difference.
      SANDBOX_PICTURES_ON_DEMAND: '1',
    },
  },
});
