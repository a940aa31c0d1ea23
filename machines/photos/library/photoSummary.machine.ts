// The photo library's summary (S1 §7 GET /users: the photo and album counts of the tabs), with the
// spec's request state: the generic resource load under its own name, one beside each library's
// timeline (src/features/photos/wiring/createPhotoLibrary.ts).
import type { PhotoSummary } from '@schemas/photos';
import { createResourceMachine } from '../../shell/resource.machine';

export const photoSummaryMachine = createResourceMachine<PhotoSummary, 'photoSummary'>('photoSummary');

export type PhotoSummaryMachine = typeof photoSummaryMachine;
