// Fixtures of the print hand-off: a selection, the check's outcomes, a temp selection and the
// service's failure.
import { fixtureHttpError } from '../library/fixtures/timeline';
import type { PhotoCheckOutput, TransferOutput } from './printHandoff.machine';

export const fixturePrintPhotoIds: readonly string[] = ['photo-1', 'photo-2', 'photo-3'];
export const fixturePrintChannelId = 'bonusprint-uk';
export const fixtureAllPrintable: PhotoCheckOutput = { tooSmall: [] };
export const fixtureOneTooSmall: PhotoCheckOutput = { tooSmall: [{ imageId: 'photo-2', name: 'IMG_0002.jpg' }] };
export const fixtureTempSelection: TransferOutput = { tempSelectionId: '4f9c2a8e-1b7d-4e3a-9c5f-2d8b6a1e0f37' };
export const fixtureTransferError = fixtureHttpError('POST', 'temp-selections', 500);
export const fixtureCheckError = new Error('Request failure');
