// Adding an address to the book, or changing one (S0 §2 addAddress, changeAddress and their b2b
// variants; §7 Customer service POST / PUT; the spec's four address messages). The states take the
// names the spec gives the delivery-address change, the other address form: Editing,
// RequestInProgress, SuccessfulUpdate, RequestFailed. A change first loads the address
// (`Loading`): another account's id or an unknown one is `NotFound`; any other failure is
// `LoadFailed` with Try again. The form is checked on submit with the rules of the chosen country,
// and after the first submit a field is checked again when it is left. A failed save keeps what was
// typed. Saved, the machine emits `addressEdit.saved`; the wiring goes back to the list.
import { assign, emit, setup } from 'xstate';
import type { Address, AddressInput } from '@schemas/address';
import {
  addressInputOf,
  emptyAddressForm,
  formOf,
  isAddressFormValid,
  withFieldChecked,
  withFieldValue,
  withFormChecked,
  type AddressFieldErrors,
  type AddressForm,
  type AddressFormField,
} from '../../shared/addressForm';
import { reasonOf, type ReasonsByStatus } from '../../shared/failureReason';
import { notProvided } from '../../shared/notProvided';

/** How an address call failed: 404 the address is not the customer's (or no longer exists), 400 the
 * service refused a field, anything else (5xx, no answer, a body that did not parse) other. */
export type AddressFailure = 'notFound' | 'invalid' | 'other';

const ADDRESS_FAILURES: ReasonsByStatus<AddressFailure> = { 404: 'notFound', 400: 'invalid' };

const addressFailureOf = (error: unknown): AddressFailure => reasonOf(error, ADDRESS_FAILURES);

export interface AddressEditInput {
  /** the address to change; absent to add one */
  addressId?: string | undefined;
  /** the country a new address starts with (the brand's) */
  countryCode: string;
}

export interface AddressEditContext {
  addressId: string | null;
  countryCode: string;
  /** kept as it was: the form does not offer it (the list's Make default does) */
  isDefault: boolean;
  form: AddressForm;
  errors: AddressFieldErrors;
  submitted: boolean;
  failure: AddressFailure | null;
}

export type AddressEditEvent =
  | { type: 'addressEdit.edit'; field: AddressFormField; value: string }
  | { type: 'addressEdit.country'; countryCode: string }
  | { type: 'addressEdit.blur'; field: AddressFormField }
  | { type: 'addressEdit.submit' }
  | { type: 'addressEdit.retry' };

export type AddressEditEmitted = { type: 'addressEdit.saved'; address: Address };

export interface SaveAddressInput {
  addressId: string | null;
  address: AddressInput;
}

export const addressEditMachine = setup({
  types: {
    context: {} as AddressEditContext,
    events: {} as AddressEditEvent,
    input: {} as AddressEditInput,
    emitted: {} as AddressEditEmitted,
  },
  actors: {
    /** the address with that id among GET /customers/me/addresses; a 404 error when there is none */
    loadAddress: notProvided<Address, { addressId: string }>('addressEdit: the loadAddress actor'),
    /** POST /customers/me/addresses (no id) or PUT /customers/me/addresses/:id */
    saveAddress: notProvided<Address, SaveAddressInput>('addressEdit: the saveAddress actor'),
  },
  guards: {
    isChange: ({ context }) => context.addressId !== null,
    isFormValid: ({ context }) => isAddressFormValid(context.form, context.countryCode),
    isNotFound: (_, params: { error: unknown }) => addressFailureOf(params.error) === 'notFound',
  },
  actions: {
    fillForm: assign((_, params: { address: Address }) => ({
      form: formOf(params.address),
      countryCode: params.address.countryCode,
      isDefault: params.address.isDefault,
    })),
    setField: assign(({ context }, params: { field: AddressFormField; value: string }) =>
      withFieldValue(context, params.field, params.value),
    ),
    setCountry: assign(({ context }, params: { countryCode: string }) => ({
      countryCode: params.countryCode,
      // the rules of the new country apply: the errors shown are checked again once submitted
      errors: context.submitted ? withFormChecked(context, params.countryCode).errors : context.errors,
    })),
    checkField: assign(({ context }, params: { field: AddressFormField }) => withFieldChecked(context, params.field, context.countryCode)),
    markInvalid: assign(({ context }) => withFormChecked(context, context.countryCode)),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: addressFailureOf(params.error) })),
    clearFailure: assign({ failure: null }),
    announceSaved: emit((_, params: { address: Address }) => ({ type: 'addressEdit.saved' as const, address: params.address })),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'addressEdit',
  description: 'Adds an address to the address book or changes one.',
  context: ({ input }) => ({
    addressId: input.addressId ?? null,
    countryCode: input.countryCode,
    isDefault: false,
    form: emptyAddressForm,
    errors: {},
    submitted: false,
    failure: null,
  }),
  initial: 'Opening',
  states: {
    Opening: {
      description: 'A change loads the address first; a new address opens the empty form at once.',
      always: [{ guard: 'isChange', target: 'Loading' }, { target: 'Editing' }],
    },
    Loading: {
      description: 'The address to change is being loaded.',
      tags: ['loading'],
      invoke: {
        id: 'loadAddress',
        src: 'loadAddress',
        input: ({ context }) => ({ addressId: context.addressId ?? '' }),
        onDone: { target: 'Editing', actions: { type: 'fillForm', params: ({ event }) => ({ address: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'NotFound' },
          { target: 'LoadFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    NotFound: {
      description: 'The customer has no address with this id: the page says so and links to the address book.',
      type: 'final',
    },
    LoadFailed: {
      description: 'The address could not be loaded: the page says so and offers Try again.',
      tags: ['error'],
      on: { 'addressEdit.retry': 'Loading' },
    },
    Editing: {
      description: 'The form holds the address; submit checks it with the rules of the chosen country.',
      on: {
        'addressEdit.edit': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'addressEdit.country': { actions: { type: 'setCountry', params: ({ event }) => ({ countryCode: event.countryCode }) } },
        'addressEdit.blur': { actions: { type: 'checkField', params: ({ event }) => ({ field: event.field }) } },
        'addressEdit.submit': [{ guard: 'isFormValid', target: 'RequestInProgress' }, { actions: 'markInvalid' }],
      },
    },
    RequestInProgress: {
      description: 'The address is on its way to the customer service (POST to add, PUT to change).',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          addressId: context.addressId,
          address: addressInputOf(context.form, context.countryCode, context.isDefault),
        }),
        onDone: { target: 'SuccessfulUpdate', actions: { type: 'announceSaved', params: ({ event }) => ({ address: event.output }) } },
        onError: {
          target: 'RequestFailed',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    SuccessfulUpdate: {
      description: 'The service holds the address; the page goes back to the address book.',
      type: 'final',
    },
    RequestFailed: {
      description: 'The save failed; the reason is in context and what was typed is kept, to correct or send again.',
      tags: ['error'],
      on: {
        'addressEdit.edit': {
          target: 'Editing',
          actions: ['clearFailure', { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) }],
        },
        'addressEdit.country': {
          target: 'Editing',
          actions: ['clearFailure', { type: 'setCountry', params: ({ event }) => ({ countryCode: event.countryCode }) }],
        },
        'addressEdit.blur': { actions: { type: 'checkField', params: ({ event }) => ({ field: event.field }) } },
        'addressEdit.submit': [
          { guard: 'isFormValid', target: 'RequestInProgress' },
          { target: 'Editing', actions: ['clearFailure', 'markInvalid'] },
        ],
      },
    },
  },
});

export type AddressEditMachine = typeof addressEditMachine;
