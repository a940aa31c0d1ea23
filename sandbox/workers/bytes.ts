import { z } from 'zod';

/** Bytes of any backing (a Node Buffer, bytes a thread made), as a job's input or answer carries them. */
export const Bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Must be bytes');
