import type { Db } from '../db/db';
import type { SandboxService } from '../http/service';
import type { PushHub } from '../push/hub';
import { registerActivation } from './index';

/** The activation import, on the photo service (config.services.photos), announced through the push hub. */
export function activationService(deps: { db: Db; hub: PushHub; quiet: boolean; importMs: number | undefined }): SandboxService {
  return {
    name: 'activation',
    routes: [
      {
        service: 'photos',
        register: async (app, prefix) => {
          await registerActivation(app, { prefix, db: deps.db, hub: deps.hub, quiet: deps.quiet, importMs: deps.importMs });
        },
      },
    ],
  };
}
