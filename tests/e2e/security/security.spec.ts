import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../fixtures';
import { ErrorReportList } from '../../../schemas/sandbox';
import { baseURL } from '../../../playwright.config';
import { brandUrl, port, sandboxDataFolder, signIn } from '../support';

/**
 * Another site on this machine: a small HTTP server on its own loopback port. Any `*.localhost`
 * name reaches it (Chromium resolves them to loopback), so it stands in both for a foreign site
 * (`evil.localhost`) and for a brand's storefront (`www.albelli.nl.localhost`, an embedding
 * origin of my.albelli.nl in config.json). `/frame?src=` frames a page; `/attack` tries the
 * sandbox tools.
 */
let foreign: Server;
let foreignPort = 0;
test.beforeAll(async () => {
  foreign = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://foreign');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/frame') {
      const src = url.searchParams.get('src') ?? '';
      response.end(
        `<!doctype html><title>Storefront</title><iframe name="account" src="${src.replace(/"/g, '&quot;')}" width="1000" height="700"></iframe>`,
      );
      return;
    }
    const tools = `http://localhost:${port}/__sandbox`;
    response.end(`<!doctype html><title>Another site</title><script>
      window.outcome = Promise.allSettled([
        fetch('${tools}/reset', { method: 'POST', mode: 'no-cors' }),
        fetch('${tools}/mailbox.json', { mode: 'no-cors' }),
      ]).then((results) => results.map((r) => r.status));
    </script>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, resolve));
  foreignPort = (foreign.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => foreign.close(resolve));
});

const foreignUrl = (host: string, path: string) => `http://${host}:${foreignPort}${path}`;

/**
 * The account area's frame in the page, found again at each use: a blocked frame is swapped for an
 * error page as the page loads, so a frame object taken too early can be gone.
 */
const accountFrame = (page: Page) => page.frameLocator('iframe[name="account"]');

test('the brand’s storefront can embed the account area; another site cannot frame it, and the violation is reported', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo@example.com', { start: brandUrl('my.albelli.nl', '/orders') });

  const embedded = brandUrl('my.albelli.nl', '/orders?embedded=true');
  await page.goto(foreignUrl('www.albelli.nl.localhost', `/frame?src=${encodeURIComponent(embedded)}`));
  const allowed = accountFrame(page);
  await expect(allowed.getByRole('heading', { level: 1 })).toBeVisible();
  // embedded mode: the app's own navigation is not shown inside the storefront
  await expect(allowed.getByRole('navigation', { name: /account/i })).toHaveCount(0);

  await page.goto(foreignUrl('evil.localhost', `/frame?src=${encodeURIComponent(embedded)}`));
  const blocked = accountFrame(page);
  await page.waitForLoadState('load');
  await expect(blocked.locator('#root')).toHaveCount(0);
  await expect
    .poll(async () => {
      const { reports } = ErrorReportList.parse(await (await request.get('/__sandbox/errors')).json());
      return reports.some((report) => report.source === 'csp' && report.message.startsWith('frame-ancestors'));
    })
    .toBe(true);
});

test('a page on another site can neither reset nor read the sandbox tools', async ({ page }) => {
  const answers: Record<string, number> = {};
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/__sandbox/')) answers[`${response.request().method()} ${path}`] = response.status();
  });
  await page.goto(foreignUrl('evil.localhost', '/attack'));
  const outcome = await page.evaluate(() => Reflect.get(window, 'outcome'));
  // both go out (no-cors: the page could not read the answers anyway), and the sandbox refuses both
  expect(outcome).toEqual(['fulfilled', 'fulfilled']);
  await expect.poll(() => answers['POST /__sandbox/reset']).toBe(403);
  await expect.poll(() => answers['GET /__sandbox/mailbox.json']).toBe(403);
});

test('headers on an app page, an /api answer and a provider page', async ({ page, request }) => {
  const app = await page.goto(brandUrl('my.albelli.nl', '/orders?embedded=true'));
  if (!app) throw new Error('no answer for the app page');
  const policy = app.headers()['content-security-policy'] ?? '';
  expect(policy).toContain('frame-ancestors https://www.albelli.nl http://www.albelli.nl.localhost:*');
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain(`connect-src 'self' ws://my.albelli.nl.localhost:${port} wss://my.albelli.nl.localhost:${port}`);
  expect(policy).toContain('report-uri /__sandbox/errors');
  expect(app.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(app.headers()['permissions-policy']).toContain('camera=()');

  const api = await request.get('/api/public-config/albelli-nl');
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  const provider = await request.get('/oidc/.well-known/openid-configuration');
  expect(provider.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(provider.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  const unknownHost = await request.get(`${baseURL}/__sandbox/health`, { headers: { host: `evil.example:${port}` } });
  expect(unknownHost.status()).toBe(421);
});

test('the built assets come compressed as the browser asks', async ({ page }) => {
  const encodings: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) encodings.push(response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/');
  await expect.poll(() => encodings.length).toBeGreaterThan(0);
  expect(new Set(encodings)).toEqual(new Set(['br']));
});

test('a second sandbox on the same data folder stops at once with a clear message; the first keeps serving', async ({ request }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: {
      ...process.env,
      PORT: String(Number(port) + 1),
      SANDBOX_DATA: sandboxDataFolder(),
      SANDBOX_QUIET: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toMatch(/Another sandbox \(pid \d+\) is using the data folder /);
  expect(stderr).toContain(sandboxDataFolder().replace(/^\.\//, '').replace(/\/$/, ''));
  expect(stderr).toContain('SANDBOX_DATA=');
  expect((await request.get('/__sandbox/health')).status()).toBe(200);
  expect((await request.get('/', { headers: { accept: 'text/html' } })).status()).toBe(200);
});
