import * as z from 'zod/mini';
import { httpUrl } from './common';
import { CallbackFormat } from './customer';
import { lineText, nameText } from './text';

// What a customer may change of their record (spec S0 §3, §7): the bodies of PUT and PATCH
// /customers/me, checked by the sandbox and by the app before sending. Apart from ./customer.ts,
// whose Customer the shell parses at start, so that these rules load with the screens that use them.

/** PUT /customers/me replaces the editable fields; PATCH sends any subset of them. */
export const CustomerUpdate = z.object({
  firstName: z.string().check(nameText, z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
  lastName: z.string().check(nameText, z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100)),
  phoneNumber: z.nullable(z.string().check(lineText, z.trim(), z.maxLength(30))),
  companyName: z.nullable(z.string().check(nameText, z.trim(), z.maxLength(200))),
  vatNumber: z.nullable(z.string().check(lineText, z.trim(), z.maxLength(30))),
  callbackUrl: z.nullable(httpUrl),
  callbackFormat: z.nullable(CallbackFormat),
  newsletter: z.boolean(),
});
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;
export const CustomerPatch = z.partial(CustomerUpdate).check(z.refine((patch) => Object.keys(patch).length > 0, 'Nothing to change'));
export type CustomerPatch = z.infer<typeof CustomerPatch>;
