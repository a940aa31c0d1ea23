import { z } from 'zod';
import { Bytes } from '../workers/bytes';

/**
 * One HEIC file to decode, as a worker thread of the pool receives it (sandbox/workers): its bytes.
 * Checked again on the worker's side: a message crosses a thread boundary as plain data.
 */
export const HeicJob = z.object({ file: Bytes });
export type HeicJob = z.infer<typeof HeicJob>;

/** A decoded picture: RGBA pixels, four bytes each. Checked on the main thread as it comes back. */
export const DecodedPicture = z
  .object({ width: z.number().int().positive(), height: z.number().int().positive(), data: Bytes })
  .refine((picture) => picture.data.length === picture.width * picture.height * 4, 'the pixels are not RGBA of the picture’s size');
export type DecodedPicture = z.infer<typeof DecodedPicture>;
