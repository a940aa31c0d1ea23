// Customer service (spec S0 §7): the signed-in customer's addresses.
import { Address, AddressInput, AddressList } from '@schemas/address';
import type { RequestOptions, ServiceClient } from './http';

export interface AddressesApi {
  listAddresses(options?: RequestOptions): Promise<Address[]>;
  createAddress(address: AddressInput, options?: RequestOptions): Promise<Address>;
  updateAddress(addressId: string, address: AddressInput, options?: RequestOptions): Promise<Address>;
  deleteAddress(addressId: string, options?: RequestOptions): Promise<void>;
}

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createAddressesApi(client: ServiceClient): AddressesApi {
  const address = (addressId: string) => `customers/me/addresses/${encodeURIComponent(addressId)}`;
  return {
    listAddresses: async (options) => (await client.get('customers/me/addresses', AddressList, options)).items,
    // outgoing bodies go through their schema too: trimmed, and a wrong shape fails before the call
    createAddress: (input, options) => client.send('POST', 'customers/me/addresses', AddressInput.parse(input), Address, options),
    updateAddress: (addressId, input, options) => client.send('PUT', address(addressId), AddressInput.parse(input), Address, options),
    deleteAddress: (addressId, options) => client.send('DELETE', address(addressId), undefined, undefined, options),
  };
}
