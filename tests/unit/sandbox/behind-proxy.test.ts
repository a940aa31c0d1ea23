// The sandbox behind a reverse proxy (SANDBOX_BEHIND_PROXY, the benches' TLS front): the links in
// its answers name the origin the proxy was asked on, and only a proxy on this machine is believed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagePage } from '@schemas/photos';
import { SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

const PORT = 8126;
const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': `localhost:${PORT + 1}` };
let plain: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  [plain, proxied] = await Promise.all([startSandbox({ port: PORT }), startSandbox({ port: PORT, behindProxy: true })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([plain.close(), proxied.close()]);
});

/** The picture links of the demo account's first photos, asked with these headers from this address. */
async function pictureLinks(app: FastifyInstance, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const answer = await call(app, {
    method: 'GET',
    url: '/api/photos/photos?limit=2',
    remoteAddress,
    headers: { host: `localhost:${PORT}`, ...bearer(SEED_IDS.demo), ...headers },
  });
  expect(answer.status, answer.raw).toBe(200);
  return ImagePage.parse(answer.body).images.map((image) => image.url);
}

describe('behind a reverse proxy', () => {
  it('links to the proxy’s scheme and host', async () => {
    const links = await pictureLinks(proxied, forwarded);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(new RegExp(`^https://localhost:${PORT + 1}/media/`));
  });

  it('believes forwarded headers only from loopback', async () => {
    for (const link of await pictureLinks(proxied, forwarded, '192.0.2.7'))
      expect(link).toMatch(new RegExp(`^http://localhost:${PORT}/media/`));
  });

  it('ignores them when not behind a proxy (the default)', async () => {
    for (const link of await pictureLinks(plain, forwarded)) expect(link).toMatch(new RegExp(`^http://localhost:${PORT}/media/`));
  });
});
