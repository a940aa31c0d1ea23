import * as z from 'zod/mini';
import { lineText } from './text';

/**
 * Auth service (spec S0 §7): account deletion and e-mail change, both confirmed by a mailed
 * single-use token. Paths are under `/v2/identities/:idpType/:idpSub/`; see docs/CONTRACTS.md.
 */

/** The brand channel code of the host the request comes from (the mailed link points there). */
export const Channel = z.string().check(lineText, z.trim(), z.minLength(1, 'Channel is required'), z.maxLength(100));

/** `POST …/deleteaccount` */
export const DeleteAccountRequest = z.object({ channel: Channel });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** `POST …/emailchanges` */
export const EmailChangeRequest = z.object({
  email: z.email('E-mail address must be valid').check(z.maxLength(320)),
  channel: Channel,
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;

/** The 202 answer of both requests: an empty object (the mail is on its way). */
export const RequestAccepted = z.object({});
export type RequestAccepted = z.infer<typeof RequestAccepted>;

/** The confirmations answer 204 with no body. */
export const CONFIRMED_STATUS = 204;

/** Wording of the answers the app tells apart (DECISIONS 3). */
export const EMAIL_IN_USE_MESSAGE = 'E-mail address already in use';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests';
