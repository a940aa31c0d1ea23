import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SavedProjectDeleted, SavedProjectPage } from '@schemas/projects';
import { PROJECTS_LIMIT_MAX, PROJECTS_PAGE_SIZE } from '@schemas/tunables';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { wholeNumber } from '../orders/params';
import { previewRoutes, previewUrlFor } from './previews';
import { deleteProject, projectPage } from './store';

const AccountParams = z.object({ accountId: pathSegment });
const IdParams = z.object({ id: pathSegment });
const PageQuery = z.object({
  skip: wholeNumber('skip', { fallback: 0, min: 0, max: 1_000_000 }),
  limit: wholeNumber('limit', { fallback: PROJECTS_PAGE_SIZE, min: 1, max: PROJECTS_LIMIT_MAX }),
});

const projectNotFound = { message: 'Project not found' };

/**
 * Saved projects service (spec S0 §7 "Saved projects"), mounted under /api/projects. The list and
 * the delete need a bearer token and work on the token's own account: another account's id (in
 * the list's path) or project answers 404 like a missing one. Preview pictures are public at an
 * unguessable address (previews.ts).
 */
export async function projectRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  await app.register(previewRoutes, { db });
  await app.register(async (api) => {
    api.addHook('preHandler', api.authenticate);

    api.get('/api/v2/projects/:accountId', async (request, reply) => {
      const params = parseOrReject(reply, AccountParams, request.params);
      if (!params) return reply;
      // Ownership before the query: another account's list is not found, whatever was asked.
      if (params.accountId !== accountIdOf(request)) return reply.code(404).send({ message: 'Account not found' });
      const query = parseOrReject(reply, PageQuery, request.query);
      if (!query) return reply;
      const page = await projectPage(db, params.accountId, query);
      const previewUrl = previewUrlFor(request, app.prefix);
      return sendValid(reply, SavedProjectPage, {
        projects: page.projects.map(({ previewToken, previewSeed: _seed, ...project }) => ({
          ...project,
          previewUrl: previewUrl(previewToken),
        })),
        totalProjectCount: page.total,
      });
    });

    api.delete('/api/v2/project/:id', async (request, reply) => {
      const params = parseOrReject(reply, IdParams, request.params);
      if (!params) return reply;
      // Ids are UUIDs; anything else names no project (404, as a project that is not there).
      if (!z.uuid().safeParse(params.id).success) return reply.code(404).send(projectNotFound);
      if (!(await deleteProject(db, accountIdOf(request), params.id))) return reply.code(404).send(projectNotFound);
      return sendValid(reply, SavedProjectDeleted, { id: params.id });
    });
  });
}
