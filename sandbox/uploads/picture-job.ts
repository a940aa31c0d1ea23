import { z } from 'zod';
import { Bytes } from '../workers/bytes';

const Size = z.number().int().positive();
/** the folder the job writes the photo's files into (`<size>.jpg` each, sandbox/photos/pictures.ts MEDIA_SIZES) */
const Target = z.string().min(1);

/**
 * One uploaded photo's media files to make, as a worker thread of the pool receives it
 * (sandbox/workers): the uploaded JPEG or PNG file on disk, or the RGBA pixels of a decoded HEIC,
 * and the folder to write the files into. The thread reads and writes the files itself: an upload's
 * megabytes are not copied to it, its files not copied back nor written by the HTTP event loop's
 * thread. Checked again on the worker's side: a message crosses a thread boundary as plain data.
 */
export const PictureJob = z.discriminatedUnion('source', [
  z.object({ source: z.literal('file'), type: z.enum(['jpeg', 'png']), path: z.string().min(1), target: Target }),
  z.object({ source: z.literal('pixels'), width: Size, height: Size, data: Bytes, target: Target }),
]);
export type PictureJob = z.infer<typeof PictureJob>;

/** What the job answers, checked on the main thread as it comes back: the size the photo is seen at (EXIF orientation applied). */
export const PictureMade = z.object({ width: Size, height: Size });
export type PictureMade = z.infer<typeof PictureMade>;
