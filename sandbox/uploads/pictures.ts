import sharp, { type Sharp } from 'sharp';
import { THUMBNAIL_SIZES } from '@schemas/photos';
import { UPLOAD_MAX_PIXELS, type PhotoFileType } from '@schemas/upload';
import { thumbnailDimensions, type MediaSize } from '../photos/pictures';
import type { FairJobs } from '../workers/fair-jobs';

/** The media files of an uploaded photo and the size it is seen at (EXIF orientation applied). */
export interface UploadedPicture {
  files: Record<MediaSize, Buffer>;
  width: number;
  height: number;
}

/**
 * Makes the media files of an uploaded photo: a JPEG is kept byte for byte as the original (the
 * customer downloads what they uploaded); PNG and HEIC (decoded by the pool's HEIC job first) become a JPEG
 * original. Thumbnails of 300, 800 and 1300 px (longest side), turned as the EXIF orientation says.
 */
export async function uploadedPicture(
  file: Buffer,
  type: PhotoFileType,
  heic: { jobs: FairJobs; accountId: string },
): Promise<UploadedPicture> {
  let input: () => Sharp;
  if (type === 'heic') {
    const decoded = await heic.jobs.run(heic.accountId, 'heic', { file });
    input = () => sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  } else {
    // the declared size was checked before (photo.ts); sharp's own limit guards the decoder as well
    input = () => sharp(file, { limitInputPixels: UPLOAD_MAX_PIXELS }).autoOrient();
  }
  const { info } = await input().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const original = type === 'jpeg' ? file : await input().flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  const thumbnails = await Promise.all(
    THUMBNAIL_SIZES.map((size) => {
      const thumbnail = thumbnailDimensions(width, height, size);
      return input()
        .flatten({ background: '#ffffff' })
        .resize(thumbnail.width, thumbnail.height, { fit: 'fill' })
        .jpeg({ quality: 80 })
        .toBuffer();
    }),
  );
  const [small, medium, large] = thumbnails;
  if (!small || !medium || !large) throw new Error('the thumbnails were not made');
  return { files: { original, '300': small, '800': medium, '1300': large }, width, height };
}
