import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { photoTypeByName, sniffPhotoType, UPLOAD_MAX_PIXELS, UPLOAD_SNIFF_BYTES, type UploadRefusal } from '@schemas/upload';
import type { Db } from '../db/db';
import { forgetUnusedPicture, registerUploadedPicture } from '../photos/media-db';
import type { MediaStore } from '../photos/media-store';
import { insertPhotos, photoIdOfUpload } from '../photos/store';
import { dimensionsOf } from './dimensions';
import { exifDateTaken } from './exif';
import { recordPhotoBytes } from './limits';
import { uploadedPicture, type PictureWork } from './pictures';

/** A finished upload on disk, as the storage service turns it into a photo. */
export interface FinishedUpload {
  uploadId: string;
  accountId: string;
  fileName: string;
  path: string;
  /** the folder its media files are made in (removed with the upload) */
  pictureFolder: string;
}

/**
 * A finished upload that does not become a photo, and why: contents that are not the photo kind its
 * name says or cannot be read as a picture (`content`), more pixels than UPLOAD_MAX_PIXELS (`pixels`).
 */
export class PhotoRefused extends Error {
  constructor(
    readonly refusal: Extract<UploadRefusal, 'content' | 'pixels'>,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Turns a finished upload into a photo of the account's library (docs/PHOTOS.md "Upload"): checks
 * its contents once more and the size its header declares (at most UPLOAD_MAX_PIXELS), makes its media files (original and thumbnails), reads its EXIF date
 * taken, then registers the picture and inserts the photo (uploadEnd now), so that it is in the
 * library, the timeline and the summary at once. Answers the new photo's imageId. Idempotent: an
 * upload that became a photo already (the sandbox stopped before it recorded the finished upload)
 * answers that photo, and no second one is made.
 */
export async function photoFromUpload(upload: FinishedUpload, deps: { db: Db; media: MediaStore; work: PictureWork }): Promise<string> {
  const made = await photoIdOfUpload(deps.db, upload.accountId, upload.uploadId);
  if (made) {
    // its bytes may not be recorded yet (the sandbox stopped in between)
    const { size } = await stat(upload.path).catch(() => ({ size: 0 }));
    if (size > 0) await recordPhotoBytes(deps.db, { imageId: made, accountId: upload.accountId, bytes: size });
    return made;
  }
  const file = await readFile(upload.path);
  const type = sniffPhotoType(file.subarray(0, UPLOAD_SNIFF_BYTES));
  if (!type || type !== photoTypeByName(upload.fileName))
    throw new PhotoRefused('content', 'the contents are not the photo kind the name says');
  // the size the header declares, before anything is decoded
  const declared = await dimensionsOf(file, type);
  if (!declared) throw new PhotoRefused('content', 'the picture declares no size');
  if (declared.width * declared.height > UPLOAD_MAX_PIXELS) {
    throw new PhotoRefused('pixels', `the picture has ${declared.width} × ${declared.height} pixels`);
  }
  let picture: Awaited<ReturnType<typeof uploadedPicture>>;
  try {
    picture = await uploadedPicture(
      { file, path: upload.path, type, target: upload.pictureFolder },
      { ...deps.work, accountId: upload.accountId },
    );
  } catch (error) {
    throw new PhotoRefused('content', `the picture could not be read: ${String(error)}`);
  }
  const dateTaken = await exifDateTaken(file);
  // The picture's row first: from then on its files are live, and no sweep of deleted pictures
  // removes them while they are written.
  const contentKey = randomBytes(16).toString('hex');
  const fileKey = await registerUploadedPicture(deps.db, { contentKey, width: picture.width, height: picture.height });
  const imageId = randomUUID();
  try {
    deps.media.adopt(contentKey, upload.pictureFolder);
    await insertPhotos(deps.db, [
      {
        imageId,
        accountId: upload.accountId,
        uploadId: upload.uploadId,
        localFileName: upload.fileName,
        fileKey,
        dateTaken,
        createdAt: new Date(),
        width: picture.width,
        height: picture.height,
      },
    ]);
  } catch (error) {
    // no half-made photo: its picture goes (the files with the next sweep of unused pictures)
    await forgetUnusedPicture(deps.db, fileKey);
    throw error;
  }
  // the uploaded file's bytes count against the account's storage (sandbox/uploads/limits.ts)
  await recordPhotoBytes(deps.db, { imageId, accountId: upload.accountId, bytes: file.length });
  return imageId;
}
