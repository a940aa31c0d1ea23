import type { PhotoFileType } from '@schemas/upload';
import type { MediaSize } from '../photos/pictures';
import type { FairJobs } from '../workers/fair-jobs';
import type { PictureFiles } from './picture-job';

/** The media files of an uploaded photo and the size it is seen at (EXIF orientation applied). */
export interface UploadedPicture {
  files: Record<MediaSize, Buffer>;
  width: number;
  height: number;
}

/**
 * The storage service's picture work, done by the worker pool and handed over per account in turn:
 * HEIC decodes (heic-job.ts) and the making of each photo's files (picture-job.ts).
 */
export interface PictureWork {
  heic: FairJobs;
  pictures: FairJobs;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Makes the media files of an uploaded photo (make-picture.ts, in a worker thread): a JPEG is kept
 * byte for byte as the original; a HEIC is decoded first (its own job: one at a time), its pixels
 * moved to the picture job rather than copied.
 */
export async function uploadedPicture(
  file: Buffer,
  type: PhotoFileType,
  work: PictureWork & { accountId: string },
): Promise<UploadedPicture> {
  let made: PictureFiles;
  if (type === 'heic') {
    const decoded = await work.heic.run(work.accountId, 'heic', { file });
    const moved = decoded.data.buffer instanceof ArrayBuffer ? [decoded.data.buffer] : [];
    made = await work.pictures.run(work.accountId, 'picture', { source: 'pixels', ...decoded }, moved);
  } else {
    made = await work.pictures.run(work.accountId, 'picture', { source: 'file', type, file });
  }
  const { original, thumbnails } = made;
  return {
    files: {
      original: original ? asBuffer(original) : file,
      '300': asBuffer(thumbnails['300']),
      '800': asBuffer(thumbnails['800']),
      '1300': asBuffer(thumbnails['1300']),
    },
    width: made.width,
    height: made.height,
  };
}
