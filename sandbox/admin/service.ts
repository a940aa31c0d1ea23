import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { dataRoutes } from './data-routes';
import { errorSinkRoutes } from './error-sink';

/**
 * The sandbox's own tools, no retailer service's: health, reset, test accounts and shared albums
 * (./data-routes.ts), and the error reporter's sink (./error-sink.ts; config.services.errors
 * points at it).
 */
export function adminService(deps: { db: Db; quiet: boolean }): SandboxService {
  return {
    name: 'admin',
    tools: [plugin(dataRoutes, { db: deps.db }), plugin(errorSinkRoutes, { quiet: deps.quiet })],
  };
}
