// The one path form every path rule of the sandbox matches (sandbox/http/request-path.ts), and the
// two rules an encoded path used to walk around: the test tools' guard (a reset from another site)
// and the `/api` answers' no-store.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPath } from '../../../sandbox/http/request-path';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, startSandbox } from './harness';

const PORT = 8124;
const on = (host: string, headers: Record<string, string> = {}) => ({ host: `${host}:${PORT}`, ...headers });
let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox({ port: PORT });
});
afterAll(async () => {
  await app.close();
});

describe('canonicalPath', () => {
  it('decodes escapes in either case and escapes of escapes, resolves dot segments, double slashes and backslashes', () => {
    const cases: [string, string][] = [
      ['/__sandbox/reset', '/__sandbox/reset'],
      ['/%5F%5Fsandbox/reset', '/__sandbox/reset'],
      ['/%5f%5fsandbox/reset?x=1', '/__sandbox/reset'],
      ['/%255F%255Fsandbox/reset', '/__sandbox/reset'],
      ['//__sandbox//reset/', '/__sandbox/reset'],
      ['/api/../__sandbox/./reset', '/__sandbox/reset'],
      ['/api/%2e%2e/__sandbox%2Freset', '/__sandbox/reset'],
      ['/x\\..\\__sandbox\\reset', '/__sandbox/reset'],
      ['/%61pi/customer/customers/me', '/api/customer/customers/me'],
      ['/../../', '/'],
      ['/%E0%A4%A/api', '/%E0%A4%A/api'],
      ['/%ff%2Fapi', '/%ff/api'],
    ];
    for (const [url, expected] of cases) expect(canonicalPath(url), url).toBe(expected);
  });
});

describe('encoded paths', () => {
  it('a reset from another site is refused (403) however its path is spelled, and nothing is reset', async () => {
    const spellings = [
      '/%5F%5Fsandbox/reset',
      '/%5f%5fsandbox/reset',
      '/__sandbox/%72eset',
      '//__sandbox/reset',
      '/api/../__sandbox/reset',
    ];
    for (const url of spellings) {
      const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'http://evil.localhost:9999' }];
      for (const headers of foreign) {
        const response = await app.inject({ method: 'POST', url, headers: on('localhost', headers) });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // the same spellings from the sandbox's own origin reach the tools (the router takes them)
    const own = await app.inject({
      method: 'GET',
      url: '/%5F%5Fsandbox/health',
      headers: on('localhost', { 'sec-fetch-site': 'same-origin' }),
    });
    expect(own.statusCode).toBe(200);
  });

  it('an /api answer keeps no-store and nosniff when its path is percent-encoded', async () => {
    for (const url of ['/api/customer/customers/me', '/%61pi/customer/customers/me', '/%61%70%69/customer/customers/me']) {
      const response = await app.inject({ url, headers: on('localhost', bearer(SEED_IDS.demo)) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
