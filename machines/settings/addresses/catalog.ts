// Catalogue entries of the address book's machines (settings area; S0 §2, §7 Customer service).
import { fromPromise } from 'xstate';
import type { Address } from '@schemas/address';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { addressBookMachine } from './addressBook.machine';
import { addressDeleteMachine } from './addressDelete.machine';
import { addressEditMachine, type SaveAddressInput } from './addressEdit.machine';
import {
  fixtureAddresses,
  fixtureAddressesServerError,
  fixtureAddressesWorkDefault,
  fixtureAddressDeleteServerError,
  fixtureAddressGone,
  fixtureAddressNotFound,
  fixtureAddressRefused,
  fixtureAddressSaveServerError,
  fixtureWorkAddress,
} from './fixtures';

const addressBook = entry({
  id: 'addressBook',
  title: 'Address book',
  description:
    'Loads the customer’s addresses for the address book, the default one marked. A failed load shows its message with Try again. Any listed address can be made the default: the list is read back so only that one is marked; a failure keeps the list as it was and says so. An address deleted from the book leaves the list.',
  specSection: 'S0 §2 allAddresses, §7 Customer service',
  machine: addressBookMachine,
  fixtures: {
    actors: {
      loadAddresses: fromPromise<Address[]>(async () => fixtureAddresses),
      makeDefault: fromPromise<Address[], { address: Address | null }>(async () => fixtureAddressesWorkDefault),
    },
    events: [
      { type: 'xstate.done.actor.loadAddresses', output: fixtureAddresses },
      { type: 'xstate.error.actor.loadAddresses', error: fixtureAddressesServerError },
      { type: 'addressBook.retry' },
      { type: 'addressBook.makeDefault', addressId: fixtureWorkAddress.id },
      { type: 'xstate.done.actor.makeDefault', output: fixtureAddressesWorkDefault },
      { type: 'xstate.error.actor.makeDefault', error: fixtureAddressSaveServerError },
      { type: 'addressBook.dismiss' },
      { type: 'addressBook.removed', addressId: fixtureWorkAddress.id },
    ],
    input: undefined,
  },
});

const addressEdit = entry({
  id: 'addressEdit',
  title: 'Address add or change',
  description:
    'Adds an address to the book (an empty form in the brand’s country) or changes one (loaded first; an address the customer does not have is “not found”, any other failure offers Try again). The form is checked on submit with the four address messages by the rules of the chosen country, and a field again when it is left after that. A failed save keeps what was typed, to correct or send again; a saved address goes back to the address book.',
  specSection: 'S0 §2 addAddress, changeAddress, §4 address messages, §7 Customer service; DECISIONS 6, 17',
  machine: addressEditMachine,
  fixtures: {
    actors: {
      loadAddress: fromPromise<Address, { addressId: string }>(async () => fixtureWorkAddress),
      saveAddress: fromPromise<Address, SaveAddressInput>(async () => fixtureWorkAddress),
    },
    events: [
      { type: 'xstate.done.actor.loadAddress', output: fixtureWorkAddress },
      { type: 'xstate.error.actor.loadAddress', error: fixtureAddressNotFound },
      { type: 'xstate.error.actor.loadAddress', error: fixtureAddressesServerError },
      { type: 'addressEdit.retry' },
      { type: 'addressEdit.edit', field: 'postalCode', value: '0123 AB' },
      { type: 'addressEdit.country', countryCode: 'GB' },
      { type: 'addressEdit.blur', field: 'postalCode' },
      { type: 'addressEdit.submit' },
      { type: 'xstate.done.actor.saveAddress', output: fixtureWorkAddress },
      { type: 'xstate.error.actor.saveAddress', error: fixtureAddressRefused },
      { type: 'xstate.error.actor.saveAddress', error: fixtureAddressSaveServerError },
    ],
    input: { addressId: fixtureWorkAddress.id, countryCode: 'NL' },
    variants: [
      {
        name: 'new address',
        description: 'Adding an address: the empty form in the brand’s country.',
        input: { countryCode: 'NL' },
      },
    ],
  },
});

const addressDelete = entry({
  id: 'addressDelete',
  title: 'Address delete',
  description:
    'Deletes an address from the book after a confirm dialog. While it is being deleted the dialog cannot be dismissed; a failure shows in the dialog, which stays open to try again or cancel. An address that is already gone counts as deleted.',
  specSection: 'S0 §7 Customer service DELETE /customers/me/addresses/:id',
  machine: addressDeleteMachine,
  fixtures: {
    actors: { act: fromPromise<undefined, { addressId: string }>(async () => undefined) },
    events: [
      { type: 'addressDelete.open', addressId: fixtureWorkAddress.id },
      { type: 'addressDelete.confirm' },
      { type: 'addressDelete.cancel' },
      { type: 'xstate.done.actor.deleteAddress', output: undefined },
      { type: 'xstate.error.actor.deleteAddress', error: fixtureAddressDeleteServerError },
      { type: 'xstate.error.actor.deleteAddress', error: fixtureAddressGone },
    ],
    input: undefined,
  },
});

export const addressEntries: readonly CatalogEntry[] = [addressBook, addressEdit, addressDelete];
