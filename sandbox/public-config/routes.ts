import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PublicConfig } from '@schemas/config';
import { parseOrReject, sendValid } from '../http/validation';
import { readAppConfig } from './host-table';
import { buildPublicConfigs } from './links';

const Params = z.object({ channel: z.string().min(1) });

/**
 * GET /api/public-config/:channel, mounted under /api/public-config. Public on purpose (no bearer
 * token): the app reads it once at start, before sign-in, and the public pages (account deleted)
 * need its links. Unknown channel → 404; the app then asks for `default`.
 */
export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  const configs = buildPublicConfigs(readAppConfig());

  app.get('/:channel', async (request, reply) => {
    const params = parseOrReject(reply, Params, request.params);
    if (!params) return reply;
    const config = configs.get(params.channel);
    if (!config) return reply.code(404).send({ message: `No public configuration for channel '${params.channel}'` });
    return sendValid(reply, PublicConfig, config);
  });
}
