// Saved projects service (spec S0 §7 "Saved projects"; contracts in schemas/projects.ts): one page
// of the account's saved projects and deleting one. Answers are parsed with the contract and
// adapted here, once: totalProjectCount → total. Loaded with the saved projects screen.
import { SavedProjectDeleted, SavedProjectPage, type SavedProject } from '@schemas/projects';
import { defineApi, isHttpError, type RequestOptions, type ServiceClient } from './http';

/** One page of saved projects and how many the account has in all. */
export interface SavedProjects {
  projects: SavedProject[];
  total: number;
}

export interface ProjectsApi {
  /** GET /api/v2/projects/:accountId?skip&limit (skip = (page - 1) × page size), newest change first */
  listProjects(accountId: string, page: { skip: number; limit: number }, options?: RequestOptions): Promise<SavedProjects>;
  /**
   * DELETE /api/v2/project/:id. Decision: 404 counts as done: the project is not there (any more),
   * which is what the customer asked for, e.g. after a delete whose answer was lost on the way and
   * is tried again; the list fetched after it shows what is really there.
   */
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
    async deleteProject(projectId, options) {
      try {
        await client.send('DELETE', `api/v2/project/${encodeURIComponent(projectId)}`, undefined, SavedProjectDeleted, options);
      } catch (error) {
        if (!isHttpError(error, 404)) throw error;
      }
    },
  };
}

/** The saved projects API (`config.services.projects`). */
export const projectsApi = defineApi('projects', ({ client }) => createProjectsApi(client('projects')));
