// Photo management API (spec S1 §7; contracts in docs/PHOTOS.md): the library's summary, timeline
// counts, month pages, library pages and deletes. Loaded with the photo screens, not the shell.
import { FailedList, Image, ImagePage, PhotoIds, PhotoSummary, TimelineCounts, type SortSettings } from '@schemas/photos';
import type { RequestOptions, ServiceClient } from './http';

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
  };
}
