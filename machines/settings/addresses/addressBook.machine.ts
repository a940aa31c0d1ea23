// The customer's address book (S0 §2 allAddresses, §7 Customer service): the list is loaded with the
// spec's request states (InProgress, Finished, Failed; Try again from Failed). While Finished the
// customer can make another address the default: the address is sent again with isDefault (PUT),
// and the list is read back so every entry shows where the default now is. A failed default change
// keeps the list as it was and says so. A deleted address (addressDelete) leaves the list here.
import { assign, setup } from 'xstate';
import type { Address } from '@schemas/address';
import { notProvided } from '../../shared/notProvided';

export interface AddressBookContext {
  addresses: Address[];
  /** the address being made the default, or the one whose change failed */
  pendingDefault: Address | null;
}

export type AddressBookEvent =
  | { type: 'addressBook.retry' }
  | { type: 'addressBook.makeDefault'; addressId: string }
  | { type: 'addressBook.removed'; addressId: string }
  | { type: 'addressBook.dismiss' };

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
  },
  actors: {
    /** GET /customers/me/addresses */
    loadAddresses: notProvided<Address[]>('addressBook: the loadAddresses actor'),
    /** PUT /customers/me/addresses/:id with isDefault, then the list as it is now */
    makeDefault: notProvided<Address[], { address: Address | null }>('addressBook: the makeDefault actor'),
  },
  guards: {
    isListed: ({ context }, params: { addressId: string }) => context.addresses.some((address) => address.id === params.addressId),
  },
  actions: {
    storeAddresses: assign((_, params: { addresses: Address[] }) => ({ addresses: params.addresses, pendingDefault: null })),
    markPending: assign(({ context }, params: { addressId: string }) => ({
      pendingDefault: context.addresses.find((address) => address.id === params.addressId) ?? null,
    })),
    clearPending: assign({ pendingDefault: null }),
    removeAddress: assign(({ context }, params: { addressId: string }) => ({
      addresses: context.addresses.filter((address) => address.id !== params.addressId),
    })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'addressBook',
  description: 'Loads the customer’s addresses and makes one of them the default.',
  context: { addresses: [], pendingDefault: null },
  initial: 'InProgress',
  states: {
    InProgress: {
      description: 'The address list is being loaded.',
      tags: ['loading'],
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: { target: 'Finished', actions: { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) } },
        onError: { target: 'Failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    Failed: {
      description: 'The list could not be loaded: the page says so and offers Try again.',
      tags: ['error'],
      on: { 'addressBook.retry': 'InProgress' },
    },
    Finished: {
      description: 'The list is shown, the default address marked.',
      initial: 'idle',
      on: {
        'addressBook.removed': { actions: { type: 'removeAddress', params: ({ event }) => ({ addressId: event.addressId }) } },
      },
      states: {
        idle: {
          description: 'Nothing is being changed.',
          on: {
            'addressBook.makeDefault': {
              guard: { type: 'isListed', params: ({ event }) => ({ addressId: event.addressId }) },
              target: 'makingDefault',
              actions: { type: 'markPending', params: ({ event }) => ({ addressId: event.addressId }) },
            },
          },
        },
        makingDefault: {
          description: 'The chosen address is being made the default.',
          tags: ['busy'],
          invoke: {
            id: 'makeDefault',
            src: 'makeDefault',
            // isListed made sure the address is there
            input: ({ context }) => ({ address: context.pendingDefault }),
            onDone: { target: 'idle', actions: { type: 'storeAddresses', params: ({ event }) => ({ addresses: event.output }) } },
            onError: { target: 'defaultFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        defaultFailed: {
          description: 'The default could not be changed: the list stays as it was and the page says so; the customer may try again.',
          tags: ['error'],
          on: {
            'addressBook.makeDefault': {
              guard: { type: 'isListed', params: ({ event }) => ({ addressId: event.addressId }) },
              target: 'makingDefault',
              actions: { type: 'markPending', params: ({ event }) => ({ addressId: event.addressId }) },
            },
            'addressBook.dismiss': { target: 'idle', actions: 'clearPending' },
          },
        },
      },
    },
  },
});

export type AddressBookMachine = typeof addressBookMachine;
