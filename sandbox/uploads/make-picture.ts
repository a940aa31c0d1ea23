import sharp, { type Sharp } from 'sharp';
import { THUMBNAIL_SIZES } from '@schemas/photos';
import { UPLOAD_MAX_PIXELS } from '@schemas/upload';
import { thumbnailDimensions } from '../photos/pictures';
import type { PictureFiles, PictureJob } from './picture-job';

// One libvips thread per operation: the pool's threads, the HTTP event loop and the file reads and
// writes share two cores and libuv's four threads, and one photo spread over all of them would hold
// up every other customer's.
sharp.concurrency(1);

/** The size a JPEG or PNG is seen at, its EXIF orientation applied (from its header: nothing decoded). */
async function orientedSize(file: Uint8Array): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(file, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
  return autoOrient;
}

/**
 * Makes the media files of an uploaded photo, in a worker thread of the pool (the storage service
 * hands the jobs over per account in turn): a JPEG is kept byte for byte as the original (the
 * customer downloads what they uploaded); PNG and decoded HEIC pixels become a JPEG original.
 * Thumbnails of 300, 800 and 1300 px (longest side), turned as the EXIF orientation says. The
 * files are made one after the other, so that one photo takes one of libuv's threads at a time.
 */
export async function makePicture(job: PictureJob): Promise<PictureFiles> {
  let input: () => Sharp;
  let size: { width: number; height: number };
  if (job.source === 'pixels') {
    input = () => sharp(job.data, { raw: { width: job.width, height: job.height, channels: 4 } });
    size = { width: job.width, height: job.height };
  } else {
    // the declared size was checked before (photo.ts); sharp's own limit guards the decoder as well
    input = () => sharp(job.file, { limitInputPixels: UPLOAD_MAX_PIXELS }).autoOrient();
    size = await orientedSize(job.file);
  }
  const original =
    job.source === 'file' && job.type === 'jpeg' ? null : await input().flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  const thumbnail = (longest: number) => {
    const { width, height } = thumbnailDimensions(size.width, size.height, longest);
    return input().flatten({ background: '#ffffff' }).resize(width, height, { fit: 'fill' }).jpeg({ quality: 80 }).toBuffer();
  };
  const [small, medium, large] = THUMBNAIL_SIZES;
  const thumbnails = { '300': await thumbnail(small), '800': await thumbnail(medium), '1300': await thumbnail(large) };
  return { ...size, original, thumbnails };
}
