// The saved projects edge against a real local HTTP server: the paths and queries, the answer
// parsed with the contract and totalProjectCount adapted to total, a body the contract rejects,
// and a delete answered 404 counting as done while other failures throw.
import { afterEach, describe, expect, it } from 'vitest';
import { createServiceClient, HttpError, ParseError } from '@/api/http';
import { createProjectsApi } from '@/api/projects';
import { fixtureSavedProject } from '@machines/projects/fixtures';
import { startServer, type Handler, type TestServer } from '../../fixtures/httpServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function api(handler: Handler) {
  server = await startServer(handler);
  const client = createServiceClient({ baseUrl: '/api/projects', origin: server.origin, timeoutMs: 2_000, retryLimit: 0 });
  return { api: createProjectsApi(client), server };
}

describe('projects edge', () => {
  it('asks for the account’s page with skip and limit and hands over the total', async () => {
    const project = fixtureSavedProject(1);
    const { api: projects, server } = await api(() => ({ status: 200, json: { projects: [project], totalProjectCount: 27 } }));
    expect(await projects.listProjects('acc 1', { skip: 20, limit: 10 })).toEqual({ projects: [project], total: 27 });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/projects/api/v2/projects/acc%201?skip=20&limit=10' });
  });

  it('refuses an answer the contract does not know', async () => {
    const { api: projects } = await api(() => ({ status: 200, json: { unexpected: true } }));
    await expect(projects.listProjects('acc-1', { skip: 0, limit: 10 })).rejects.toBeInstanceOf(ParseError);
  });

  it('deletes by id; 404 is done, 500 throws', async () => {
    const id = fixtureSavedProject(2).id;
    const { api: projects, server } = await api((_request, index) =>
      index === 0
        ? { status: 200, json: { id } }
        : index === 1
          ? { status: 404, json: { message: 'Project not found' } }
          : { status: 500, json: {} },
    );
    await expect(projects.deleteProject(id)).resolves.toBeUndefined();
    await expect(projects.deleteProject(id)).resolves.toBeUndefined();
    await expect(projects.deleteProject(id)).rejects.toBeInstanceOf(HttpError);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(
      Array(3).fill(`DELETE /api/projects/api/v2/project/${id}`),
    );
  });
});
