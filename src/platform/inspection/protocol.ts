// What the app's forwarder sends the atlas over the BroadcastChannel (FLOWS_CHANNEL). Only the
// active states' paths, the status and the event's type travel: never the context or an event's
// payload (tokens, personal data), and nothing leaves the browser. The atlas parses every message
// with these schemas. They use only zod functions the shell already has (object, string, array,
// literal, nullable, number; no union, no unknown): any zod export a lazy chunk uses is kept in the
// shell chunk, which holds zod (see vite.config.ts).
import * as z from 'zod/mini';

export const LiveSnapshot = z.object({
  kind: z.literal('snapshot'),
  /** one random id per app tab */
  tab: z.string(),
  /** the actor's session id within its tab */
  actor: z.string(),
  /** the machine's id: the catalogue entry's id */
  machine: z.string(),
  /** the dotted paths of the active states, ancestors included ('' is the machine itself) */
  states: z.array(z.string()),
  status: z.string(),
  /** the type of the event that led here (null for the state sent when the atlas appeared) */
  event: z.nullable(z.string()),
  at: z.number(),
});
export type LiveSnapshot = z.infer<typeof LiveSnapshot>;

export const LiveBye = z.object({ kind: z.literal('bye'), tab: z.string() });
export type LiveBye = z.infer<typeof LiveBye>;

export type LiveMessage = LiveSnapshot | LiveBye;

/** A message of the protocol, or null for anything else. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  const bye = LiveBye.safeParse(data);
  if (bye.success) return bye.data;
  const snapshot = LiveSnapshot.safeParse(data);
  return snapshot.success ? snapshot.data : null;
}

/** The atlas says this when it opens and when an app tab says 'app'. */
export const ATLAS_HELLO = 'atlas';
/** An app tab says this when it opens its channel. */
export const APP_HELLO = 'app';
