import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { THUMBNAIL_SIZES } from '@schemas/photos';
import { UPLOAD_MAX_PIXELS } from '@schemas/upload';
import { thumbnailDimensions, type MediaSize } from '../photos/pictures';
import type { PictureJob, PictureMade } from './picture-job';

// One libvips thread per operation: the pool's threads, the HTTP event loop and the file reads and
// writes share two cores and libuv's four threads, and one photo spread over all of them would hold
// up every other customer's.
sharp.concurrency(1);

const white = { background: '#ffffff' };

/**
 * Makes the media files of an uploaded photo in `job.target` (`<size>.jpg`), in a worker thread of
 * the pool (the storage service hands the jobs over per account in turn): a JPEG is kept byte for
 * byte as the original (the customer downloads what they uploaded); PNG and decoded HEIC pixels
 * become a JPEG original. Thumbnails of 300, 800 and 1300 px (longest side), turned as the EXIF
 * orientation says. The picture is decoded once, at the largest thumbnail's size: the smaller ones
 * are made from those pixels (decoding a photo is most of a thumbnail's work, and three decodes of
 * a large photo held a core three times as long); a thumbnail the size of a larger one is that one's
 * copy. The files are made one after the other, so that
 * one photo takes one of libuv's threads at a time. Answers the size the photo is seen at.
 */
export async function makePicture(job: PictureJob): Promise<PictureMade> {
  let input: () => Sharp;
  let size: { width: number; height: number };
  if (job.source === 'pixels') {
    input = () => sharp(job.data, { raw: { width: job.width, height: job.height, channels: 4 } });
    size = { width: job.width, height: job.height };
  } else {
    // the declared size was checked before (photo.ts); sharp's own limit guards the decoder as well
    input = () => sharp(job.path, { limitInputPixels: UPLOAD_MAX_PIXELS }).autoOrient();
    size = (await sharp(job.path, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata()).autoOrient;
  }
  await rm(job.target, { recursive: true, force: true });
  await mkdir(job.target, { recursive: true });
  const fileOf = (name: MediaSize) => join(job.target, `${name}.jpg`);
  if (job.source === 'file' && job.type === 'jpeg') await copyFile(job.path, fileOf('original'));
  else await input().flatten(white).jpeg({ quality: 90 }).toFile(fileOf('original'));

  const largest = Math.max(...THUMBNAIL_SIZES);
  const decoded = thumbnailDimensions(size.width, size.height, largest);
  const { data, info } = await input()
    .flatten(white)
    .resize(decoded.width, decoded.height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // a photo smaller than a thumbnail size has the same thumbnail at that size and the next: made once
  const made = new Map<string, string>();
  for (const longest of [...THUMBNAIL_SIZES].sort((a, b) => b - a)) {
    const { width, height } = thumbnailDimensions(size.width, size.height, longest);
    const file = fileOf(`${longest}`);
    const same = made.get(`${width}×${height}`);
    if (same) {
      await copyFile(same, file);
      continue;
    }
    const thumbnail = sharp(data, pixels);
    const sized = width === info.width && height === info.height ? thumbnail : thumbnail.resize(width, height, { fit: 'fill' });
    await sized.jpeg({ quality: 80 }).toFile(file);
    made.set(`${width}×${height}`, file);
  }
  return size;
}
