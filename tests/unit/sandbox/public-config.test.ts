import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfig } from '@schemas/config';
import { readAppConfig } from '../../../sandbox/public-config/host-table';
import { startSandbox } from './harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});

const get = (channel: string) => app.inject({ method: 'GET', url: `/api/public-config/${channel}` });

describe('GET /api/public-config/:channel', () => {
  it('answers every channel of the host table, without a token', async () => {
    for (const channel of new Set(readAppConfig().hosts.map((h) => h.channel))) {
      const response = await get(channel);
      expect(response.statusCode, channel).toBe(200);
      expect(PublicConfig.parse(response.json()).channel).toBe(channel);
    }
  });

  it("gives the brand's own https links", async () => {
    const config = PublicConfig.parse((await get('albelli-nl')).json());
    expect(config.links.faq).toBe('https://www.albelli.nl/faq');
    for (const link of Object.values(config.links)) expect(link).toMatch(/^https:\/\/www\.albelli\.nl\//);
  });

  it('answers 404 for an unknown channel and the default host\'s links for "default"', async () => {
    expect((await get('nope-xx')).statusCode).toBe(404);
    const fallback = PublicConfig.parse((await get('default')).json());
    expect(fallback.channel).toBe('default');
    expect(fallback.links.storefront).toBe('https://www.bonusprint.co.uk/');
  });
});
