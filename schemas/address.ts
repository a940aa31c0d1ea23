import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/max';
import * as z from 'zod/mini';
import { CountryCode } from './common';
import { nameText } from './text';

/**
 * Customer address. The spec shows only the four messages below; the rules behind them are ours
 * (DECISIONS 17: per country, written down here), and the app and the sandbox check them with this
 * one schema:
 * - phone: optional; when given, a valid number by libphonenumber-js's full metadata (`/max`: the
 *   default build checks only the length) for the address's country; an international number
 *   (`+…`) of another country is accepted when it is valid there. For a country the metadata does
 *   not know, only an international number can be checked, so only that is accepted.
 * - postal code: the country's real shape (`postalCodeRules` below: NL `1234 AB` without a leading
 *   0 and without the unused letter pairs SA, SD, SS; GB the Royal Mail outward/inward shape, e.g.
 *   `SW1A 1AA`, `M1 1AE`, `EC1A 1BB`; IE the Eircode; the others their digit patterns); for a
 *   country not in the table: 2–10 letters, digits, spaces or dashes. postcode-validator is not used:
 *   it accepts NL `0123 AB` and throws on unknown countries.
 * - street number: starts with a digit, at most 10 characters (suffix separate). It may be left
 *   empty only where houses commonly have a name and no number: `STREET_NUMBER_OPTIONAL` (GB, IE).
 * - street name: at least 2 characters, letters required, no <, > or ;.
 * An empty required field gets the field's own message (the four above, or "… is required").
 */
export const addressMessages = {
  phone: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  houseNumber: 'Street number must be valid',
  street: 'Street name must be valid',
} as const;

/** Countries where a house may have a name instead of a number: the street number may be empty. */
export const STREET_NUMBER_OPTIONAL: ReadonlySet<string> = new Set(['GB', 'IE']);

const postalCodeRules: Readonly<Record<string, RegExp>> = {
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
  BE: /^[1-9]\d{3}$/,
  LU: /^(?:L-)?\d{4}$/i,
  AT: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
  DK: /^[1-9]\d{3}$/,
  NO: /^\d{4}$/,
  DE: /^(?!00)\d{5}$/,
  FR: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
  IT: /^\d{5}$/,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  PT: /^[1-9]\d{3}-\d{3}$/,
  SE: /^[1-9]\d{2} ?\d{2}$/,
  FI: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  // Royal Mail: outward code A9, A99, AA9, AA99, A9A or AA9A (letters restricted per position), then 9AA
  GB: /^(?:GIR ?0AA|(?:[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y])) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
  // Eircode: routing key (a letter and two digits, or D6W) and a four-character identifier
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/i,
};
const otherPostalCode = /^[A-Za-z\d][A-Za-z\d -]{0,8}[A-Za-z\d]$/;

export function isValidPostalCode(countryCode: string, postalCode: string): boolean {
  const rule = postalCodeRules[countryCode] ?? otherPostalCode;
  return rule.test(postalCode.trim());
}

/** A phone number valid for the address's country, or a valid international number of any country. */
export function isValidPhone(phone: string, countryCode: string): boolean {
  const value = phone.trim();
  if (isSupportedCountry(countryCode)) return isValidPhoneNumber(value, countryCode);
  return value.startsWith('+') && isValidPhoneNumber(value);
}

const streetNumberShape = /^\d[\dA-Za-z/-]{0,9}$/;

/** A street number of the shape above, or none where the country allows a house without one. */
export function isValidStreetNumber(countryCode: string, houseNumber: string): boolean {
  const value = houseNumber.trim();
  return value === '' ? STREET_NUMBER_OPTIONAL.has(countryCode) : streetNumberShape.test(value);
}

export const AddressInput = z
  .object({
    firstName: z.string().check(nameText, z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
    lastName: z.string().check(nameText, z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100)),
    companyName: z.nullable(z.string().check(nameText, z.trim(), z.maxLength(200))),
    street: z
      .string()
      .check(z.trim(), z.minLength(2, addressMessages.street), z.maxLength(200), z.regex(/^[^<>;]*\p{L}[^<>;]*$/u, addressMessages.street)),
    houseNumber: z.string().check(nameText, z.trim(), z.maxLength(10, addressMessages.houseNumber)),
    houseNumberSuffix: z.nullable(z.string().check(nameText, z.trim(), z.maxLength(10))),
    postalCode: z.string().check(nameText, z.trim(), z.minLength(1, addressMessages.postalCode)),
    city: z.string().check(nameText, z.trim(), z.minLength(1, 'City is required'), z.maxLength(100)),
    countryCode: CountryCode,
    phoneNumber: z.nullable(z.string().check(nameText, z.trim())),
    isDefault: z.boolean(),
  })
  .check(
    z.superRefine((address, ctx) => {
      if (!isValidStreetNumber(address.countryCode, address.houseNumber)) {
        ctx.addIssue({ code: 'custom', path: ['houseNumber'], message: addressMessages.houseNumber });
      }
      if (!isValidPostalCode(address.countryCode, address.postalCode)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: addressMessages.postalCode });
      }
      if (address.phoneNumber && !isValidPhone(address.phoneNumber, address.countryCode)) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: addressMessages.phone });
      }
    }),
  );
export type AddressInput = z.infer<typeof AddressInput>;

// the address as the customer service answers it: its own module, so that a list loads without the rules above
export { Address, AddressList } from './addressRecord';
