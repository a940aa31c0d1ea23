import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { projectRoutes } from './routes';

/** The saved projects service under config.services.projects. */
export function projectsService(deps: { db: Db }): SandboxService {
  return { name: 'projects', routes: [{ service: 'projects', register: plugin(projectRoutes, deps) }] };
}
