import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { authServiceRoutes, tokenAdminRoutes } from './routes';

/** The auth service under config.services.auth; its test tool expires confirmation tokens. */
export function authService(deps: { db: Db }): SandboxService {
  return {
    name: 'auth-service',
    routes: [{ service: 'auth', register: plugin(authServiceRoutes, deps) }],
    tools: [plugin(tokenAdminRoutes, deps)],
  };
}
