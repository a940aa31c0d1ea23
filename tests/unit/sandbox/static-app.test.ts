import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let app: FastifyInstance;
let dist = '';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mya-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>My Account</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.json'), '{"ok":true}');
  // the build's route pages (scripts/routePages.ts): three of them
  mkdirSync(join(dist, 'routes'));
  writeFileSync(
    join(dist, 'routes', 'orderDetails.html'),
    '<!doctype html><title>My Account</title><meta name="page" content="orderDetails"><div id="root"></div>',
  );
  writeFileSync(
    join(dist, 'routes', 'home.html'),
    '<!doctype html><title>My Account</title><meta name="page" content="home"><div id="root"></div>',
  );
  writeFileSync(
    join(dist, 'routes', 'photos.html'),
    '<!doctype html><title>My Account</title><meta name="page" content="photos"><div id="root"></div>',
  );
  app = await startSandbox({ distDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('serves index.html at / with security headers and no-cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain('connect-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('falls back to index.html for app routes that want HTML', async () => {
    for (const url of ['/orders/ABC-123', '/settings/address/42?embedded=1', '/auth/callback?code=x&state=y']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('sends the route’s page the build wrote for a path of that route, matched as the app’s router does, else index.html', async () => {
    const pageAt = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      return /<meta name="page" content="(\w+)">/.exec(response.body)?.[1] ?? 'index';
    };
    expect(await pageAt('/')).toBe('home');
    expect(await pageAt('/orders/ABC-123')).toBe('orderDetails');
    expect(await pageAt('/orders/ABC-123/?embedded=1')).toBe('orderDetails');
    expect(await pageAt('/my-photos/photos')).toBe('photos');
    expect(await pageAt('/My-Photos/Photos/')).toBe('photos');
    // a route without a page of its own, a path of no route, a path deeper than the route's
    expect(await pageAt('/orders')).toBe('index');
    expect(await pageAt('/no-such-page')).toBe('index');
    expect(await pageAt('/orders/ABC-123/more')).toBe('index');
  });

  it('caches /assets for a year and revalidates other files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json()).toEqual({ ok: true });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON for server paths and for missing files that are not pages', async () => {
    for (const url of ['/api/nothing', '/__sandbox/nothing', '/session/nothing']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: expect.any(String) });
    }
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('says to build first when dist/ has no index.html', async () => {
    rmSync(join(dist, 'index.html'));
    const response = await app.inject({ method: 'GET', url: '/orders', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Run npm run build first');
  });
});
