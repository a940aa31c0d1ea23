export { useCustomer, type UseCustomer } from './CustomerContext';
export { createCustomer, customerApiOf, customerMachine, customerPart, type CustomerActor, type CustomerResource } from './createCustomer';
