import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { widgetRoutes } from './routes';

/** The widgets service under config.services.widgets. */
export function widgetsService(deps: { db: Db }): SandboxService {
  return { name: 'widgets', routes: [{ service: 'widgets', register: plugin(widgetRoutes, deps) }] };
}
