export { useCustomer, type UseCustomer } from './CustomerContext';
export { createCustomer, customerMachine, customerPart, type CustomerActor, type CustomerResource } from './createCustomer';
