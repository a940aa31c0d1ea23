// What is refused before an upload, and in which order: the name, then emptiness, then the first
// bytes, then the size.
import { describe, expect, it } from 'vitest';
import { checkPhotoFile } from '@machines/photos/upload/checkFile';
import { UPLOAD_MAX_BYTES } from '@schemas/upload';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const HEIC = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG and HEIC by their first bytes, whatever the case of the extension', async () => {
    expect(await checkPhotoFile('a.JPG', new Blob([JPEG]))).toEqual({ kind: 'jpeg', refusal: null });
    expect(await checkPhotoFile('a.png', new Blob([PNG]))).toEqual({ kind: 'png', refusal: null });
    expect(await checkPhotoFile('IMG_0001.HEIC', new Blob([HEIC]))).toEqual({ kind: 'heic', refusal: null });
  });

  it('refuses another extension, an empty file, a renamed text file, and a file over the limit', async () => {
    expect(await checkPhotoFile('party.gif', new Blob(['GIF89a']))).toEqual({ kind: null, refusal: 'type' });
    expect(await checkPhotoFile('photo', new Blob([JPEG]))).toEqual({ kind: null, refusal: 'type' });
    expect(await checkPhotoFile('empty.jpg', new Blob([]))).toEqual({ kind: null, refusal: 'empty' });
    expect(await checkPhotoFile('notes.jpg', new Blob(['just some text']))).toEqual({ kind: null, refusal: 'content' });
    const big = new Blob([JPEG, new Uint8Array(UPLOAD_MAX_BYTES)]);
    expect(await checkPhotoFile('big.jpg', big)).toEqual({ kind: null, refusal: 'size' });
  });
});
