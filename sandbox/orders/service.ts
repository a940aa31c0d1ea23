import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { orderAdminRoutes, orderRoutes } from './routes';

/** The orders service under config.services.orders; its test tool moves an order to a status. */
export function ordersService(deps: { db: Db }): SandboxService {
  return {
    name: 'orders',
    routes: [{ service: 'orders', register: plugin(orderRoutes, deps) }],
    tools: [plugin(orderAdminRoutes, deps)],
  };
}
