import { defineConfig, devices } from '@playwright/test';

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
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'chromium', testIgnore: /faults\//, use: { ...devices['Desktop Chrome'] } },
    // Fault-switch tests change the sandbox for everyone: they run alone (one worker), after the rest.
    {
      name: 'faults',
      testMatch: /faults\/.*\.spec\.ts/,
      dependencies: ['chromium'],
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node --import tsx sandbox/main.ts',
    url: `${baseURL}/__sandbox/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), SANDBOX_DATA: process.env.E2E_DATA ?? `.sandbox-data/e2e-${port}`, SANDBOX_FRESH: '1', SANDBOX_QUIET: '1' },
  },
});
