import { join } from 'node:path';
import type { Db } from '../db/db';
import { plugin, type SandboxService } from '../http/service';
import { dataRoutes } from './data-routes';
import { errorSinkRoutes } from './error-sink';
import { coverageFiles, flowCoverageRoutes } from './flow-coverage';
import { storyboardRoutes } from './storyboard-routes';
import { repoRoot } from '../paths';

/**
 * The sandbox's own tools, no retailer service's: health, reset, test accounts and shared albums
 * (./data-routes.ts), the error reporter's sink (./error-sink.ts; config.services.errors points at
 * it), the last end-to-end run's flow coverage for the flow atlas (./flow-coverage.ts) and the last
 * storyboard's screens, read-only (./storyboard-routes.ts).
 */
export function adminService(deps: { db: Db; quiet: boolean; dataDir: string | undefined }): SandboxService {
  return {
    name: 'admin',
    tools: [
      plugin(dataRoutes, { db: deps.db }),
      plugin(errorSinkRoutes, { quiet: deps.quiet }),
      plugin(flowCoverageRoutes, { files: coverageFiles(deps.dataDir) }),
      plugin(storyboardRoutes, { dir: join(repoRoot, 'reports', 'storyboard') }),
    ],
  };
}
