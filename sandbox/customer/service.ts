import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { callbackReceiverRoutes } from './callback-receiver';
import type { CallbackSettings } from './callback-network';
import { customerRoutes } from './routes';
import { customerSettingsRoutes } from './settings-routes';

/**
 * The customer service: the spec's routes (./routes.ts) and the settings beside them
 * (./settings-routes.ts) under config.services.customer; its test tool is the callback receiver
 * that the FTP integration's test callbacks reach.
 */
export function customerService(deps: { db: Db; callbacks: CallbackSettings; port: number }): SandboxService {
  return {
    name: 'customer',
    routes: [
      { service: 'customer', register: plugin(customerRoutes, deps) },
      { service: 'customer', register: plugin(customerSettingsRoutes, deps) },
    ],
    tools: [plugin(callbackReceiverRoutes, { db: deps.db })],
  };
}
