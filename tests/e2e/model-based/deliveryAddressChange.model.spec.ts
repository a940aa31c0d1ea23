// Model-based: one test per shortest path of the delivery address change machine
// (npm run paths -- deliveryAddressChange) whose gestures need no fault switch. The paths that need
// the fault switch (a 400 from the service, a failing read-back) run in
// tests/e2e/faults/orders.model.spec.ts.
import { deliveryAddressChangeMapping } from '../model/deliveryAddressChange.mapping';
import { describeModel } from '../model/modelPaths';

describeModel(deliveryAddressChangeMapping, { faults: false });
