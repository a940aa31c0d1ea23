// Photo management API (spec S1 §7; contracts in docs/PHOTOS.md): the library's summary, timeline
// counts, month pages, library pages and deletes. Loaded with the photo screens, not the shell.
import { FailedList, Image, ImagePage, PhotoIds, PhotoSummary, TimelineCounts, type SortSettings } from '@schemas/photos';
import { defineApi, NetworkError, pathOf, type RequestOptions, type ServiceClient } from './http';

/** A photo's original as the single download saves it: the file and the name it is saved under. */
export interface PhotoFile {
  blob: Blob;
  /** the photo's `localFileName`, exactly (S1 §7: "saves it under localFileName") */
  fileName: string;
}

/** The photo's URL answered something that is not a picture (a gateway's error page, JSON). */
export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
  readonly url: string;
  /** the Content-Type received, '' when there was none */
  readonly contentType: string;

  constructor(url: string, contentType: string) {
    super(`GET ${pathOf(url)} answered ${contentType || 'no content type'} instead of an image`);
    this.url = url;
    this.contentType = contentType;
  }
}

/** Whether a Content-Type names a picture (`image/jpeg`, `image/png`, …; parameters and case ignored). */
export function isImageContentType(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase().startsWith('image/') ?? false;
}

export interface PageRequest extends Partial<SortSettings> {
  cursor?: string | null;
  limit?: number;
}

export interface PhotosApi {
  /** GET /users: photosCount, albumsCount, readAlbumsCount, grantedAlbumsCount */
  getSummary(options?: RequestOptions): Promise<PhotoSummary>;
  /** GET /users/timeline: year → month → count */
  getTimelineCounts(options?: RequestOptions): Promise<TimelineCounts>;
  /** GET /photos/timeline/{year}/{month} */
  getMonthPage(year: number, month: number, page: PageRequest, options?: RequestOptions): Promise<ImagePage>;
  /** GET /photos: the whole library in one order (the created-sort grid) */
  getPhotosPage(page: PageRequest, options?: RequestOptions): Promise<ImagePage>;
  /** GET /photos/{imageId}: one photo (a preview opened on a photo not loaded yet) */
  getPhoto(imageId: string, options?: RequestOptions): Promise<Image>;
  /** DELETE /photos: answers the ids that were not deleted */
  deletePhotos(photoIds: readonly string[], options?: RequestOptions): Promise<FailedList>;
  /** DELETE /photos/all */
  deleteAllPhotos(options?: RequestOptions): Promise<void>;
  /** DELETE /photos/{imageId}: the delete-one path (not shown in the spec; docs/PHOTOS.md) */
  deletePhoto(imageId: string, options?: RequestOptions): Promise<void>;
  /**
   * The photo's original (its `url`, S1 §7 "A single download fetches the photo url"), as a blob
   * named with its `localFileName`. Not a picture → NotAnImageError; the usual error model else.
   */
  getOriginal(photo: Pick<Image, 'url' | 'localFileName'>, options?: RequestOptions): Promise<PhotoFile>;
}

/** The query of a page of photos (a month, the library, an album). */
export function pageParams(page: PageRequest): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (page.cursor) params.cursor = page.cursor;
  if (page.limit !== undefined) params.limit = page.limit;
  if (page.sortKey) params.sortKey = page.sortKey;
  if (page.sortOrder) params.sortOrder = page.sortOrder;
  return params;
}

/** Bound to the photo service's client (base URL `config.services.photos`). */
export function createPhotosApi(client: ServiceClient): PhotosApi {
  const photo = (imageId: string) => `photos/${encodeURIComponent(imageId)}`;
  return {
    getSummary: (options) => client.get('users', PhotoSummary, options),
    getTimelineCounts: (options) => client.get('users/timeline', TimelineCounts, options),
    getMonthPage: (year, month, page, options) =>
      client.get(`photos/timeline/${year}/${month}`, ImagePage, { ...options, searchParams: pageParams(page) }),
    getPhotosPage: (page, options) => client.get('photos', ImagePage, { ...options, searchParams: pageParams(page) }),
    getPhoto: (imageId, options) => client.get(photo(imageId), Image, options),
    deletePhotos: (photoIds, options) => client.send('DELETE', 'photos', PhotoIds.parse({ photoIds: [...photoIds] }), FailedList, options),
    deleteAllPhotos: (options) => client.send('DELETE', 'photos/all', undefined, undefined, options),
    deletePhoto: (imageId, options) => client.send('DELETE', photo(imageId), undefined, undefined, options),
    async getOriginal({ url, localFileName }, options = {}) {
      // Not from or into the browser's cache: the original is read once to be saved (a copy of a
      // large file in the cache helps nobody), and a cached URL makes Chromium hold a second try
      // until a first one still hanging has ended (its cache lock), so Try again would wait too.
      const response = await client.getFile(url, { ...options, cache: 'no-store', headers: { ...options.headers, accept: 'image/*' } });
      const contentType = response.headers.get('content-type');
      if (!isImageContentType(contentType)) {
        await response.body?.cancel().catch(() => undefined);
        throw new NotAnImageError(response.url || url, contentType ?? '');
      }
      try {
        return { blob: await response.blob(), fileName: localFileName };
      } catch (error) {
        // the connection dropped while the picture was arriving: a failure with no (whole) response
        if (options.signal?.aborted) throw error;
        throw new NetworkError({ method: 'GET', url, cause: error });
      }
    },
  };
}

/** The photos API (`config.services.photos`). */
export const photosApi = defineApi('photos', ({ client }) => createPhotosApi(client('photos')));
