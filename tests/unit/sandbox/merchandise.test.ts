import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfig } from '@schemas/config';
import { CHANNELS_QUERY, ChannelsQueryResponse } from '@schemas/merchandise';
import { fetchChannel, GraphQlQueryError } from '@/api/merchandise';
import config from '../../../public/config.json';
import { merchandiseRoutes } from '../../../sandbox/merchandise/routes';

let app: FastifyInstance;
let origin: string;
const base = '/api/merchandise/graphql';

beforeAll(async () => {
  app = Fastify();
  await app.register(merchandiseRoutes, { prefix: '/api/merchandise' });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('merchandise GraphQL service (sandbox) and client', () => {
  it('knows every channel of the host table except the one kept unknown for testing', async () => {
    const hosts = AppConfig.parse(config).hosts;
    const response = await app.inject({ method: 'POST', url: base, payload: { query: CHANNELS_QUERY } });
    expect(response.statusCode).toBe(200);
    const known = new Set(ChannelsQueryResponse.parse(response.json()).data?.channels.map((channel) => channel.ID));
    const missing = [...new Set(hosts.map((row) => row.channel))].filter((code) => !known.has(code));
    expect(missing).toEqual(['albelli-lu']);
  });

  it('answers a channel with its vendor, shop, articles and currency, through the app’s client', async () => {
    const channel = await fetchChannel(base, 'albelli-nl', 'nl-NL', { origin });
    expect(channel).toMatchObject({
      ID: 'albelli-nl',
      Vendor: { ID: 'albelli', Locale: 'nl-NL' },
      ShopUrl: 'https://www.albelli.nl',
      Currency: 'EUR',
    });
    expect(channel?.Articles.length).toBeGreaterThan(0);
    expect(channel?.Articles[0]).toMatchObject({ ArticleType: 'PAP_910', Visible: true });
  });

  it('answers null for an unknown channel', async () => {
    expect(await fetchChannel(base, 'albelli-lu', 'fr-FR', { origin })).toBeNull();
  });

  it('turns GraphQL errors into a thrown error, and rejects a body without a query', async () => {
    const response = await app.inject({ method: 'POST', url: base, payload: { query: '{ channel { ID } }' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('errors');
    await expect(
      fetchChannel(base, 'x', 'y', { origin, fetch: async () => new Response(JSON.stringify({ errors: [{ message: 'boom' }] })) }),
    ).rejects.toBeInstanceOf(GraphQlQueryError);
    const bad = await app.inject({ method: 'POST', url: base, payload: { variables: {} } });
    expect(bad.statusCode).toBe(400);
  });
});
