import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, graphql } from 'graphql';
import { z } from 'zod';
import { GraphQlRequest, MerchandiseChannel } from '@schemas/merchandise';
import { parseOrReject } from '../http/validation';
import { merchandiseChannels } from './channels';

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
 * A malformed body is a 400; query errors come back as GraphQL `errors` with status 200.
 */
export async function merchandiseRoutes(app: FastifyInstance): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseOrReject(reply, GraphQlRequest, request.body);
    if (!body) return reply;
    const result = await graphql({
      schema: merchandiseSchema,
      source: body.query,
      rootValue,
      ...(body.variables === undefined ? {} : { variableValues: body.variables }),
      ...(body.operationName ? { operationName: body.operationName } : {}),
    });
    return reply.code(200).send(result);
  };
  app.post('/graphql', handler);
  // the app's clients join paths to a base URL ending in '/'
  app.post('/graphql/', handler);
}
