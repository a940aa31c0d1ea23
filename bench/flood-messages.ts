// The messages between the upload flood's timing process (bench/flood.ts) and its flooding client
// (bench/flood-client.ts), checked on arrival: they cross a process boundary.
import { z } from 'zod';

/** The client has made its large photo (its size in bytes) and waits for floods. */
export const FloodReady = z.object({ ready: z.number().int().positive() });
export type FloodReady = z.infer<typeof FloodReady>;
/** One flood: `uploads` large photos at once to the flooder's library. */
export const FloodRequest = z.object({
  origin: z.string(),
  authorization: z.string(),
  uploads: z.number().int().positive(),
  round: z.number().int(),
});
export type FloodRequest = z.infer<typeof FloodRequest>;
/** How many of the flood's uploads got their photo, and why the others did not. */
export const FloodAnswer = z.object({ done: z.number().int(), failed: z.array(z.string()) });
export type FloodAnswer = z.infer<typeof FloodAnswer>;
