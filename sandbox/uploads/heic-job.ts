import { z } from 'zod';

/** Bytes of any backing (a Node Buffer of the file, pixels made in a thread). */
const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Must be bytes');

/**
 * One HEIC file to decode, as a worker thread of the pool receives it (sandbox/workers): its bytes.
 * Checked again on the worker's side: a message crosses a thread boundary as plain data.
 */
export const HeicJob = z.object({ file: bytes });
export type HeicJob = z.infer<typeof HeicJob>;

/** A decoded picture: RGBA pixels, four bytes each. Checked on the main thread as it comes back. */
export const DecodedPicture = z
  .object({ width: z.number().int().positive(), height: z.number().int().positive(), data: bytes })
  .refine((picture) => picture.data.length === picture.width * picture.height * 4, 'the pixels are not RGBA of the picture’s size');
export type DecodedPicture = z.infer<typeof DecodedPicture>;
