import * as z from 'zod/mini';
import { CountryCode } from './common';
import { nameText } from './text';

/**
 * Customer address. The spec shows only the four messages below; the rules behind them are ours
 * (DECISIONS 17: per country, written down here):
 * - phone: optional; when given, 6–15 digits after an optional +, spaces, dashes, dots and brackets allowed;
 * - postal code: NL `1234 AB`; BE, AT, DK, NO: 4 digits; DE, FR, IT, ES: 5 digits; PT `1234-567`;
 *   SE `123 45`; GB and IE: the UK/Eircode shape; others: 2–10 letters, digits, spaces or dashes;
 * - street number: starts with a digit, at most 10 characters (suffix separate);
 * - street name: at least 2 characters, letters required, no <, > or ;.
 */
export const addressMessages = {
  phone: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  houseNumber: 'Street number must be valid',
  street: 'Street name must be valid',
} as const;

const postalCodeRules: Record<string, RegExp> = {
  NL: /^[1-9]\d{3} ?[A-Za-z]{2}$/,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  IE: /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/,
};
const otherPostalCode = /^[A-Za-z\d][A-Za-z\d -]{0,8}[A-Za-z\d]$/;

export function isValidPostalCode(countryCode: string, postalCode: string): boolean {
  const rule = postalCodeRules[countryCode] ?? otherPostalCode;
  return rule.test(postalCode.trim());
}
export const isValidPhone = (phone: string) =>
  /^\+?[\d\s().-]{6,20}$/.test(phone) && (phone.match(/\d/g) ?? []).length >= 6 && (phone.match(/\d/g) ?? []).length <= 15;

export const AddressInput = z
  .object({
    firstName: z.string().check(nameText, z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
    lastName: z.string().check(nameText, z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100)),
    companyName: z.nullable(z.string().check(nameText, z.trim(), z.maxLength(200))),
    street: z
      .string()
      .check(z.trim(), z.minLength(2, addressMessages.street), z.maxLength(200), z.regex(/^[^<>;]*\p{L}[^<>;]*$/u, addressMessages.street)),
    houseNumber: z.string().check(nameText, z.trim(), z.regex(/^\d[\dA-Za-z/-]{0,9}$/, addressMessages.houseNumber)),
    houseNumberSuffix: z.nullable(z.string().check(nameText, z.trim(), z.maxLength(10))),
    postalCode: z.string().check(nameText, z.trim(), z.minLength(1, addressMessages.postalCode)),
    city: z.string().check(nameText, z.trim(), z.minLength(1, 'City is required'), z.maxLength(100)),
    countryCode: CountryCode,
    phoneNumber: z.nullable(z.string().check(nameText, z.trim())),
    isDefault: z.boolean(),
  })
  .check(
    z.superRefine((address, ctx) => {
      if (!isValidPostalCode(address.countryCode, address.postalCode)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: addressMessages.postalCode });
      }
      if (address.phoneNumber && !isValidPhone(address.phoneNumber)) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: addressMessages.phone });
      }
    }),
  );
export type AddressInput = z.infer<typeof AddressInput>;

export const Address = z.object({
  id: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.nullable(z.string()),
  street: z.string(),
  houseNumber: z.string(),
  houseNumberSuffix: z.nullable(z.string()),
  postalCode: z.string(),
  city: z.string(),
  countryCode: CountryCode,
  phoneNumber: z.nullable(z.string()),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;

export const AddressList = z.object({ items: z.array(Address) });
export type AddressList = z.infer<typeof AddressList>;
