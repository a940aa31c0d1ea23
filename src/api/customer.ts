// Customer service (spec S0 §7): the signed-in customer, which the shell loads at start. Changing
// it: ./customerUpdate; addresses: ./addresses (each loaded with the screens that use it, not with
// the shell).
import { Customer } from '@schemas/customer';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface CustomerApi {
  /** GET /customers/me; a 404 (HttpError status 404) means there is no account. */
  getCustomer(options?: RequestOptions): Promise<Customer>;
}

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createCustomerApi(client: ServiceClient): CustomerApi {
  return {
    getCustomer: (options) => client.get('customers/me', Customer, options),
  };
}

/** The customer API (`config.services.customer`). */
export const customerApi = defineApi('customer', ({ client }) => createCustomerApi(client('customer')));
