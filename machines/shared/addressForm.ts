// The one address form, pure: its fields, the typed values, and their check with the address
// book's rules (schemas/address.ts, per country). Used by the order's delivery-address change and
// by the address book's add and change. Errors are checked on submit; after the first submit a
// field is checked again when it loses focus, and a field's error clears while it is being edited.
import { AddressInput, addressMessages } from '@schemas/address';

/** The address fields the form edits as text (the country is chosen apart, or is the order's). */
export const ADDRESS_FORM_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'street',
  'houseNumber',
  'houseNumberSuffix',
  'postalCode',
  'city',
  'phoneNumber',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
export type AddressForm = Record<AddressFormField, string>;

/** What is wrong with a field: one of the address messages, or required / invalid. */
export type AddressFieldError = 'street' | 'houseNumber' | 'postalCode' | 'phone' | 'required' | 'invalid';
export type AddressFieldErrors = Partial<Record<AddressFormField, AddressFieldError>>;

/** What a form holds besides its values: the errors shown, and whether it was submitted once. */
export interface AddressFormState {
  form: AddressForm;
  errors: AddressFieldErrors;
  submitted: boolean;
}

/** The address fields of an address book entry or an order's delivery address. */
export type AddressFields = {
  [K in AddressFormField]: K extends 'companyName' | 'houseNumberSuffix' | 'phoneNumber' ? string | null : string;
};

export function formOf(address: AddressFields): AddressForm {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName ?? '',
    street: address.street,
    houseNumber: address.houseNumber,
    houseNumberSuffix: address.houseNumberSuffix ?? '',
    postalCode: address.postalCode,
    city: address.city,
    phoneNumber: address.phoneNumber ?? '',
  };
}

export const emptyAddressForm: AddressForm = formOf({
  firstName: '',
  lastName: '',
  companyName: null,
  street: '',
  houseNumber: '',
  houseNumberSuffix: null,
  postalCode: '',
  city: '',
  phoneNumber: null,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The typed form as an address of the given country: trimmed, blank optional fields as null. */
export function addressInputOf(form: AddressForm, countryCode: string, isDefault = false): AddressInput {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    companyName: orNull(form.companyName),
    street: form.street.trim(),
    houseNumber: form.houseNumber.trim(),
    houseNumberSuffix: orNull(form.houseNumberSuffix),
    postalCode: form.postalCode.trim(),
    city: form.city.trim(),
    countryCode,
    phoneNumber: orNull(form.phoneNumber),
    isDefault,
  };
}

const MESSAGE_ERRORS: ReadonlyMap<string, AddressFieldError> = new Map([
  [addressMessages.street, 'street'],
  [addressMessages.houseNumber, 'houseNumber'],
  [addressMessages.postalCode, 'postalCode'],
  [addressMessages.phone, 'phone'],
]);

const isFormField = (value: unknown): value is AddressFormField => ADDRESS_FORM_FIELDS.some((field) => field === value);

/** The form checked with the address book's rules for the country: the first problem of each field. */
export function validateAddressForm(form: AddressForm, countryCode: string): AddressFieldErrors {
  const result = AddressInput.safeParse(addressInputOf(form, countryCode));
  if (result.success) return {};
  const errors: AddressFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isFormField(field) || errors[field]) continue;
    errors[field] = MESSAGE_ERRORS.get(issue.message) ?? (form[field].trim() === '' ? 'required' : 'invalid');
  }
  return errors;
}

export const isAddressFormValid = (form: AddressForm, countryCode: string) =>
  Object.keys(validateAddressForm(form, countryCode)).length === 0;

/** A field typed into: its value replaced, its error cleared until it is checked again. */
export function withFieldValue(state: AddressFormState, field: AddressFormField, value: string): Pick<AddressFormState, 'form' | 'errors'> {
  const { [field]: _cleared, ...errors } = state.errors;
  return { form: { ...state.form, [field]: value }, errors };
}

/** A field left: after the first submit it is checked again (only that field); before, nothing changes. */
export function withFieldChecked(state: AddressFormState, field: AddressFormField, countryCode: string): Pick<AddressFormState, 'errors'> {
  if (!state.submitted) return { errors: state.errors };
  const { [field]: _old, ...others } = state.errors;
  const error = validateAddressForm(state.form, countryCode)[field];
  return { errors: error ? { ...others, [field]: error } : others };
}

/** The form submitted: every field checked, and from now on checked again on leaving it. */
export function withFormChecked(state: AddressFormState, countryCode: string): Pick<AddressFormState, 'errors' | 'submitted'> {
  return { errors: validateAddressForm(state.form, countryCode), submitted: true };
}
