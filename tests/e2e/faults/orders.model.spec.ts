// Model-based paths of the delivery address change whose outcome needs the sandbox's fault switch
// (a 400 from the service, a failing read-back of the order). Each fault is for this path's own browser
// context (support.ts setFault) and order, and is cleared when the path ends.
import { deliveryAddressChangeMapping } from '../model/deliveryAddressChange.mapping';
import { describeModel } from '../model/modelPaths';

describeModel(deliveryAddressChangeMapping, { faults: true });
