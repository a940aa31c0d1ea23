// The personal details form (S0 §1, §2 personalDetails): first name, last name and phone number,
// and for a business account its company name and VAT number (business settings, S0 §6), saved
// with PATCH /customers/me so that the FTP callback on the same record is left alone.
// Decisions where the spec is silent: first and last name are required; the phone number is
// optional; a business account must give both company name and VAT number (what the retailer
// validates: a Default account with both becomes New, pending validation). Blank optional fields
// are saved as null. The rules are the customer service's own (schemas/customerUpdate.ts).
import type { Customer } from '@schemas/customer';
import { CustomerUpdate, type CustomerPatch } from '@schemas/customerUpdate';
import { createFormSaveMachine, textProblemOf, type FieldProblems, type FormValues } from './formSave';

export const PERSONAL_DETAILS_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'companyName', 'vatNumber'] as const;
export type PersonalDetailsField = (typeof PERSONAL_DETAILS_FIELDS)[number];
/** The fields of a consumer's form; a business account's has all of PERSONAL_DETAILS_FIELDS. */
export const CONSUMER_FIELDS: readonly PersonalDetailsField[] = ['firstName', 'lastName', 'phoneNumber'];
const OPTIONAL: ReadonlySet<PersonalDetailsField> = new Set(['phoneNumber']);

export const isOptionalPersonalDetail = (field: PersonalDetailsField) => OPTIONAL.has(field);

export const personalDetailsOf = (customer: Customer): FormValues<PersonalDetailsField> => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  phoneNumber: customer.phoneNumber ?? '',
  companyName: customer.companyName ?? '',
  vatNumber: customer.vatNumber ?? '',
});

export function validatePersonalDetails(
  form: FormValues<PersonalDetailsField>,
  fields: readonly PersonalDetailsField[],
): FieldProblems<PersonalDetailsField> {
  const problems: FieldProblems<PersonalDetailsField> = {};
  for (const field of fields) {
    const problem = textProblemOf(form[field], CustomerUpdate.shape[field], !OPTIONAL.has(field));
    if (problem) problems[field] = problem;
  }
  return problems;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PATCH body of the shown fields (trimmed; blank optional ones as null). */
export function personalDetailsPatch(form: FormValues<PersonalDetailsField>, fields: readonly PersonalDetailsField[]): CustomerPatch {
  const names = { firstName: form.firstName.trim(), lastName: form.lastName.trim(), phoneNumber: orNull(form.phoneNumber) };
  return fields.includes('companyName') ? { ...names, companyName: orNull(form.companyName), vatNumber: orNull(form.vatNumber) } : names;
}

export const personalDetailsSaveMachine = createFormSaveMachine<'personalDetailsSave', PersonalDetailsField, Customer>({
  id: 'personalDetailsSave',
  description: 'Saves the customer’s personal details (and a business account’s company details).',
  formOf: personalDetailsOf,
  validate: validatePersonalDetails,
});

export type PersonalDetailsSaveMachine = typeof personalDetailsSaveMachine;
