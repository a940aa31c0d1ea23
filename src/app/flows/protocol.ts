// What the app's forwarder sends the atlas over the BroadcastChannel (FLOWS_CHANNEL). Only the state
// value, the status and the event's type travel: never the context or an event's payload (tokens,
// personal data), and nothing leaves the browser. The atlas parses every message with these schemas.
import * as z from 'zod/mini';

export const LiveSnapshot = z.object({
  kind: z.literal('snapshot'),
  /** one random id per app tab */
  tab: z.string(),
  /** the actor's session id within its tab */
  actor: z.string(),
  /** the machine's id: the catalogue entry's id */
  machine: z.string(),
  value: z.unknown(),
  status: z.string(),
  /** the type of the event that led here (null for the state sent when the atlas appeared) */
  event: z.nullable(z.string()),
  at: z.number(),
});
export type LiveSnapshot = z.infer<typeof LiveSnapshot>;

export const LiveBye = z.object({ kind: z.literal('bye'), tab: z.string() });

export const LiveMessage = z.union([LiveSnapshot, LiveBye]);
export type LiveMessage = z.infer<typeof LiveMessage>;

/** The atlas says this when it opens and when an app tab says 'app'. */
export const ATLAS_HELLO = 'atlas';
/** An app tab says this when it opens its channel. */
export const APP_HELLO = 'app';
