export { CustomerProvider, useCustomer, type UseCustomer } from './CustomerContext';
export { createCustomer, customerMachine, type CustomerActor, type CustomerResource } from './createCustomer';
