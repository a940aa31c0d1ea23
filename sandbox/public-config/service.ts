import { plugin, type SandboxService } from '../http/service';
import { publicConfigRoutes } from './routes';

/** The public configuration per channel, under config.services.publicConfig. */
export const publicConfigService: SandboxService = {
  name: 'public-config',
  routes: [{ service: 'publicConfig', register: plugin(publicConfigRoutes, {}) }],
};
