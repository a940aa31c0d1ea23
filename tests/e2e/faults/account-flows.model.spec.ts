// Model-based paths of the account flows whose outcome needs the sandbox's fault switch (a 500
// from the auth service). Each fault is for this path's own browser context (support.ts setFault),
// applies once and is cleared when the path ends.
import { accountDeletionMapping } from '../model/accountDeletion.mapping';
import { emailChangeMapping } from '../model/emailChange.mapping';
import { describeModel } from '../model/modelPaths';

describeModel(emailChangeMapping, { faults: true });
describeModel(accountDeletionMapping, { faults: true });
