import type { SandboxService } from '../http/service';
import { GRAPHQL_PATH, merchandiseRoutes } from './routes';

/**
 * The merchandise service. config.services.merchandise names its GraphQL endpoint itself (the app
 * posts there); the routes, GRAPHQL_PATH and the same with a trailing '/', go under its parent.
 */
export const merchandiseService: SandboxService = {
  name: 'merchandise',
  routes: [
    {
      service: 'merchandise',
      register: async (app, endpoint) => {
        if (!endpoint.endsWith(GRAPHQL_PATH)) {
          throw new Error(`config.services.merchandise (${endpoint}) must end with ${GRAPHQL_PATH}, the sandbox's GraphQL route`);
        }
        await app.register(merchandiseRoutes, { prefix: endpoint.slice(0, -GRAPHQL_PATH.length) });
      },
    },
  ],
};
