import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { storefrontRoutes } from './routes';

/**
 * The stand-in storefront, at a path of its own: config.json names only one page of it, the print
 * editor (config.services.printEditor = /__storefront/editor).
 */
export function storefrontService(deps: { db: Db }): SandboxService {
  return { name: 'storefront', routes: [{ path: '/__storefront', register: plugin(storefrontRoutes, deps) }] };
}
