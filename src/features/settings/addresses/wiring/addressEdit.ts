// The real actors of the address add/change form over the customer service's addresses API.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { addressEditMachine, type SaveAddressInput } from '@machines/settings/addresses/addressEdit.machine';
import type { Address } from '@schemas/address';
import { findAddress, useAddressesApi } from './addressBook';

export function useAddressEditMachine() {
  const api = useAddressesApi();
  return useMemo(
    () =>
      addressEditMachine.provide({
        actors: {
          loadAddress: fromPromise<Address, { addressId: string }>(({ input, signal }) => findAddress(api, input.addressId, signal)),
          saveAddress: fromPromise<Address, SaveAddressInput>(({ input }) =>
            input.addressId === null ? api.createAddress(input.address) : api.updateAddress(input.addressId, input.address),
          ),
        },
      }),
    [api],
  );
}
