import { projectsApi, type ProjectsApi } from '@/api/projects';
import { useApi } from '@/platform/services/ServicesContext';

/** The saved projects API of the app's services (base URL `config.services.projects`). */
export function useProjectsApi(): ProjectsApi {
  return useApi(projectsApi);
}
