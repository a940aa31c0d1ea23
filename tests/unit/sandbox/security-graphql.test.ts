import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_QUERY, ChannelQueryResponse } from '@schemas/merchandise';
import { QUERY_LIMITS } from '../../../sandbox/merchandise/limits';
import { merchandiseRoutes } from '../../../sandbox/merchandise/routes';

let app: FastifyInstance;
const url = '/api/merchandise/graphql';

beforeAll(async () => {
  app = Fastify();
  await app.register(merchandiseRoutes, { prefix: '/api/merchandise' });
});
afterAll(async () => {
  await app.close();
});

const post = async (query: string) => {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url, payload: { query } });
  return { status: response.statusCode, body: response.json<{ message?: string }>(), ms: performance.now() - started };
};
const aliases = (n: number, fields = 'ID') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: channels { ${fields} }`).join(' ')} }`;

describe('GraphQL limits', () => {
  it('refuses 5,000 aliases at once with 400 and a message', async () => {
    const answer = await post(aliases(5_000));
    process.stdout.write(`[graphql] 5,000 aliases refused with ${answer.status} in ${answer.ms.toFixed(1)} ms\n`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/too long|too many aliases/i);
    expect(answer.ms).toBeLessThan(500);
  });

  it('refuses a short query with too many aliases', async () => {
    const answer = await post(aliases(QUERY_LIMITS.maxAliases + 1));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Query has too many aliases (more than ${QUERY_LIMITS.maxAliases})`);
  });

  it('refuses a query nested too deep, through fragments too', async () => {
    const deep = '{ channels { Articles { OptionGroups { ID } } } }';
    expect((await post(deep)).status).toBe(200);
    const fragments = `
      query { channels { ...A } }
      fragment A on Channel { Articles { ...B } }
      fragment B on Article { OptionGroups { ...C } Links { Rel } }
      fragment C on OptionGroup { ID }`;
    expect((await post(fragments)).status).toBe(200);
    const tooDeep = `{ ${'a { '.repeat(QUERY_LIMITS.maxDepth)}b${' }'.repeat(QUERY_LIMITS.maxDepth)} }`;
    const answer = await post(tooDeep);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Query is too deep (more than ${QUERY_LIMITS.maxDepth} levels)`);
  });

  it('refuses a fragment fan-out that selects too many fields (cost)', async () => {
    const fan = `
      query { channels { ...F3 } }
      fragment F0 on Channel { ID ShopUrl Currency Vendor { ID Locale } }
      fragment F1 on Channel { ...F0 ...F0 ...F0 ...F0 ...F0 }
      fragment F2 on Channel { ...F1 ...F1 ...F1 ...F1 ...F1 }
      fragment F3 on Channel { ...F2 ...F2 ...F2 ...F2 ...F2 }`;
    const answer = await post(fan);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Query selects too many fields (more than ${QUERY_LIMITS.maxFields})`);
  });

  it('refuses an answer larger than the limit', async () => {
    const small = Fastify();
    await small.register(merchandiseRoutes, { prefix: '/api/merchandise', limits: { maxAnswerBytes: 500 } });
    const response = await small.inject({
      method: 'POST',
      url,
      payload: { query: CHANNEL_QUERY, variables: { code: 'albelli-nl', locale: 'nl-NL' } },
    });
    await small.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The answer would be too large (more than 500 bytes)' });
  });

  it("still answers the app's own channel query", async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { query: CHANNEL_QUERY, variables: { code: 'albelli-nl', locale: 'nl-NL' } },
    });
    expect(response.statusCode).toBe(200);
    expect(ChannelQueryResponse.parse(response.json()).data?.channel?.ID).toBe('albelli-nl');
  });
});
