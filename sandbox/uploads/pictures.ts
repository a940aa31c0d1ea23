import type { PhotoFileType } from '@schemas/upload';
import type { FairJobs } from '../workers/fair-jobs';
import type { PictureMade } from './picture-job';

/**
 * The storage service's picture work, done by the worker pool and handed over per account in turn:
 * HEIC decodes (heic-job.ts) and the making of each photo's files (picture-job.ts).
 */
export interface PictureWork {
  heic: FairJobs;
  pictures: FairJobs;
}

/**
 * Makes the media files of an uploaded photo into the folder `target` (make-picture.ts, in a worker
 * thread that reads the upload at `path` itself): a JPEG is kept byte for byte as the original; a
 * HEIC is decoded first (its own job: one at a time), its pixels moved to the picture job rather
 * than copied. Answers the size the photo is seen at.
 */
export async function uploadedPicture(
  upload: { file: Buffer; path: string; type: PhotoFileType; target: string },
  work: PictureWork & { accountId: string },
): Promise<PictureMade> {
  const { path, type, target } = upload;
  if (type !== 'heic') return work.pictures.run(work.accountId, 'picture', { source: 'file', type, path, target });
  const decoded = await work.heic.run(work.accountId, 'heic', { file: upload.file });
  const moved = decoded.data.buffer instanceof ArrayBuffer ? [decoded.data.buffer] : [];
  return work.pictures.run(work.accountId, 'picture', { source: 'pixels', ...decoded, target }, moved);
}
