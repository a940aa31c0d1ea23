// Customer service (spec S0 §7): the signed-in customer and their addresses.
import { Address, AddressInput, AddressList, Customer, CustomerPatch, CustomerUpdate } from '@schemas/customer';
import type { RequestOptions, ServiceClient } from './http';

export interface CustomerApi {
  /** GET /customers/me; a 404 (HttpError status 404) means there is no account. */
  getCustomer(options?: RequestOptions): Promise<Customer>;
  /** PUT /customers/me: replaces the editable fields (also the FTP callbackUrl and callbackFormat). */
  updateCustomer(update: CustomerUpdate, options?: RequestOptions): Promise<Customer>;
  /** PATCH /customers/me: any subset of the editable fields. */
  patchCustomer(patch: CustomerPatch, options?: RequestOptions): Promise<Customer>;
  listAddresses(options?: RequestOptions): Promise<Address[]>;
  createAddress(address: AddressInput, options?: RequestOptions): Promise<Address>;
  updateAddress(addressId: string, address: AddressInput, options?: RequestOptions): Promise<Address>;
  deleteAddress(addressId: string, options?: RequestOptions): Promise<void>;
}

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createCustomerApi(client: ServiceClient): CustomerApi {
  const address = (addressId: string) => `customers/me/addresses/${encodeURIComponent(addressId)}`;
  return {
    getCustomer: (options) => client.get('customers/me', Customer, options),
    // outgoing bodies go through their schema too: trimmed, and a wrong shape fails before the call
    updateCustomer: (update, options) => client.send('PUT', 'customers/me', CustomerUpdate.parse(update), Customer, options),
    patchCustomer: (patch, options) => client.send('PATCH', 'customers/me', CustomerPatch.parse(patch), Customer, options),
    listAddresses: async (options) => (await client.get('customers/me/addresses', AddressList, options)).items,
    createAddress: (input, options) => client.send('POST', 'customers/me/addresses', AddressInput.parse(input), Address, options),
    updateAddress: (addressId, input, options) => client.send('PUT', address(addressId), AddressInput.parse(input), Address, options),
    deleteAddress: (addressId, options) => client.send('DELETE', address(addressId), undefined, undefined, options),
  };
}
