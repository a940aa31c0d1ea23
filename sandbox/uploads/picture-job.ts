import { z } from 'zod';
import { Bytes } from '../workers/bytes';

const Size = z.number().int().positive();

/**
 * One uploaded photo's media files to make, as a worker thread of the pool receives it
 * (sandbox/workers): a JPEG or PNG file, or the RGBA pixels of a decoded HEIC. Checked again on the
 * worker's side: a message crosses a thread boundary as plain data.
 */
export const PictureJob = z.discriminatedUnion('source', [
  z.object({ source: z.literal('file'), type: z.enum(['jpeg', 'png']), file: Bytes }),
  z.object({ source: z.literal('pixels'), width: Size, height: Size, data: Bytes }),
]);
export type PictureJob = z.infer<typeof PictureJob>;

/**
 * What the job answers, checked on the main thread as it comes back: the size the photo is seen at
 * (EXIF orientation applied), its JPEG original (null when the uploaded JPEG is kept as it is) and
 * its thumbnails by longest side.
 */
export const PictureFiles = z.object({
  width: Size,
  height: Size,
  original: z.nullable(Bytes),
  thumbnails: z.object({ '300': Bytes, '800': Bytes, '1300': Bytes }),
});
export type PictureFiles = z.infer<typeof PictureFiles>;
