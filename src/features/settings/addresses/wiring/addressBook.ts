// The real actors of the address book's list (the list, its default, its delete) over the customer
// service's addresses API, from the services provider. Per screen (useFlowActor in the views). Apart
// from the add/change form's (addressEdit.ts): the list does not load the address input rules.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { addressBookMachine } from '@machines/settings/addresses/addressBook.machine';
import { addressDeleteMachine } from '@machines/settings/addresses/addressDelete.machine';
import type { Address } from '@schemas/address';
import { addressesApi, type AddressesApi } from '@/api/addresses';
import { useApi } from '@/platform/services/ServicesContext';

export function useAddressesApi(): AddressesApi {
  return useApi(addressesApi);
}

/** The customer service has no GET of one address: it is found in the list; none there reads as a 404. */
export async function findAddress(api: AddressesApi, addressId: string, signal?: AbortSignal): Promise<Address> {
  const address = (await api.listAddresses({ signal })).find((candidate) => candidate.id === addressId);
  if (!address) throw Object.assign(new Error(`Address ${addressId} not found`), { status: 404 });
  return address;
}

export function useAddressBookMachine() {
  const api = useAddressesApi();
  return useMemo(
    () =>
      addressBookMachine.provide({
        actors: {
          loadAddresses: fromPromise<Address[]>(({ signal }) => api.listAddresses({ signal })),
          makeDefault: fromPromise<Address[], { address: Address | null }>(async ({ input, signal }) => {
            if (!input.address) throw new Error('addressBook: no address to make default');
            const { id, ...address } = input.address;
            await api.updateAddress(id, { ...address, isDefault: true });
            return api.listAddresses({ signal });
          }),
        },
      }),
    [api],
  );
}

export function useAddressDeleteMachine() {
  const api = useAddressesApi();
  return useMemo(
    () =>
      addressDeleteMachine.provide({
        actors: {
          act: fromPromise<undefined, { addressId: string }>(async ({ input }) => {
            await api.deleteAddress(input.addressId);
            return undefined;
          }),
        },
      }),
    [api],
  );
}
