import type { Db } from '../db/db';
import type { FaultStore } from '../faults/store';
import { plugin, type Provided, type SandboxService } from '../http/service';
import { siteTable } from '../http/origins';
import type { Identity } from '../identity-seam';
import { readAppConfig } from '../public-config/host-table';
import type { PushHub } from './hub';
import { installPushSocket } from './server';
import { pushTestToolRoutes } from './test-tool';

/**
 * The push socket at config.services.push (./server.ts), carrying the hub's messages; it checks
 * access tokens with the identity part's verifier, takes upgrades from the app's own origins only
 * (the sandbox's host table on its `port`), and applies the fault switch's rules to its upgrades. Its test tool sends raw text to an account's sockets (forged messages).
 */
export function pushService(deps: {
  db: Db;
  hub: PushHub;
  faults: FaultStore;
  identity: Provided<Identity>;
  port: number;
}): SandboxService {
  return {
    name: 'push',
    routes: [
      {
        service: 'push',
        register: async (app, path) => {
          await installPushSocket(app, {
            path,
            identity: deps.identity.get(),
            db: deps.db,
            hub: deps.hub,
            faults: deps.faults,
            site: siteTable(readAppConfig(), deps.port),
          });
        },
      },
    ],
    tools: [plugin(pushTestToolRoutes, { hub: deps.hub })],
  };
}
