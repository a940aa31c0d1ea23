import * as z from 'zod/mini';
import { httpUrl, isoDateTime } from './common';
import { lineText, MAX_YEAR } from './text';
import { PHOTOS_PAGE_SIZE } from './tunables';

/**
 * Photo management API contracts (spec S1 §3, §7; DECISIONS 19–25). Shared by the sandbox (which
 * validates its own answers with them) and the app's API edge.
 */

/** The page sizes and the delete batch are tunables (schemas/tunables.ts), part of this contract too. */
export { DELETE_CHUNK_SIZE, DELETE_MAX_RETRIES, PHOTOS_PAGE_SIZE, PHOTOS_PER_MONTH_SECTION } from './tunables';
export const THUMBNAIL_SIZES = [300, 800, 1300] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

/** Sort settings (S1 §3, §5). 'uploaded' is read as 'created' (DECISIONS 20). */
export const SortKey = z.enum(['created', 'dateTaken']);
export type SortKey = z.infer<typeof SortKey>;
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;
export const SortSettings = z.object({ sortKey: SortKey, sortOrder: SortOrder });
export type SortSettings = z.infer<typeof SortSettings>;

/** Views whose sort is saved apart (S1 §2 Sorting) and their defaults (S1 §3). */
export const SortView = z.enum(['photos', 'albumPhotos', 'sharedAlbumPhotos']);
export type SortView = z.infer<typeof SortView>;
export const DEFAULT_SORT: Record<SortView, SortSettings> = {
  photos: { sortKey: 'dateTaken', sortOrder: 'desc' },
  albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
};

export const Thumbnail = z.object({
  /** '300', '800' or '1300' */
  id: z.string().check(z.minLength(1)),
  url: httpUrl,
  width: z.number().check(z.int(), z.nonnegative()),
  height: z.number().check(z.int(), z.nonnegative()),
});
export type Thumbnail = z.infer<typeof Thumbnail>;

/** Image (S1 §3). dateTaken absent or in January 1970 = 'Unknown Date' (DECISIONS 21). */
export const Image = z.object({
  imageId: z.string().check(z.minLength(1)),
  uploadId: z.string().check(z.minLength(1)),
  localFileName: z.string().check(z.minLength(1)),
  url: httpUrl,
  untouchedUrl: httpUrl,
  /** only on shared-album images */
  ownerId: z.optional(z.string()),
  dateTaken: z.optional(z.nullable(isoDateTime)),
  uploadEnd: z.optional(z.nullable(isoDateTime)),
  visibleWidth: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  visibleHeight: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  thumbnails: z.array(Thumbnail),
});
export type Image = z.infer<typeof Image>;

/** GET /photos/timeline/{year}/{month} and GET /photos: a page; cursor null = no more. */
export const ImagePage = z.object({
  cursor: z.nullable(z.string()),
  images: z.array(Image),
});
export type ImagePage = z.infer<typeof ImagePage>;

/** Timeline counts (S1 §3): year → month (1–12) → number of photos, e.g. `{ "2024": { "3": 17 } }`. */
export const TimelineCounts = z.record(
  z.string().check(z.regex(/^\d{4}$/)),
  z.record(z.string().check(z.regex(/^(?:[1-9]|1[0-2])$/)), z.number().check(z.int(), z.nonnegative())),
);
export type TimelineCounts = z.infer<typeof TimelineCounts>;

/** GET /users (DECISIONS 22): the photo summary, with the shared-album counts beside it. */
export const PhotoSummary = z.object({
  photosCount: z.number().check(z.int(), z.nonnegative()),
  albumsCount: z.number().check(z.int(), z.nonnegative()),
  readAlbumsCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  grantedAlbumsCount: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type PhotoSummary = z.infer<typeof PhotoSummary>;

/** Query of GET /photos/timeline/{year}/{month} and GET /photos. */
export const PageQuery = z.object({
  cursor: z.optional(z.string().check(lineText, z.minLength(1), z.maxLength(1_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PHOTOS_PAGE_SIZE))),
  sortKey: z.optional(SortKey),
  sortOrder: z.optional(SortOrder),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const TimelineMonthParams = z.object({
  year: z.coerce.number().check(z.int(), z.minimum(1970), z.maximum(MAX_YEAR)),
  month: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
});
export type TimelineMonthParams = z.infer<typeof TimelineMonthParams>;

/** DELETE /photos body, and the failed list it answers (S1 §3). */
export const PhotoIds = z.object({
  photoIds: z.array(z.string().check(lineText, z.minLength(1), z.maxLength(100))).check(z.minLength(1), z.maxLength(10_000)),
});
export type PhotoIds = z.infer<typeof PhotoIds>;
export const FailedList = z.object({ failed: z.array(z.string()) });
export type FailedList = z.infer<typeof FailedList>;

/** The month a photo is filed under on the timeline: its dateTaken's, or January 1970 without one. */
export const UNKNOWN_DATE_YEAR = 1970;
export const UNKNOWN_DATE_MONTH = 1;
