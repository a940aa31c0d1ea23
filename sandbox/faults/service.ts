import { plugin, type SandboxService } from '../http/service';
import type { FaultStore } from './store';
import { faultToolRoutes } from './test-tool';

/**
 * The fault switch: its hooks are installed on the app before anything else (installFaultSwitch,
 * ./plugin.ts); what the table adds is the test tool that sets its rules.
 */
export function faultsService(store: FaultStore): SandboxService {
  return { name: 'faults', tools: [plugin(faultToolRoutes, { store })] };
}
