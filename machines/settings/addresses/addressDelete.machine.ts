// Deleting an address from the book (S0 §7 DELETE /customers/me/addresses/:id) after a confirm
// dialog, as a confirm flow (../../shared/confirmFlow.ts): Delete on an address opens it for that
// address; on confirm the delete goes out, and once done `addressDelete.done` is emitted and the
// dialog closes; a failure shows in the dialog, which stays open for another try or Cancel. An
// address already gone (404) counts as deleted: what the customer wanted is true.
import { httpStatusOf } from '../../shared/failure';
import { createConfirmFlowMachine } from '../../shared/confirmFlow';

export interface AddressDeleteContext {
  addressId: string | null;
}

export const addressDeleteMachine = createConfirmFlowMachine({
  id: 'addressDelete',
  description: 'Deletes an address from the address book after a confirmation.',
  descriptions: {
    closed: 'No confirm dialog is open; Delete on an address opens it.',
    confirming: 'The dialog asks to confirm deleting this address.',
    inProgress: 'The address is being deleted; the dialog cannot be dismissed meanwhile.',
    done: 'The address is deleted (or was gone already): the book drops it and the dialog closes.',
    failed: 'The delete failed: the dialog stays open with the error; confirm tries again, Cancel closes it.',
  },
  /** DELETE /customers/me/addresses/:id */
  act: 'deleteAddress',
  actInput: (context) => ({ addressId: context.addressId ?? '' }),
  context: (_input: undefined): AddressDeleteContext => ({ addressId: null }),
  open: (_context, event: { addressId: string }) => ({ addressId: event.addressId }),
  close: () => ({ addressId: null }),
  payload: (context) => ({ addressId: context.addressId ?? '' }),
  countsAsDone: (error) => httpStatusOf(error) === 404,
  afterDone: 'close',
});

export type AddressDeleteMachine = typeof addressDeleteMachine;
