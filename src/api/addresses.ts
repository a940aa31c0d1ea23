// Customer service (spec S0 §7): the signed-in customer's addresses.
import type { AddressInput } from '@schemas/address';
import { Address, AddressList } from '@schemas/addressRecord';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface AddressesApi {
  listAddresses(options?: RequestOptions): Promise<Address[]>;
  createAddress(address: AddressInput, options?: RequestOptions): Promise<Address>;
  updateAddress(addressId: string, address: AddressInput, options?: RequestOptions): Promise<Address>;
  deleteAddress(addressId: string, options?: RequestOptions): Promise<void>;
}

/**
 * Outgoing bodies go through their schema too: trimmed, and a wrong shape fails before the call.
 * The input rules (with libphonenumber-js's full metadata) load with the first write, so a screen
 * that only lists addresses (the settings page's section) does not download them.
 */
const checked = async (input: AddressInput): Promise<AddressInput> => (await import('@schemas/address')).AddressInput.parse(input);

/** Bound to the customer service's client (base URL `config.services.customer`). */
export function createAddressesApi(client: ServiceClient): AddressesApi {
  const address = (addressId: string) => `customers/me/addresses/${encodeURIComponent(addressId)}`;
  return {
    listAddresses: async (options) => (await client.get('customers/me/addresses', AddressList, options)).items,
    createAddress: async (input, options) => client.send('POST', 'customers/me/addresses', await checked(input), Address, options),
    updateAddress: async (addressId, input, options) => client.send('PUT', address(addressId), await checked(input), Address, options),
    deleteAddress: (addressId, options) => client.send('DELETE', address(addressId), undefined, undefined, options),
  };
}

/** The addresses API, on the customer service (`config.services.customer`). */
export const addressesApi = defineApi('addresses', ({ client }) => createAddressesApi(client('customer')));
