// Saved projects service (spec S0 §7 "Saved projects"; contracts in schemas/projects.ts): one page
// of the account's saved projects and deleting one. Answers are parsed with the contract and
// adapted here, once: totalProjectCount → total. Loaded with the saved projects screen.
import { SavedProjectPage, type SavedProject } from '@schemas/projects';
import type { RequestOptions, ServiceClient } from './http';

/** One page of saved projects and how many the account has in all. */
export interface SavedProjects {
  projects: SavedProject[];
  total: number;
}

export interface ProjectsApi {
  /** GET /api/v2/projects/:accountId?skip&limit (skip = (page - 1) × page size), newest change first */
  listProjects(accountId: string, page: { skip: number; limit: number }, options?: RequestOptions): Promise<SavedProjects>;
  /** DELETE /api/v2/project/:id; 404 (HttpError) for an unknown or another account's project */
  deleteProject(projectId: string, options?: RequestOptions): Promise<void>;
}

/** Bound to the projects service's client (base URL `config.services.projects`). */
export function createProjectsApi(client: ServiceClient): ProjectsApi {
  return {
    async listProjects(accountId, page, options) {
      const answer = await client.get(`api/v2/projects/${encodeURIComponent(accountId)}`, SavedProjectPage, {
        ...options,
        searchParams: { skip: page.skip, limit: page.limit },
      });
      return { projects: answer.projects, total: answer.totalProjectCount };
    },
    deleteProject: (projectId, options) =>
      client.send('DELETE', `api/v2/project/${encodeURIComponent(projectId)}`, undefined, undefined, options),
  };
}
