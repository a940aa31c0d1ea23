// Albums and shared albums APIs (spec S1 §7; contracts in schemas/albums.ts and docs/PHOTOS.md).
// Albums live on the photo service (`config.services.photos`), shared albums on their own service
// (`config.services.sharedAlbums`). Loaded with the album screens, not the shell.
import {
  AddAlbumPhotosRequest,
  Album,
  AlbumPage,
  CreateAlbumRequest,
  CreateAlbumResponse,
  RemoveAlbumPhotosRequest,
  RenameAlbumRequest,
  SharedAlbum,
  SharedAlbumPage,
  SharedAlbumPeople,
  type SharedAlbumDetails,
} from '@schemas/albums';
import { FailedList, ImagePage } from '@schemas/photos';
import { defineApi, type RequestOptions, type ServiceClient } from './http';
import { pageParams, type PageRequest } from './photos';

export interface AlbumListRequest {
  cursor?: string | null;
  limit?: number;
  /** false: leave out own albums shared with others (copy to album) */
  displaySharedData?: boolean;
}

export interface AlbumsApi {
  /** GET /albums: a page of own albums */
  listAlbums(page: AlbumListRequest, options?: RequestOptions): Promise<AlbumPage>;
  /** GET /albums/{id} */
  getAlbum(albumId: string, options?: RequestOptions): Promise<Album>;
  /** GET /albums/{id}/photos */
  getAlbumPhotos(albumId: string, page: PageRequest, options?: RequestOptions): Promise<ImagePage>;
  /** POST /albums with a client-made UUID (safe to retry; 409 on a duplicate id) */
  createAlbum(albumId: string, albumName: string, options?: RequestOptions): Promise<CreateAlbumResponse>;
  /** PATCH /albums/{id} `{ name }`: answers the renamed album */
  renameAlbum(albumId: string, name: string, options?: RequestOptions): Promise<Album>;
  /** DELETE /albums/{id}: the album goes, its photos stay in the library */
  deleteAlbum(albumId: string, options?: RequestOptions): Promise<void>;
  /** POST /albums/{id}/photos: one batch of at most ADD_TO_ALBUM_BATCH_SIZE; answers the ids not added */
  addPhotos(albumId: string, photoIds: readonly string[], options?: RequestOptions): Promise<FailedList>;
  /** DELETE /albums/{id}/photos: one batch of at most REMOVE_FROM_ALBUM_BATCH_SIZE; answers the ids not removed */
  removePhotos(albumId: string, photoIds: readonly string[], options?: RequestOptions): Promise<FailedList>;
}

export interface SharedAlbumsApi {
  /** GET /shared-albums: a page of albums shared with the caller */
  listSharedAlbums(page: { cursor?: string | null; limit?: number }, options?: RequestOptions): Promise<SharedAlbumPage>;
  /** GET /shared-albums/{id} and /shared-albums/{id}/participants, combined (S1 §7) */
  getSharedAlbum(albumId: string, options?: RequestOptions): Promise<SharedAlbumDetails>;
  /** GET /shared-albums/{id}/photos: images carry their ownerId */
  getSharedAlbumPhotos(albumId: string, page: PageRequest, options?: RequestOptions): Promise<ImagePage>;
  /** DELETE /shared-albums/{id}: the owner deletes it for everyone, a participant leaves it (DECISIONS 35) */
  deleteSharedAlbum(albumId: string, options?: RequestOptions): Promise<void>;
}

const albumPath = (albumId: string) => `albums/${encodeURIComponent(albumId)}`;
const sharedAlbumPath = (albumId: string) => `shared-albums/${encodeURIComponent(albumId)}`;

/** Bound to the photo service's client (base URL `config.services.photos`). */
export function createAlbumsApi(client: ServiceClient): AlbumsApi {
  return {
    listAlbums: (page, options) => {
      const searchParams: Record<string, string | number> = {};
      if (page.cursor) searchParams.cursor = page.cursor;
      if (page.limit !== undefined) searchParams.limit = page.limit;
      if (page.displaySharedData !== undefined) searchParams.displaySharedData = String(page.displaySharedData);
      return client.get('albums', AlbumPage, { ...options, searchParams });
    },
    getAlbum: (albumId, options) => client.get(albumPath(albumId), Album, options),
    getAlbumPhotos: (albumId, page, options) =>
      client.get(`${albumPath(albumId)}/photos`, ImagePage, { ...options, searchParams: pageParams(page) }),
    createAlbum: (albumId, albumName, options) =>
      client.send('POST', 'albums', CreateAlbumRequest.parse({ albumId, albumName }), CreateAlbumResponse, options),
    renameAlbum: (albumId, name, options) => client.send('PATCH', albumPath(albumId), RenameAlbumRequest.parse({ name }), Album, options),
    deleteAlbum: (albumId, options) => client.send('DELETE', albumPath(albumId), undefined, undefined, options),
    addPhotos: (albumId, photoIds, options) =>
      client.send('POST', `${albumPath(albumId)}/photos`, AddAlbumPhotosRequest.parse({ photoIds: [...photoIds] }), FailedList, options),
    removePhotos: (albumId, photoIds, options) =>
      client.send(
        'DELETE',
        `${albumPath(albumId)}/photos`,
        RemoveAlbumPhotosRequest.parse({ photoIds: [...photoIds] }),
        FailedList,
        options,
      ),
  };
}

/** The albums API, on the photo service (`config.services.photos`). */
export const albumsApi = defineApi('albums', ({ client }) => createAlbumsApi(client('photos')));

/** Bound to the shared albums service's client (base URL `config.services.sharedAlbums`). */
export function createSharedAlbumsApi(client: ServiceClient): SharedAlbumsApi {
  return {
    listSharedAlbums: (page, options) => {
      const searchParams: Record<string, string | number> = {};
      if (page.cursor) searchParams.cursor = page.cursor;
      if (page.limit !== undefined) searchParams.limit = page.limit;
      return client.get('shared-albums', SharedAlbumPage, { ...options, searchParams });
    },
    getSharedAlbum: async (albumId, options) => {
      const [album, people] = await Promise.all([
        client.get(sharedAlbumPath(albumId), SharedAlbum, options),
        client.get(`${sharedAlbumPath(albumId)}/participants`, SharedAlbumPeople, options),
      ]);
      return { ...album, ...people };
    },
    getSharedAlbumPhotos: (albumId, page, options) =>
      client.get(`${sharedAlbumPath(albumId)}/photos`, ImagePage, { ...options, searchParams: pageParams(page) }),
    deleteSharedAlbum: (albumId, options) => client.send('DELETE', sharedAlbumPath(albumId), undefined, undefined, options),
  };
}

/** The shared albums API, on its own service (`config.services.sharedAlbums`). */
export const sharedAlbumsApi = defineApi('sharedAlbums', ({ client }) => createSharedAlbumsApi(client('sharedAlbums')));
