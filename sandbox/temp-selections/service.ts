import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { tempSelectionRoutes } from './routes';

/** The temp selections service under config.services.tempSelections. */
export function tempSelectionsService(deps: { db: Db }): SandboxService {
  return { name: 'temp-selections', routes: [{ service: 'tempSelections', register: plugin(tempSelectionRoutes, deps) }] };
}
