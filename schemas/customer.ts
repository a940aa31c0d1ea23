import * as z from 'zod/mini';
import { CountryCode, httpUrl, isoDateTime } from './common';

/**
 * Customer service contracts (spec S0 §3, §7). The spec leaves the customer's fields "not shown";
 * these are the fields My Account needs, named the way the screens name them. What a customer may
 * change (PUT and PATCH bodies) is in ./customerUpdate.ts, loaded with the screens that change it.
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
