// Model-based: one test per shortest path of the auth machine (npm run paths -- auth) whose events
// all have a gesture (tests/e2e/model/auth.mapping.ts), each in a fresh browser context.
import { authMapping } from '../model/auth.mapping';
import { describeModel } from '../model/modelPaths';

describeModel(authMapping, { faults: false });
