// Change of an order's delivery address (S0 §3, §4, §7; DECISIONS 13), in the spec's states:
// NotStarted → Editing → RequestInProgress → SuccessfulUpdate, or RequestFailed.
// RequestSent is ours to define (the spec names it only): the PUT went out but no answer came back
// (no response, timeout), so the change may or may not have been made. The machine then reads the
// order back: when it holds the sent address the change was made (SuccessfulUpdate), otherwise it
// failed (RequestFailed). A PUT that is answered goes straight to SuccessfulUpdate (2xx, with the
// updated order) or RequestFailed (non-2xx). RequestFailed keeps the typed address, so the customer
// can correct it or send it again; a 409 means the order went into production meanwhile: its own
// reason, and the change is no longer offered.
// Offered only for Home delivery, and only while isAddressChangeable(status) (before production).
// PickupPoint orders are not offered the change: their address is the pickup shop's, and choosing
// another shop is the storefront's pickup-point search, not an address form.
import { assign, emit, setup } from 'xstate';
import type { Order } from '@schemas/orderModel';
import { offersDeliveryAddressChange, type DeliveryAddress, type DeliveryType } from '@schemas/orders';
import {
  ADDRESS_FORM_FIELDS,
  addressInputOf,
  formOf,
  isAddressFormValid,
  withFieldChecked,
  withFieldValue,
  withFormChecked,
  type AddressFieldErrors,
  type AddressForm,
  type AddressFormField,
} from '../shared/addressForm';
import { httpStatusOf } from '../shared/failure';
import { reasonOf, type ReasonsByStatus } from '../shared/failureReason';
import { notProvided } from '../shared/notProvided';

/** 409: in production meanwhile; 400: the service refused a field; other: anything else. */
export type AddressChangeFailure = 'inProduction' | 'invalid' | 'other';

export interface DeliveryAddressChangeInput {
  orderCode: string;
  status: string;
  deliveryType: DeliveryType;
  address: DeliveryAddress;
}

export interface DeliveryAddressChangeContext {
  orderCode: string;
  /** whether the change is offered (Home delivery, before production) */
  changeable: boolean;
  /** the order's delivery address as the service has it */
  current: DeliveryAddress;
  /** the address as typed; kept after a failure */
  form: AddressForm;
  errors: AddressFieldErrors;
  /** submitted once: fields are checked again on leaving them */
  submitted: boolean;
  /** the address sent last */
  sent: DeliveryAddress | null;
  failure: AddressChangeFailure | null;
}

export type DeliveryAddressChangeEvent =
  | { type: 'deliveryAddressChange.start' }
  | { type: 'deliveryAddressChange.edit'; field: AddressFormField; value: string }
  | { type: 'deliveryAddressChange.blur'; field: AddressFormField }
  | { type: 'deliveryAddressChange.submit' }
  | { type: 'deliveryAddressChange.cancel' };

/** Emitted when the service holds the new address: the order detail shows the updated order. */
export type DeliveryAddressChangeEmitted = { type: 'deliveryAddress.changed'; order: Order };

/** The typed form as a delivery address of the order's country (trimmed, blank optional fields as null). */
export function addressOf(form: AddressForm, current: DeliveryAddress): DeliveryAddress {
  const { isDefault: _isDefault, ...address } = addressInputOf(form, current.countryCode);
  return { ...address, pickupPointName: null };
}

/** The same address, compared field by field after trimming. */
export function sameAddress(a: DeliveryAddress, b: DeliveryAddress): boolean {
  return ADDRESS_FORM_FIELDS.every((field) => (a[field] ?? '').trim() === (b[field] ?? '').trim()) && a.countryCode === b.countryCode;
}

const ADDRESS_CHANGE_FAILURES: ReasonsByStatus<AddressChangeFailure> = { 409: 'inProduction', 400: 'invalid' };

export const addressChangeFailureOf = (error: unknown): AddressChangeFailure => reasonOf(error, ADDRESS_CHANGE_FAILURES);

export const deliveryAddressChangeMachine = setup({
  types: {
    context: {} as DeliveryAddressChangeContext,
    events: {} as DeliveryAddressChangeEvent,
    input: {} as DeliveryAddressChangeInput,
    emitted: {} as DeliveryAddressChangeEmitted,
  },
  actors: {
    /** PUT /v1/superorders/:code/deliveryAddress: the updated order */
    changeAddress: notProvided<Order, { orderCode: string; address: DeliveryAddress }>('deliveryAddressChange: the changeAddress actor'),
    /** GET /v1/superorders/:code: the order as the service has it now */
    readOrder: notProvided<Order, { orderCode: string }>('deliveryAddressChange: the readOrder actor'),
  },
  guards: {
    isChangeable: ({ context }) => context.changeable,
    isFormValid: ({ context }) => isAddressFormValid(context.form, context.current.countryCode),
    /** no answer at all: the change may have been made */
    isNoResponse: (_, params: { error: unknown }) => httpStatusOf(params.error) === null,
    holdsSentAddress: ({ context }, params: { order: Order }) =>
      context.sent !== null && sameAddress(params.order.deliveryAddress, context.sent),
    canResend: ({ context }) => context.failure !== 'inProduction',
  },
  actions: {
    startEditing: assign(({ context }) => ({ form: formOf(context.current), errors: {}, submitted: false, failure: null, sent: null })),
    setField: assign(({ context }, params: { field: AddressFormField; value: string }) =>
      withFieldValue(context, params.field, params.value),
    ),
    checkField: assign(({ context }, params: { field: AddressFormField }) =>
      withFieldChecked(context, params.field, context.current.countryCode),
    ),
    markInvalid: assign(({ context }) => withFormChecked(context, context.current.countryCode)),
    startRequest: assign(({ context }) => ({ sent: addressOf(context.form, context.current), failure: null, errors: {} })),
    applyOrder: assign((_, params: { order: Order }) => ({ current: params.order.deliveryAddress })),
    announceChange: emit((_, params: { order: Order }) => ({ type: 'deliveryAddress.changed' as const, order: params.order })),
    setFailure: assign((_, params: { error: unknown }) => {
      const failure = addressChangeFailureOf(params.error);
      return failure === 'inProduction' ? { failure, changeable: false } : { failure };
    }),
    setUnconfirmed: assign({ failure: 'other' as const }),
    clearFailure: assign({ failure: null }),
    /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'deliveryAddressChange',
  description: 'Changes the delivery address of an order that is not in production yet.',
  context: ({ input }) => ({
    orderCode: input.orderCode,
    changeable: offersDeliveryAddressChange(input),
    current: input.address,
    form: formOf(input.address),
    errors: {},
    submitted: false,
    sent: null,
    failure: null,
  }),
  initial: 'NotStarted',
  states: {
    NotStarted: {
      description: 'The address is shown; the change is offered when the order is Home delivery and not in production yet.',
      on: { 'deliveryAddressChange.start': { guard: 'isChangeable', target: 'Editing', actions: 'startEditing' } },
    },
    Editing: {
      description:
        'The form holds the address; the customer edits it. Submit checks it with the address book’s rules; after that, a field is checked again when it is left.',
      on: {
        'deliveryAddressChange.edit': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'deliveryAddressChange.blur': { actions: { type: 'checkField', params: ({ event }) => ({ field: event.field }) } },
        'deliveryAddressChange.submit': [{ guard: 'isFormValid', target: 'RequestInProgress' }, { actions: 'markInvalid' }],
        'deliveryAddressChange.cancel': 'NotStarted',
      },
    },
    RequestInProgress: {
      description: 'The new address is on its way to the orders service (PUT).',
      tags: ['busy'],
      entry: 'startRequest',
      invoke: {
        id: 'changeAddress',
        src: 'changeAddress',
        input: ({ context }) => ({ orderCode: context.orderCode, address: addressOf(context.form, context.current) }),
        onDone: {
          target: 'SuccessfulUpdate',
          actions: [
            { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
            { type: 'announceChange', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: [
          { guard: { type: 'isNoResponse', params: ({ event }) => ({ error: event.error }) }, target: 'RequestSent' },
          {
            target: 'RequestFailed',
            actions: [
              { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    RequestSent: {
      description: 'The request went out but no answer came back, so the change may have been made: the order is read back to find out.',
      tags: ['busy'],
      invoke: {
        id: 'readOrder',
        src: 'readOrder',
        input: ({ context }) => ({ orderCode: context.orderCode }),
        onDone: [
          {
            guard: { type: 'holdsSentAddress', params: ({ event }) => ({ order: event.output }) },
            target: 'SuccessfulUpdate',
            actions: [
              { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
              { type: 'announceChange', params: ({ event }) => ({ order: event.output }) },
            ],
          },
          { target: 'RequestFailed', actions: 'setUnconfirmed' },
        ],
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
      description: 'The service holds the new address and the order shows it. The customer may change it again.',
      on: {
        'deliveryAddressChange.start': { guard: 'isChangeable', target: 'Editing', actions: 'startEditing' },
      },
    },
    RequestFailed: {
      description:
        'The change was refused or failed; the reason is in context (inProduction for 409, invalid for 400, other) and the typed address is kept. Editing or sending again is possible unless the order is in production.',
      tags: ['error'],
      on: {
        'deliveryAddressChange.edit': {
          guard: 'canResend',
          target: 'Editing',
          actions: ['clearFailure', { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) }],
        },
        'deliveryAddressChange.submit': [{ guard: 'canResend', target: 'RequestInProgress' }],
        'deliveryAddressChange.cancel': 'NotStarted',
      },
    },
  },
});

export type DeliveryAddressChangeMachine = typeof deliveryAddressChangeMachine;
