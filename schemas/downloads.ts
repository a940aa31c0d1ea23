import * as z from 'zod/mini';
import { httpUrl, isoDateTime, uuidText } from './common';
import { lineText, nameText } from './text';
import { MAX_DOWNLOAD_PHOTOS } from './tunables';

/**
 * The download service (spec S1 §3, §5, §7, §9; DECISIONS 28): archive downloads of photos, built in
 * the background and announced on the push socket (schemas/push.ts). Shared by the sandbox (which
 * checks its own answers with them) and the app's API edge. docs/PHOTOS.md "Downloads and push
 * socket" describes the routes' behaviour.
 */

export { ARCHIVE_EXPIRY_MS, MAX_DOWNLOAD_PHOTOS } from './tunables';

/** The message of a request above MAX_DOWNLOAD_PHOTOS: the spec's tooltip text (S1 §5). */
export const TOO_MANY_PHOTOS_MESSAGE = `Up to ${MAX_DOWNLOAD_PHOTOS} photos can be downloaded at a time`;

const id = z.string().check(lineText, z.minLength(1), z.maxLength(100));
const photoList = <T extends z.core.$ZodType>(item: T) =>
  z.array(item).check(z.minLength(1, 'Choose at least one photo'), z.maxLength(MAX_DOWNLOAD_PHOTOS, TOO_MANY_PHOTOS_MESSAGE));

/** A photo of a download (S1 §3): its id, and the account it belongs to for a shared album's photos. */
export const DownloadPhoto = z.object({ photoId: id, ownerId: z.optional(id) });
export type DownloadPhoto = z.infer<typeof DownloadPhoto>;

/** A shared album's photo: the owner is always named (DECISIONS 28). */
export const SharedAlbumDownloadPhoto = z.object({ photoId: id, ownerId: id });
export type SharedAlbumDownloadPhoto = z.infer<typeof SharedAlbumDownloadPhoto>;

/** The archive's name as the customer sees it in the downloads list (the zip file is named after the download id). */
export const DownloadName = z.string().check(nameText, z.minLength(1, 'Name must not be empty'), z.maxLength(200));

/** POST downloads body: the caller's own photos, 1 to MAX_DOWNLOAD_PHOTOS. */
export const CreateDownloadRequest = z.object({ name: DownloadName, photos: photoList(DownloadPhoto) });
export type CreateDownloadRequest = z.infer<typeof CreateDownloadRequest>;

/**
 * POST /shared-album-downloads body (S1 §3; DECISIONS 28): the album and its photos with their owners;
 * access is checked by albumId. The archive is named after the album.
 */
export const CreateSharedAlbumDownloadRequest = z.object({ albumId: id, photos: photoList(SharedAlbumDownloadPhoto) });
export type CreateSharedAlbumDownloadRequest = z.infer<typeof CreateSharedAlbumDownloadRequest>;

/** The answer to both POSTs (S1 §3, §7): the new download's id, its name and its photos (each once). */
export const Download = z.object({ id: uuidText(), name: z.string(), photos: z.array(DownloadPhoto) });
export type Download = z.infer<typeof Download>;

/**
 * An archive's state: `building` until its zip is written (then `download-finished` is pushed),
 * `failed` when it could not be built (`download-error`), `expired` once its file is removed.
 */
export const DownloadState = z.enum(['building', 'finished', 'failed', 'expired']);
export type DownloadState = z.infer<typeof DownloadState>;

/** One of the caller's archives in GET /downloads. size is the zip's bytes (null until finished). */
export const DownloadItem = z.object({
  id: uuidText(),
  name: z.string(),
  state: DownloadState,
  photosCount: z.number().check(z.int(), z.minimum(1)),
  size: z.nullable(z.number().check(z.int(), z.nonnegative())),
  created: isoDateTime,
  /** when the build ended (finished or failed); null while building */
  finished: z.nullable(isoDateTime),
  /** when a finished archive is (or was) removed; null unless finished or expired */
  expires: z.nullable(isoDateTime),
});
export type DownloadItem = z.infer<typeof DownloadItem>;

/** GET /downloads (S1 §7 "response items"): the caller's archives, newest first. */
export const DownloadList = z.object({ items: z.array(DownloadItem) });
export type DownloadList = z.infer<typeof DownloadList>;

/** GET /downloads/{id}/url: where the finished zip is fetched (no token needed; it ends with the archive). */
export const DownloadUrl = z.object({ url: httpUrl });
export type DownloadUrl = z.infer<typeof DownloadUrl>;

export const DownloadIdParams = z.object({ id });
