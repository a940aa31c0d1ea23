// Customer service (spec S0 §7): the signed-in customer. Addresses: ./addresses (their own module,
// loaded with the address screens, not with the shell).
import { Customer, CustomerPatch, CustomerUpdate } from '@schemas/customer';
import type { RequestOptions, ServiceClient } from './http';

export interface CustomerApi {
  /** GET /customers/me; a 404 (HttpError status 404) means there is no account. */
  getCustomer(options?: RequestOptions): Promise<Customer>;
  /** PUT /customers/me: replaces the editable fields (also the FTP callbackUrl and callbackFormat). */
  updateCustomer(update: CustomerUpdate, options?: RequestOptions): Promise<Customer>;
  /** PATCH /customers/me: any subset of the editable fields. */
  patchCustomer(patch: CustomerPatch, options?: RequestOptions): Promise<Customer>;
}

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createCustomerApi(client: ServiceClient): CustomerApi {
  return {
    getCustomer: (options) => client.get('customers/me', Customer, options),
    // outgoing bodies go through their schema too: trimmed, and a wrong shape fails before the call
    updateCustomer: (update, options) => client.send('PUT', 'customers/me', CustomerUpdate.parse(update), Customer, options),
    patchCustomer: (patch, options) => client.send('PATCH', 'customers/me', CustomerPatch.parse(patch), Customer, options),
  };
}
