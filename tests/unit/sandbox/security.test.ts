import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderBusy, LOCK_FILE } from '../../../sandbox/data-lock';
import { registerIdentity } from '../../../sandbox/identity/index';
import { startSandbox } from './harness';

const PORT = 8123;
const html = { accept: 'text/html' };
const on = (host: string, headers: Record<string, string> = {}) => ({ host: `${host}:${PORT}`, ...headers });
let app: FastifyInstance;
let dist = '';
const script = 'console.log("the app");'.repeat(40);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mya-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>My Account</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(script));
  app = await startSandbox({ distDir: dist, port: PORT, identity: registerIdentity });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const csp = (headers: Record<string, unknown>) => {
  const value = headers['content-security-policy'];
  if (typeof value !== 'string') throw new Error('no Content-Security-Policy');
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
};

describe('answer headers', () => {
  it('an app page: CSP with frame-ancestors from the brand, base-uri none, own connect-src and reports; COOP; Permissions-Policy', async () => {
    const page = await app.inject({ url: '/orders?embedded=true', headers: on('my.albelli.nl.localhost', html) });
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers);
    expect(policy.get('frame-ancestors')).toEqual(['https://www.albelli.nl', 'http://www.albelli.nl.localhost:*']);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://my.albelli.nl.localhost:${PORT}`, `wss://my.albelli.nl.localhost:${PORT}`]);
    expect(policy.get('report-uri')).toEqual(['/__sandbox/errors']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const permissions = String(page.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    expect(permissions).not.toContain('fullscreen');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a brand without embedding origins may not be framed at all', async () => {
    const page = await app.inject({ url: '/', headers: on('my.resnap.nl.localhost', html) });
    expect(csp(page.headers).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('an /api answer: no-store and nosniff', async () => {
    const response = await app.inject({ url: '/api/public-config/albelli-nl', headers: on('localhost') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("the identity provider's pages: a CSP of their own, no frames", async () => {
    const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration', headers: on('localhost') });
    expect(discovery.statusCode).toBe(200);
    const policy = csp(discovery.headers);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(discovery.headers['x-frame-options']).toBe('DENY');
    expect(discovery.headers['cross-origin-opener-policy']).toBe('same-origin');
    // absolute URLs from the configured issuer, whatever host the request used
    expect(JSON.parse(discovery.body).token_endpoint).toBe(`http://localhost:${PORT}/oidc/token`);
  });

  it('/oidc/token answers CORS for the brand origins only', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/oidc/token',
        headers: on('localhost', { origin, 'access-control-request-method': 'POST' }),
      });
    const own = await preflight(`http://my.albelli.nl.localhost:${PORT}`);
    expect(own.headers['access-control-allow-origin']).toBe(`http://my.albelli.nl.localhost:${PORT}`);
    const foreign = await preflight('http://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const post = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: on('localhost', { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }),
      payload: 'grant_type=refresh_token&refresh_token=x',
    });
    expect(post.statusCode).toBe(403);
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('/oidc answers no CORS to Origin: null (a sandboxed frame, a data: page), though such a post still passes', async () => {
    const corsOf = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/oidc/token',
      headers: on('localhost', { origin: 'null', 'access-control-request-method': 'POST' }),
    });
    expect(preflight.statusCode).toBe(204);
    expect(corsOf(preflight.headers)).toEqual([]);
    const post = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: on('localhost', { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' }),
      payload: 'grant_type=refresh_token&refresh_token=x&client_id=my-account',
    });
    // the provider's own answer (no client secret: 401), without CORS
    expect(post.statusCode).toBe(401);
    expect(corsOf(post.headers)).toEqual([]);
    const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration', headers: on('localhost', { origin: 'null' }) });
    expect(discovery.statusCode).toBe(200);
    expect(corsOf(discovery.headers)).toEqual([]);
  });
});

describe('hosts', () => {
  it('refuses a Host that is not in the host table (421)', async () => {
    for (const host of ['evil.example', `evil.localhost:${PORT}`, 'my.albelli.nl.evil.example', `localhost:${PORT + 1}`]) {
      const response = await app.inject({ url: '/api/public-config/albelli-nl', headers: { host } });
      expect(response.statusCode, host).toBe(421);
    }
  });

  it('serves the brand hosts, their internal hosts, localhost and 127.0.0.1 on its port', async () => {
    for (const host of ['localhost', '127.0.0.1', 'my.albelli.nl.localhost', 'at.my.albelli.de.localhost', 'my.bonusprint.co.uk']) {
      const response = await app.inject({ url: '/__sandbox/health', headers: on(host) });
      expect(response.statusCode, host).toBe(200);
    }
  });
});

describe('the sandbox tools refuse other sites', () => {
  it('403 for a cross-site request or a foreign Origin; reset, faults and errors untouched', async () => {
    const attempts = [
      { method: 'POST' as const, url: '/__sandbox/reset', headers: on('localhost', { 'sec-fetch-site': 'cross-site' }) },
      { method: 'POST' as const, url: '/__sandbox/reset', headers: on('localhost', { origin: 'http://evil.localhost:9999' }) },
      { method: 'GET' as const, url: '/__sandbox/errors', headers: on('localhost', { 'sec-fetch-site': 'cross-site', origin: 'null' }) },
      {
        method: 'GET' as const,
        url: '/__sandbox/mailbox.json',
        headers: on('localhost', { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost:9999' }),
      },
    ];
    for (const attempt of attempts) {
      const response = await app.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url} ${JSON.stringify(attempt.headers)}`).toBe(403);
    }
  });

  it('answer requests without browser headers and from their own origins', async () => {
    expect((await app.inject({ url: '/__sandbox/errors', headers: on('localhost') })).statusCode).toBe(200);
    const own = await app.inject({
      method: 'POST',
      url: '/__sandbox/errors',
      headers: on('my.albelli.nl.localhost', { origin: `http://my.albelli.nl.localhost:${PORT}`, 'sec-fetch-site': 'same-origin' }),
      payload: { source: 'test', message: 'from the app', at: new Date().toISOString() },
    });
    expect(own.statusCode).toBe(204);
  });
});

describe('CSP violation reports', () => {
  it('land in /__sandbox/errors from application/csp-report and application/reports+json', async () => {
    await app.inject({ method: 'DELETE', url: '/__sandbox/errors', headers: on('localhost') });
    const legacy = await app.inject({
      method: 'POST',
      url: '/__sandbox/errors',
      headers: on('localhost', { 'content-type': 'application/csp-report' }),
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/orders',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const reporting = await app.inject({
      method: 'POST',
      url: '/__sandbox/errors',
      headers: on('localhost', { 'content-type': 'application/reports+json' }),
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost/photos',
          body: { documentURL: 'http://localhost/photos', effectiveDirective: 'frame-ancestors', blockedURL: 'http://localhost/photos' },
        },
      ]),
    });
    expect(reporting.statusCode).toBe(204);
    const list = JSON.parse((await app.inject({ url: '/__sandbox/errors', headers: on('localhost') })).body);
    expect(list.reports).toEqual([
      expect.objectContaining({
        source: 'csp',
        message: 'script-src-elem blocked https://evil.example/x.js',
        url: 'http://localhost/orders',
      }),
      expect.objectContaining({
        source: 'csp',
        message: 'frame-ancestors blocked http://localhost/photos',
        url: 'http://localhost/photos',
      }),
    ]);
  });
});

describe('compression', () => {
  it('serves the build’s brotli and gzip copies by Accept-Encoding, with Vary and the real Content-Type', async () => {
    const br = await app.inject({ url: '/assets/app.js', headers: on('localhost', { 'accept-encoding': 'gzip, br' }) });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/app.js', headers: on('localhost', { 'accept-encoding': 'gzip' }) });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app.js', headers: on('localhost') });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON answers above 1 KB, not small ones', async () => {
    for (let n = 0; n < 10; n++) {
      const report = { source: 'test', message: `report ${n} `.repeat(20), at: new Date().toISOString() };
      await app.inject({ method: 'POST', url: '/__sandbox/errors', headers: on('localhost'), payload: report });
    }
    const large = await app.inject({ url: '/__sandbox/errors', headers: on('localhost', { 'accept-encoding': 'br' }) });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).reports.length).toBeGreaterThan(0);
    const small = await app.inject({ url: '/__sandbox/health', headers: on('localhost', { 'accept-encoding': 'br' }) });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('one sandbox per data folder', () => {
  it('a second lock on a busy folder fails with the pid and the way out; a dead owner’s lock is taken over', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-lock-'));
    try {
      writeFileSync(join(folder, LOCK_FILE), JSON.stringify({ pid: process.ppid }));
      expect(() => acquireDataLock(folder)).toThrow(DataFolderBusy);
      expect(() => acquireDataLock(folder)).toThrow(new RegExp(`pid ${process.ppid}.*${folder}[\\s\\S]*SANDBOX_DATA=`));
      // a pid that is not alive (beyond the kernel's pid range)
      writeFileSync(join(folder, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 17 }));
      const release = acquireDataLock(folder);
      expect(JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      release();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a second sandbox on a busy folder stops at once, non-zero, naming the folder, the pid and SANDBOX_DATA', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-busy-'));
    writeFileSync(join(folder, LOCK_FILE), JSON.stringify({ pid: process.pid }));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
        env: { ...process.env, PORT: '0', SANDBOX_DATA: folder, SANDBOX_QUIET: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(folder);
      expect(stderr).toContain(`pid ${process.pid}`);
      expect(stderr).toContain('SANDBOX_DATA');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
