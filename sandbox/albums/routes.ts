import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AddAlbumPhotosRequest,
  Album,
  AlbumIdParams,
  AlbumListQuery,
  AlbumPage,
  ALBUMS_PAGE_SIZE,
  CreateAlbumRequest,
  CreateAlbumResponse,
  MAX_ALBUM_PHOTOS_PAGE,
  normaliseAlbumName,
  RemoveAlbumPhotosRequest,
  RenameAlbumRequest,
  SharedAlbum,
  SharedAlbumListQuery,
  SharedAlbumPage,
  SharedAlbumPeople,
  SHARED_ALBUMS_PAGE_SIZE,
} from '@schemas/albums';
import { DEFAULT_SORT, FailedList, type Image } from '@schemas/photos';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, sendValid } from '../http/validation';
import { toImage } from '../photos/images';
import { originOf, readPage, sendImagePage } from '../photos/paging';
import { albumCursorAfter, readAlbumCursor, toAlbums, toSharedAlbums, toSharedImage } from './answers';
import {
  addAlbumPhotos,
  albumById,
  albumListQuery,
  albumPeople,
  albumPhotoRows,
  albumPhotoSortValue,
  albumRows,
  createAlbum,
  deleteAlbum,
  leaveAlbum,
  removeAlbumPhotos,
  renameAlbum,
  roleOf,
  sharedAlbumListQuery,
  type AlbumCursor,
  type AlbumPhotoRow,
  type AlbumRow,
} from './store';

const albumNotFound = { message: 'Album not found' };

/** The cursor of an album list query, or undefined after answering 400. */
function readListCursor(reply: FastifyReply, text: string | undefined): AlbumCursor | null | undefined {
  if (text === undefined) return null;
  const decoded = readAlbumCursor(text);
  if (decoded.ok) return decoded.cursor;
  void reply.code(400).send({ message: decoded.message });
  return undefined;
}

/** The first `limit` of the `limit + 1` rows a list query read, and the cursor after them when there is more. */
function pageOf(rows: readonly AlbumRow[], limit: number): { rows: AlbumRow[]; cursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, cursor: rows.length > limit && last ? albumCursorAfter(last) : null };
}

/** The ids of a request that were not done (each once, as sent); `done` holds lower-case ids. */
const failedOf = (ids: readonly string[], done: ReadonlySet<string>) => [...new Set(ids.filter((id) => !done.has(id.toLowerCase())))];

/** A page of an album's photos: sort and cursor from the query (default created desc, 500), images as `image` makes them. */
async function sendAlbumPhotos(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  albumId: string,
  image: (row: AlbumPhotoRow, origin: string) => Image,
): Promise<FastifyReply> {
  const page = readPage(request, reply, { ...DEFAULT_SORT.albumPhotos, limit: MAX_ALBUM_PHOTOS_PAGE });
  if (!page) return reply;
  const rows = await albumPhotoRows(db, { albumId, ...page });
  const origin = originOf(request);
  return sendImagePage(reply, rows, page, {
    sortValue: (row) => albumPhotoSortValue(row, page.sortKey),
    image: (row) => image(row, origin),
  });
}

/**
 * Albums on the photo service (spec S1 §7; docs/PHOTOS.md "Albums"), mounted under /api/photos.
 * Every route works on the caller's own albums: another account's album, a shared album the
 * caller only takes part in included, is answered as unknown (404).
 */
export async function albumRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.addHook('preHandler', app.authenticate);

  /** The caller's own album named by the path, or undefined after answering 400 or 404. */
  const ownAlbum = async (request: FastifyRequest, reply: FastifyReply): Promise<AlbumRow | undefined> => {
    const params = parseOrReject(reply, AlbumIdParams, request.params);
    if (!params) return undefined;
    const row = await albumById(db, params.id);
    if (row?.account_id === accountIdOf(request)) return row;
    void reply.code(404).send(albumNotFound);
    return undefined;
  };
  const sendAlbum = async (request: FastifyRequest, reply: FastifyReply, row: AlbumRow) => {
    const [album] = await toAlbums(db, [row], originOf(request));
    return sendValid(reply, Album, album);
  };

  app.get('/albums', async (request, reply) => {
    const query = parseOrReject(reply, AlbumListQuery, request.query ?? {});
    if (!query) return reply;
    const after = readListCursor(reply, query.cursor);
    if (after === undefined) return reply;
    const limit = query.limit ?? ALBUMS_PAGE_SIZE;
    const includeShared = query.displaySharedData !== 'false';
    const page = pageOf(await albumRows(db, albumListQuery({ accountId: accountIdOf(request), includeShared, after, limit })), limit);
    return sendValid(reply, AlbumPage, { albums: await toAlbums(db, page.rows, originOf(request)), cursor: page.cursor });
  });

  app.post('/albums', async (request, reply) => {
    const body = parseOrReject(reply, CreateAlbumRequest, request.body);
    if (!body) return reply;
    const albumId = body.albumId.toLowerCase();
    const name = normaliseAlbumName(body.albumName);
    const result = await createAlbum(db, { albumId, accountId: accountIdOf(request), name, at: new Date() });
    if (result === 'conflict') return reply.code(409).send({ message: 'albumId: An album with this id already exists' });
    if (result === 'foreign') return reply.code(404).send(albumNotFound);
    return sendValid(reply, CreateAlbumResponse, { albumId }, result === 'created' ? 201 : 200);
  });

  app.get('/albums/:id', async (request, reply) => {
    const row = await ownAlbum(request, reply);
    return row ? sendAlbum(request, reply, row) : reply;
  });

  app.patch('/albums/:id', async (request, reply) => {
    const row = await ownAlbum(request, reply);
    if (!row) return reply;
    const body = parseOrReject(reply, RenameAlbumRequest, request.body);
    if (!body) return reply;
    const accountId = accountIdOf(request);
    const renamed = await renameAlbum(db, { albumId: row.album_id, accountId, name: normaliseAlbumName(body.name), at: new Date() });
    const after = renamed ? await albumById(db, row.album_id) : null;
    return after ? sendAlbum(request, reply, after) : reply.code(404).send(albumNotFound);
  });

  app.delete('/albums/:id', async (request, reply) => {
    const row = await ownAlbum(request, reply);
    if (!row) return reply;
    if (!(await deleteAlbum(db, accountIdOf(request), row.album_id))) return reply.code(404).send(albumNotFound);
    return reply.code(204).send();
  });

  app.get('/albums/:id/photos', async (request, reply) => {
    const row = await ownAlbum(request, reply);
    return row ? sendAlbumPhotos(db, request, reply, row.album_id, toImage) : reply;
  });

  app.post('/albums/:id/photos', async (request, reply) => {
    const row = await ownAlbum(request, reply);
    if (!row) return reply;
    const body = parseOrReject(reply, AddAlbumPhotosRequest, request.body);
    if (!body) return reply;
    const added = await addAlbumPhotos(db, {
      albumId: row.album_id,
      accountId: accountIdOf(request),
      imageIds: body.photoIds,
      at: new Date(),
    });
    return sendValid(reply, FailedList, { failed: failedOf(body.photoIds, added) });
  });

  app.delete('/albums/:id/photos', async (request, reply) => {
    const row = await ownAlbum(request, reply);
    if (!row) return reply;
    const body = parseOrReject(reply, RemoveAlbumPhotosRequest, request.body);
    if (!body) return reply;
    const removed = await removeAlbumPhotos(db, { albumId: row.album_id, imageIds: body.photoIds, at: new Date() });
    return sendValid(reply, FailedList, { failed: failedOf(body.photoIds, removed) });
  });
}

/**
 * Shared albums (spec S1 §7; docs/PHOTOS.md "Albums"), mounted under /api/shared-albums: the albums
 * shared with the caller, and any shared album the caller owns or takes part in. An album the
 * caller is neither owner nor participant of is answered as unknown (404).
 */
export async function sharedAlbumRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.addHook('preHandler', app.authenticate);

  /** The album named by the path with the caller's part in it, or undefined after answering 400 or 404. */
  const readableAlbum = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = parseOrReject(reply, AlbumIdParams, request.params);
    if (!params) return undefined;
    const role = await roleOf(db, accountIdOf(request), params.id);
    if (role) return { albumId: params.id.toLowerCase(), role };
    void reply.code(404).send(albumNotFound);
    return undefined;
  };

  app.get('/shared-albums', async (request, reply) => {
    const query = parseOrReject(reply, SharedAlbumListQuery, request.query ?? {});
    if (!query) return reply;
    const after = readListCursor(reply, query.cursor);
    if (after === undefined) return reply;
    const limit = query.limit ?? SHARED_ALBUMS_PAGE_SIZE;
    const page = pageOf(await albumRows(db, sharedAlbumListQuery({ accountId: accountIdOf(request), after, limit })), limit);
    return sendValid(reply, SharedAlbumPage, { albums: await toSharedAlbums(db, page.rows, originOf(request)), cursor: page.cursor });
  });

  app.get('/shared-albums/:id', async (request, reply) => {
    const album = await readableAlbum(request, reply);
    if (!album) return reply;
    const row = await albumById(db, album.albumId);
    if (!row) return reply.code(404).send(albumNotFound);
    const [answer] = await toSharedAlbums(db, [row], originOf(request));
    return sendValid(reply, SharedAlbum, answer);
  });

  app.get('/shared-albums/:id/participants', async (request, reply) => {
    const album = await readableAlbum(request, reply);
    if (!album) return reply;
    const people = await albumPeople(db, album.albumId);
    return people ? sendValid(reply, SharedAlbumPeople, people) : reply.code(404).send(albumNotFound);
  });

  app.get('/shared-albums/:id/photos', async (request, reply) => {
    const album = await readableAlbum(request, reply);
    return album ? sendAlbumPhotos(db, request, reply, album.albumId, toSharedImage) : reply;
  });

  // The owner deletes the album for everyone; a participant leaves it, taking the photos they added (DECISIONS 35).
  app.delete('/shared-albums/:id', async (request, reply) => {
    const album = await readableAlbum(request, reply);
    if (!album) return reply;
    const accountId = accountIdOf(request);
    if (album.role === 'owner') await deleteAlbum(db, accountId, album.albumId);
    else await leaveAlbum(db, { albumId: album.albumId, accountId, at: new Date() });
    return reply.code(204).send();
  });
}
