import * as z from 'zod/mini';
import { CountryCode } from './common';

/**
 * An address book entry as the customer service answers it (GET, POST, PUT /customers/me/addresses).
 * Apart from the input rules (schemas/address.ts, with libphonenumber-js's full metadata), so that a
 * screen that only lists addresses does not load those rules.
 */
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
