import { plugin, type SandboxService } from '../http/service';
import { thirdPartyRoutes } from './routes';

/** The page's third parties' stand-ins, at a path of their own (config.json `thirdParty` names their URLs under it). */
export const thirdPartyService: SandboxService = {
  name: 'third-party',
  routes: [{ path: '/__third-party', register: plugin(thirdPartyRoutes, {}) }],
};
