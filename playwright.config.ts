import { defineConfig, devices } from '@playwright/test';
import { storedConsent } from './tests/e2e/consentState';

// End-to-end tests run against the real sandbox (built app + every service on one port),
// started fresh for the run in its own data folder. Nothing on the network is stubbed.
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
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
      executablePath: '/usr/bin/chromium',
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
    },
  },
});
