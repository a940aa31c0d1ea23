import * as z from 'zod/mini';
import './locale';
import { CountryCode, httpUrl, isoDateTime } from './common';

/**
 * Customer service contracts (spec S0 §3, §7). The spec leaves the customer's fields "not shown";
 * these are the fields My Account needs, named the way the screens name them.
 */

/** b2b account status (S0 §3): Default = details missing, New = pending validation, Blocked. */
export const B2bStatus = z.enum(['Default', 'New', 'Blocked']);
export type B2bStatus = z.infer<typeof B2bStatus>;

export const AccountType = z.enum(['Consumer', 'Business']);
export type AccountType = z.infer<typeof AccountType>;

export const CallbackFormat = z.enum(['json', 'xml']);

export const Customer = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.email(),
  accountType: AccountType,
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  vatNumber: z.nullable(z.string()),
  b2bStatus: z.nullable(B2bStatus),
  /** FTP integration (S0 §3): where the FTP service calls back, and in which format. */
  callbackUrl: z.nullable(httpUrl),
  callbackFormat: z.nullable(CallbackFormat),
  newsletter: z.boolean(),
  countryCode: CountryCode,
  locale: z.string().check(z.minLength(2)),
  createdAt: isoDateTime,
});
export type Customer = z.infer<typeof Customer>;

/** PUT /customers/me replaces the editable fields; PATCH sends any subset of them. */
export const CustomerUpdate = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100)),
  phoneNumber: z.nullable(z.string().check(z.trim(), z.maxLength(30))),
  companyName: z.nullable(z.string().check(z.trim(), z.maxLength(200))),
  vatNumber: z.nullable(z.string().check(z.trim(), z.maxLength(30))),
  callbackUrl: z.nullable(httpUrl),
  callbackFormat: z.nullable(CallbackFormat),
  newsletter: z.boolean(),
});
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;
export const CustomerPatch = z.partial(CustomerUpdate).check(z.refine((patch) => Object.keys(patch).length > 0, 'Nothing to change'));
export type CustomerPatch = z.infer<typeof CustomerPatch>;

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
export const isValidPhone = (phone: string) => /^\+?[\d\s().-]{6,20}$/.test(phone) && (phone.match(/\d/g) ?? []).length >= 6 && (phone.match(/\d/g) ?? []).length <= 15;

export const AddressInput = z
  .object({
    firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
    lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100)),
    companyName: z.nullable(z.string().check(z.trim(), z.maxLength(200))),
    street: z.string().check(z.trim(), z.minLength(2, addressMessages.street), z.maxLength(200), z.regex(/^[^<>;]*\p{L}[^<>;]*$/u, addressMessages.street)),
    houseNumber: z.string().check(z.trim(), z.regex(/^\d[\dA-Za-z/-]{0,9}$/, addressMessages.houseNumber)),
    houseNumberSuffix: z.nullable(z.string().check(z.trim(), z.maxLength(10))),
    postalCode: z.string().check(z.trim(), z.minLength(1, addressMessages.postalCode)),
    city: z.string().check(z.trim(), z.minLength(1, 'City is required'), z.maxLength(100)),
    countryCode: CountryCode,
    phoneNumber: z.nullable(z.string().check(z.trim())),
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
