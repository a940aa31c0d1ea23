// Download API (spec S1 §7; contracts in schemas/downloads.ts and docs/PHOTOS.md "Downloads and push
// socket"): archive downloads of own photos and of a shared album's photos, the account's archives
// and a finished archive's URL. Base URL `config.services.downloads`. Loaded with the photo and
// downloads screens, not the shell.
import {
  CreateDownloadRequest,
  CreateSharedAlbumDownloadRequest,
  Download,
  DownloadList,
  DownloadUrl,
  type DownloadItem,
  type SharedAlbumDownloadPhoto,
} from '@schemas/downloads';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface DownloadsApi {
  /** POST downloads: an archive of own photos, built in the background; more than MAX_DOWNLOAD_PHOTOS rejects before sending */
  createDownload(name: string, photoIds: readonly string[], options?: RequestOptions): Promise<Download>;
  /** POST /shared-album-downloads: an archive of a shared album's photos; access is checked by albumId (DECISIONS 28) */
  createSharedAlbumDownload(albumId: string, photos: readonly SharedAlbumDownloadPhoto[], options?: RequestOptions): Promise<Download>;
  /** GET /downloads: the account's archives, newest first */
  listDownloads(options?: RequestOptions): Promise<DownloadItem[]>;
  /** GET /downloads/{id}/url: where the finished zip is (409 while building or failed, 410 once expired) */
  getDownloadUrl(downloadId: string, options?: RequestOptions): Promise<string>;
  /** GET of a finished archive's URL (no token: the URL is the access): the zip, named after the download id */
  getArchive(downloadId: string, url: string, options?: RequestOptions): Promise<ArchiveFile>;
}

/** A fetched archive and the name to save it under. */
export interface ArchiveFile {
  blob: Blob;
  fileName: string;
}

/** Bound to the download service's client (base URL `config.services.downloads`). */
export function createDownloadsApi(client: ServiceClient): DownloadsApi {
  return {
    createDownload: async (name, photoIds, options) =>
      client.send(
        'POST',
        'downloads',
        CreateDownloadRequest.parse({ name, photos: photoIds.map((photoId) => ({ photoId })) }),
        Download,
        options,
      ),
    createSharedAlbumDownload: async (albumId, photos, options) =>
      client.send(
        'POST',
        'shared-album-downloads',
        CreateSharedAlbumDownloadRequest.parse({ albumId, photos: photos.map(({ photoId, ownerId }) => ({ photoId, ownerId })) }),
        Download,
        options,
      ),
    listDownloads: async (options) => (await client.get('downloads', DownloadList, options)).items,
    getDownloadUrl: async (downloadId, options) =>
      (await client.get(`downloads/${encodeURIComponent(downloadId)}/url`, DownloadUrl, options)).url,
    getArchive: async (downloadId, url, options = {}) => {
      // not kept in the browser's cache: the archive is read once to be saved
      const response = await client.getFile(url, { ...options, cache: 'no-store' });
      return { blob: await response.blob(), fileName: `${downloadId}.zip` };
    },
  };
}

/** The downloads API (`config.services.downloads`). */
export const downloadsApi = defineApi('downloads', ({ client }) => createDownloadsApi(client('downloads')));
