import * as z from 'zod/mini';
import { lineText } from './text';
import { TEMP_SELECTION_MAX_PHOTOS } from './tunables';

/**
 * The temp selections service (spec S1 §3 "Temp selection", §7): the photos a print order starts
 * from, kept under an id the print editor is opened with. Shared by the sandbox (which checks its
 * own answers with them) and the app's API edge. docs/PHOTOS.md "Print hand-off" describes the routes.
 */

export { TEMP_SELECTION_MAX_PHOTOS };

/** The print editor's product for photo prints (S1 §4 Print hand-off). */
export const PRINT_PRODUCT_CODE = 'PAP_910';

const photoId = z.string().check(lineText, z.minLength(1), z.maxLength(100));

/** POST /temp-selections body: the customer's own photos, 1 to TEMP_SELECTION_MAX_PHOTOS. */
export const CreateTempSelectionRequest = z.object({
  photoIds: z.array(photoId).check(z.minLength(1), z.maxLength(TEMP_SELECTION_MAX_PHOTOS)),
});
export type CreateTempSelectionRequest = z.infer<typeof CreateTempSelectionRequest>;

/** POST /temp-selections answer. */
export const CreateTempSelectionResponse = z.object({ tempSelectionId: z.string().check(z.minLength(1)) });
export type CreateTempSelectionResponse = z.infer<typeof CreateTempSelectionResponse>;

/** GET /temp-selections/{id} answer: the photos in the order they were sent. */
export const TempSelection = z.object({ photoIds: z.array(z.string()) });
export type TempSelection = z.infer<typeof TempSelection>;

/** A temp selection's id as the service makes them (a UUID). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TempSelectionIdParams = z.object({ id: z.string().check(z.regex(UUID, 'Must be a UUID')) });
