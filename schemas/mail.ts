import * as z from 'zod/mini';
import { Channel } from './auth';

/**
 * Mail gateway (spec S0 §7): the newsletter double opt-in. No bearer token: the e-mail and the
 * mailed token are the proof.
 */

/** `POST /api/v1/Profiles/:email/subscription`: sends the opt-in mail. */
export const SubscriptionRequest = z.object({ channel: Channel });
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

/** Its 202 answer. */
export const SubscriptionRequested = z.object({});

/** `GET /api/v1/Profiles/:email/subscription/confirm/:token` → 200. */
export const SubscriptionConfirmed = z.object({ subscribed: z.literal(true) });
export type SubscriptionConfirmed = z.infer<typeof SubscriptionConfirmed>;
