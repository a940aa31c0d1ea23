import * as z from 'zod/mini';
import { isoDateTime, uuidText } from './common';

/**
 * The push socket (spec S1 §3, §4, §7): the app connects, sends an authenticate action with its
 * access token, gets a plain `OK`, then receives the messages of its own account as JSON text.
 * docs/PHOTOS.md "Downloads and push socket" describes the protocol.
 */

export { PUSH_AUTHENTICATE_TIMEOUT_MS, PUSH_CONNECTION_LIFETIME_MS } from './tunables';

/** What the client sends first (S1 §7): the same bearer access token the REST routes take. */
export const PushAuthenticate = z.object({
  action: z.literal('authenticate'),
  token: z.string().check(z.minLength(1), z.maxLength(10_000)),
});
export type PushAuthenticate = z.infer<typeof PushAuthenticate>;

/** The plain text reply to a valid authenticate action. */
export const PUSH_AUTHENTICATED = 'OK';

/**
 * Close codes of the push socket (RFC 6455 leaves 4000–4999 to applications): an invalid or
 * expired token, a first message that is not an authenticate action, no authenticate in time.
 */
export const PUSH_CLOSE = {
  unauthorized: { code: 4401, reason: 'The access token is invalid or has expired' },
  badRequest: { code: 4400, reason: 'Expected an authenticate action' },
  authenticateTimeout: { code: 4408, reason: 'No authenticate action in time' },
  /** the account opened more than PUSH_SOCKETS_PER_ACCOUNT sockets: its oldest one is closed */
  replaced: { code: 4429, reason: 'Too many sockets for this account: the oldest one was closed' },
} as const;

/**
 * The most authenticated push sockets one account keeps open at once. Decision: a new socket past
 * the cap closes the account's oldest one (PUSH_CLOSE.replaced) rather than being refused, so the
 * tab the customer is using now always gets its download's news.
 */
export const PUSH_SOCKETS_PER_ACCOUNT = 10;

/** The archive download's notifications (S1 §4): started, finished, error. */
export const DownloadPushKey = z.enum(['download-started', 'download-finished', 'download-error']);
export type DownloadPushKey = z.infer<typeof DownloadPushKey>;

/** A download notification (S1 §3): id, timestamp, key, and a message naming the account and the download. */
export const DownloadPushMessage = z.object({
  id: uuidText(),
  timestamp: isoDateTime,
  key: DownloadPushKey,
  message: z.object({ userId: z.string(), downloadId: uuidText() }),
});
export type DownloadPushMessage = z.infer<typeof DownloadPushMessage>;

/** The activation (import) notifications (S1 §4), sent by the sandbox's activation import. */
export const ActivationPushType = z.enum(['import-started', 'import-error', 'import-finished']);
export type ActivationPushType = z.infer<typeof ActivationPushType>;

/**
 * An activation notification's payload (the spec does not show it; ours): nothing for import-started,
 * the photos brought in for import-finished, the reason for import-error. Other keys are dropped.
 */
export const ActivationPushPayload = z.object({
  photosCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  message: z.optional(z.string()),
});
export type ActivationPushPayload = z.infer<typeof ActivationPushPayload>;

/** An activation notification (S1 §3): data (payload, timestamp), a uuid id and the type. */
export const ActivationPushMessage = z.object({
  id: uuidText(),
  type: ActivationPushType,
  data: z.object({ payload: ActivationPushPayload, timestamp: isoDateTime }),
});
export type ActivationPushMessage = z.infer<typeof ActivationPushMessage>;

export type PushMessage = DownloadPushMessage | ActivationPushMessage;

/**
 * A value as a push message, or null. Tried as each kind in turn rather than with a zod union: the
 * app's push connection parses every frame, and a union (with the record and unknown schemas it
 * would need) would grow the shell bundle, which holds zod's schema code (vite.config.ts).
 */
export function pushMessageOf(value: unknown): PushMessage | null {
  const download = z.safeParse(DownloadPushMessage, value);
  if (download.success) return download.data;
  const activation = z.safeParse(ActivationPushMessage, value);
  return activation.success ? activation.data : null;
}

/** A received text as a push message, or null: an invalid push message is ignored (S1 §4). */
export function parsePushMessage(text: string): PushMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return pushMessageOf(value);
}
