import { createProjectsApi, type ProjectsApi } from '@/api/projects';
import type { MakeApi } from '@/platform/services/services';
import { useApi } from '@/platform/services/ServicesContext';

/** The saved projects API over the services' projects client (base URL `config.services.projects`). */
export const projectsApiOf: MakeApi<'projects'> = ({ client }) => createProjectsApi(client('projects'));

export function useProjectsApi(): ProjectsApi {
  return useApi('projects', projectsApiOf);
}
