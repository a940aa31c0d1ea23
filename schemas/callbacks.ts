import * as z from 'zod/mini';
import { httpUrl, isoDateTime } from './common';
import { CallbackFormat } from './customer';

/**
 * Test callbacks of the FTP integration (beyond the spec, as webhook settings pages offer them):
 * the customer's signing secret and the last deliveries, and a signed sample sent to the saved
 * callback URL on request. Decisions:
 * - Every callback is signed with HMAC-SHA256 under a per-account secret (`whsec_…`), over
 *   `<timestamp>.<body>`; the headers are CALLBACK_HEADERS. A receiver recomputes the signature
 *   with its secret and refuses a timestamp older than a few minutes (a replay).
 * - The body is a sample order status change in the saved format (json or xml): event
 *   `order.statusChanged`, test true, the account id, a delivery id and an order code `TEST-…`.
 * - A delivery is "delivered" when the receiver answers 2xx; any other status is listed with it.
 *   Without an answer (refused, unknown host, nothing within CALLBACK_TIMEOUT_MS, an address the
 *   service does not send to) the service says only that: error `network`, whatever the reason, so
 *   that a test callback cannot map a network. Callbacks go to public addresses only.
 */
export const CALLBACK_HEADERS = {
  signature: 'x-callback-signature',
  timestamp: 'x-callback-timestamp',
  id: 'x-callback-id',
} as const;

/** The signature header's value: `sha256=` and the lower-case hex HMAC. */
export const SIGNATURE_PREFIX = 'sha256=';

/** Why a delivery got no status: no answer in time, connection refused, unknown host, any other network failure. */
export const CallbackError = z.enum(['timeout', 'connectionRefused', 'hostNotFound', 'network']);
export type CallbackError = z.infer<typeof CallbackError>;

export const CallbackDelivery = z.object({
  id: z.string().check(z.minLength(1)),
  sentAt: isoDateTime,
  url: z.string(),
  format: CallbackFormat,
  /** the receiver's HTTP status; null when none came back */
  status: z.nullable(z.number().check(z.int(), z.minimum(100), z.maximum(599))),
  /** why it failed without a status; null when a status came back */
  error: z.nullable(CallbackError),
  durationMs: z.number().check(z.int(), z.minimum(0)),
});
export type CallbackDelivery = z.infer<typeof CallbackDelivery>;

/** GET /customers/me/callback-deliveries: the signing secret and the last deliveries, newest first. */
export const CallbackDeliveries = z.object({
  signingSecret: z.string().check(z.minLength(16)),
  deliveries: z.array(CallbackDelivery),
  /**
   * A receiver the service offers for trying callbacks out (like a webhook inspector), to suggest
   * on the page; null when it offers none. The sandbox offers its own receiver.
   */
  testReceiverUrl: z.nullable(httpUrl),
});
export type CallbackDeliveries = z.infer<typeof CallbackDeliveries>;

/** `true` for a delivery the receiver accepted (2xx). */
export const isDelivered = (delivery: CallbackDelivery) => delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
