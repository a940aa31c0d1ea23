// Fixtures of the upload: a JPEG and a GIF the customer adds, what the check says of them (the JPEG
// accepted, the GIF refused by its extension), and the storage service's answers.
import type { CheckedFile, UploadCandidate } from './upload.machine';

const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

export const fixtureJpeg: UploadCandidate = { id: 'IMG_0001.jpg:12:1', name: 'IMG_0001.jpg', blob: new Blob([jpegHead]) };
export const fixtureGif: UploadCandidate = { id: 'party.gif:6:1', name: 'party.gif', blob: new Blob(['GIF89a']) };
export const fixtureAddedFiles: readonly UploadCandidate[] = [fixtureJpeg, fixtureGif];

export const fixtureChecks: readonly CheckedFile[] = [
  { id: fixtureJpeg.id, kind: 'jpeg', refusal: null, resumable: false },
  { id: fixtureGif.id, kind: null, refusal: 'type', resumable: false },
];
export const fixtureOnlyRefused: readonly CheckedFile[] = [
  { id: fixtureJpeg.id, kind: null, refusal: 'content', resumable: false },
  { id: fixtureGif.id, kind: null, refusal: 'type', resumable: false },
];
export const fixturePhotoId = 'f3a1c9e2-7b4d-4c8a-9e1f-5d2b8a6c0e47';
export const fixtureCreationFailed =
  'tus: unexpected response while creating upload, originated from request (method: POST, url: /api/storage/uploads, response code: 500)';
export const fixtureReadError = new Error('NotReadableError: the file could not be read');
export const fixtureServerRefused = 'The file is not a HEIC, JPEG or PNG photo';
