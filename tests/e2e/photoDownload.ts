import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { Image } from '../../schemas/photos';
import { getAsPage } from './support';

// What the single photo download specs check of a saved photo (photos-download.spec.ts and its
// fault spec): the photo as the sandbox's photo API answers it, and the file the browser saved.

/** The photo as the photo API answers it to the signed-in page (GET /photos/{imageId}). */
export async function photoOf(page: Page, imageId: string): Promise<Image> {
  const [answer] = await getAsPage(page, [`/api/photos/photos/${encodeURIComponent(imageId)}`]);
  expect(answer?.status).toBe(200);
  return Image.parse(answer?.body);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The download's name and bytes are the photo's: its localFileName, and a JPEG equal to what its URL serves. */
export async function expectSavedPhoto(download: Download, photo: Image, request: APIRequestContext) {
  expect(download.suggestedFilename()).toBe(photo.localFileName);
  const saved = await readFile(await download.path());
  // a JPEG starts with the SOI marker FF D8 FF
  expect([...saved.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const served = await request.get(photo.url);
  expect(served.status()).toBe(200);
  expect(sha256(saved)).toBe(sha256(await served.body()));
}
