// Customer service (spec S0 §7): changing the signed-in customer's record (personal details, the
// FTP callback, the newsletter flag). Loaded with the screens that change it, not with the shell.
import { Customer } from '@schemas/customer';
import { CustomerPatch, CustomerUpdate } from '@schemas/customerUpdate';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface CustomerUpdateApi {
  /** PUT /customers/me: replaces the editable fields (also the FTP callbackUrl and callbackFormat). */
  updateCustomer(update: CustomerUpdate, options?: RequestOptions): Promise<Customer>;
  /** PATCH /customers/me: any subset of the editable fields. */
  patchCustomer(patch: CustomerPatch, options?: RequestOptions): Promise<Customer>;
}

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createCustomerUpdateApi(client: ServiceClient): CustomerUpdateApi {
  return {
    // outgoing bodies go through their schema too: trimmed, and a wrong shape fails before the call
    updateCustomer: (update, options) => client.send('PUT', 'customers/me', CustomerUpdate.parse(update), Customer, options),
    patchCustomer: (patch, options) => client.send('PATCH', 'customers/me', CustomerPatch.parse(patch), Customer, options),
  };
}

/** The customer update API, on the customer service (`config.services.customer`). */
export const customerUpdateApi = defineApi('customerUpdate', ({ client }) => createCustomerUpdateApi(client('customer')));
