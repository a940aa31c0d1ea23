import type { Image } from '@schemas/photos';
import { THUMBNAIL_SIZES } from '@schemas/photos';
import { thumbnailDimensions } from './pictures';
import type { PhotoRow } from './store';

/** The absolute URL of one file of a picture, on the origin the request came to. */
export const mediaUrl = (origin: string, fileKey: string, size: string) => `${origin}/media/${encodeURIComponent(fileKey)}/${size}.jpg`;

/** A photo row as the API's Image (S1 §3): the original for url and untouchedUrl, three thumbnails. */
export function toImage(row: PhotoRow, origin: string): Image {
  const original = mediaUrl(origin, row.file_key, 'original');
  return {
    imageId: row.image_id,
    uploadId: row.upload_id,
    localFileName: row.local_file_name,
    url: original,
    untouchedUrl: original,
    dateTaken: row.date_taken ? row.date_taken.toISOString() : null,
    uploadEnd: row.created_at.toISOString(),
    visibleWidth: row.visible_width,
    visibleHeight: row.visible_height,
    thumbnails: THUMBNAIL_SIZES.map((size) => ({
      id: String(size),
      url: mediaUrl(origin, row.file_key, String(size)),
      ...thumbnailDimensions(row.visible_width, row.visible_height, size),
    })),
  };
}
