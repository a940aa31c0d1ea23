import * as z from 'zod/mini';

/**
 * The activation import (spec S1 §3, §4, §7; docs/PHOTOS.md "Activation import"): an account whose
 * library is not active yet has the photos of its past orders brought in on request.
 * `POST /users/activate` starts the import, `GET /users/activate` answers where it stands; the push
 * socket announces import-started, import-finished and import-error (schemas/push.ts).
 */

export { ACTIVATION_FINISH_WAIT_MS, ACTIVATION_POLL_MS } from './tunables';

/** The import status (S1 §3). */
export const ImportStatus = z.enum(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING']);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** `GET /users/activate`. */
export const ActivationStatus = z.object({ status: ImportStatus });
export type ActivationStatus = z.infer<typeof ActivationStatus>;

/** `POST /users/activate` (S1 §3: the start response has started). */
export const ActivationStart = z.object({ started: z.boolean() });
export type ActivationStart = z.infer<typeof ActivationStart>;

/** `POST /users/activate` takes no body; an empty object is accepted as none. */
export const ActivationStartRequest = z.strictObject({});
