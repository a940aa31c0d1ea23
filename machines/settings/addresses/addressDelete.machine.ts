// Deleting an address from the book (S0 §7 DELETE /customers/me/addresses/:id) after a confirm
// dialog: closed → open → RequestInProgress → closed with `address.deleted` emitted, or
// RequestFailed with the error in the dialog, which stays open for another try or Cancel. An
// address already gone (404) counts as deleted: what the customer wanted is true.
import { assign, emit, fromPromise, setup } from 'xstate';
import { httpStatusOf } from '../../shared/failure';

export interface AddressDeleteContext {
  addressId: string | null;
}

export type AddressDeleteEvent =
  { type: 'addressDelete.open'; addressId: string } | { type: 'addressDelete.confirm' } | { type: 'addressDelete.cancel' };

export type AddressDeleteEmitted = { type: 'address.deleted'; addressId: string };

export const addressDeleteMachine = setup({
  types: {
    context: {} as AddressDeleteContext,
    events: {} as AddressDeleteEvent,
    emitted: {} as AddressDeleteEmitted,
  },
  actors: {
    /** DELETE /customers/me/addresses/:id */
    deleteAddress: fromPromise<undefined, { addressId: string }>(async () => {
      throw new Error('addressDelete: the deleteAddress actor is not provided');
    }),
  },
  guards: {
    isGoneAlready: (_, params: { error: unknown }) => httpStatusOf(params.error) === 404,
  },
  actions: {
    open: assign((_, params: { addressId: string }) => ({ addressId: params.addressId })),
    clear: assign({ addressId: null }),
    announceDeleted: emit(({ context }) => ({ type: 'address.deleted' as const, addressId: context.addressId ?? '' })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'addressDelete',
  description: 'Deletes an address from the address book after a confirmation.',
  context: { addressId: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No confirm dialog is open; Delete on an address opens it.',
      on: { 'addressDelete.open': { target: 'open', actions: { type: 'open', params: ({ event }) => ({ addressId: event.addressId }) } } },
    },
    open: {
      description: 'The dialog asks to confirm deleting this address.',
      on: { 'addressDelete.confirm': 'RequestInProgress', 'addressDelete.cancel': { target: 'closed', actions: 'clear' } },
    },
    RequestInProgress: {
      description: 'The address is being deleted; the dialog cannot be dismissed meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ addressId: context.addressId ?? '' }),
        onDone: { target: 'closed', actions: ['announceDeleted', 'clear'] },
        onError: [
          {
            guard: { type: 'isGoneAlready', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: ['announceDeleted', 'clear'],
          },
          { target: 'RequestFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    RequestFailed: {
      description: 'The delete failed: the dialog stays open with the error; confirm tries again, Cancel closes it.',
      tags: ['error'],
      on: { 'addressDelete.confirm': 'RequestInProgress', 'addressDelete.cancel': { target: 'closed', actions: 'clear' } },
    },
  },
});

export type AddressDeleteMachine = typeof addressDeleteMachine;
