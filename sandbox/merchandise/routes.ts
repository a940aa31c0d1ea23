import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, execute, GraphQLError, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { z } from 'zod';
import { GraphQlRequest } from '@schemas/graphqlRequest';
import { MerchandiseChannel } from '@schemas/merchandise';
import { parseOrReject } from '../http/validation';
import { merchandiseChannels } from './channels';
import { LIMIT_CODE, QUERY_LIMITS, queryLimitsRule, type QueryLimits } from './limits';

/** The GraphQL endpoint's path under the service (config.services.merchandise names the endpoint). */
export const GRAPHQL_PATH = '/graphql';

/** The merchandise service's schema (the part the app asks for). */
export const merchandiseSchema = buildSchema(`
  type Vendor { ID: ID!, Locale: String! }
  type Link { Rel: String!, Url: String! }
  type OptionGroup { ID: ID!, Title: String!, Options: [String!]! }
  type Article {
    ID: ID!
    ArticleType: String!
    Title: String!
    PageHeight: Float!
    PageWidth: Float!
    Visible: Boolean!
    Links: [Link!]!
    OptionGroups: [OptionGroup!]!
  }
  type Channel {
    ID: ID!
    Vendor: Vendor!
    ShopUrl: String!
    Articles: [Article!]!
    Currency: String!
  }
  type Query {
    channels: [Channel!]!
    channel(code: String!, locale: String!): Channel
  }
`);

const ChannelArgs = z.object({ code: z.string(), locale: z.string() });

const rootValue = {
  channels: () => [...merchandiseChannels.values()],
  /** null for a channel the service does not know; the locale only has to be given */
  channel: (args: unknown) => {
    const parsed = ChannelArgs.safeParse(args);
    if (!parsed.success) return null;
    const channel = merchandiseChannels.get(parsed.data.code);
    return channel ? MerchandiseChannel.parse(channel) : null;
  },
};

/**
 * POST /api/merchandise/graphql `{ query, variables }`: a real GraphQL execution (graphql-js) over
 * the sandbox's channel data. Public (no bearer token): the app asks at start, before sign-in.
 * A malformed body, or a query beyond the limits (limits.ts), is a 400 checked before anything
 * runs; other query errors come back as GraphQL `errors` with status 200.
 */
export async function merchandiseRoutes(app: FastifyInstance, options: { limits?: Partial<QueryLimits> } = {}): Promise<void> {
  const limits: QueryLimits = { ...QUERY_LIMITS, ...options.limits };
  const rules = [...specifiedRules, queryLimitsRule(limits)];
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseOrReject(reply, GraphQlRequest, request.body);
    if (!body) return reply;
    let document: DocumentNode;
    try {
      document = parse(body.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError && /\d+ tokens\. Parsing aborted/.test(error.message)) {
        return reply.code(400).send({ message: `Query is too long (more than ${limits.maxTokens} tokens)` });
      }
      return reply.code(200).send({ errors: [error instanceof GraphQLError ? error.toJSON() : { message: String(error) }] });
    }
    const errors = validate(merchandiseSchema, document, rules, { maxErrors: 20 });
    const overLimit = errors.find((error) => error.extensions.code === LIMIT_CODE);
    if (overLimit) return reply.code(400).send({ message: overLimit.message });
    if (errors.length > 0) return reply.code(200).send({ errors: errors.map((error) => error.toJSON()) });
    const result = await execute({
      schema: merchandiseSchema,
      document,
      rootValue,
      ...(body.variables === undefined ? {} : { variableValues: body.variables }),
      ...(body.operationName ? { operationName: body.operationName } : {}),
    });
    const answer = JSON.stringify(result);
    if (Buffer.byteLength(answer) > limits.maxAnswerBytes) {
      return reply.code(400).send({ message: `The answer would be too large (more than ${limits.maxAnswerBytes} bytes)` });
    }
    return reply.code(200).type('application/json; charset=utf-8').send(answer);
  };
  app.post(GRAPHQL_PATH, handler);
  // the app's clients join paths to a base URL ending in '/'
  app.post(`${GRAPHQL_PATH}/`, handler);
}
