// Model-based: one test per shortest path of the e-mail change request machine
// (npm run paths -- emailChange) whose gestures need no fault switch, each with a fresh account.
// The paths that need the fault switch run in tests/e2e/faults/account-flows.model.spec.ts.
import { emailChangeMapping } from '../model/emailChange.mapping';
import { describeModel } from '../model/modelPaths';

describeModel(emailChangeMapping, { faults: false });
