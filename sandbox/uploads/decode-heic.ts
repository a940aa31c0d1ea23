import decode from 'heic-decode';
import type { DecodedPicture, HeicJob } from './heic-job';

/**
 * Decodes a HEIC file with heic-decode (libheif-js, WebAssembly): seconds and ~235 MB for a 12 MP
 * phone photo, so a worker thread's work, never the HTTP event loop's (docs/PHOTOS.md "Upload").
 */
export async function decodeHeic(job: HeicJob): Promise<DecodedPicture> {
  try {
    const { width, height, data } = await decode({ buffer: job.file });
    return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch (error) {
    throw new Error(`the HEIC file could not be decoded: ${String(error)}`);
  }
}
