// Model-based: one test per shortest path of the account deletion request machine
// (npm run paths -- accountDeletion) whose gestures need no fault switch, each with a fresh account.
// The paths that need the fault switch run in tests/e2e/faults/account-flows.model.spec.ts.
import { accountDeletionMapping } from '../model/accountDeletion.mapping';
import { describeModel } from '../model/modelPaths';

describeModel(accountDeletionMapping, { faults: false });
