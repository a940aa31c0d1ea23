import { createReadStream } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CreateDownloadRequest,
  CreateSharedAlbumDownloadRequest,
  Download,
  DownloadIdParams,
  DownloadList,
  DownloadUrl,
  type DownloadPhoto,
} from '@schemas/downloads';
import { roleOf } from '../albums/store';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseInput, parseOrReject, sendValid } from '../http/validation';
import { originOf } from '../photos/paging';
import { PerAccount } from '../http/per-account';
import { ARCHIVES_IN_PROGRESS_MAX, type ArchiveStore } from './archives';
import {
  albumNameOf,
  archivePhotos,
  buildingCount,
  downloadByFileKey,
  downloadById,
  downloadRows,
  insertDownload,
  photosInAlbum,
  photosOf,
  toDownloadItem,
  type DownloadRow,
} from './store';

/** The archives GET /downloads lists, newest first (ours: the spec gives no paging). */
const DOWNLOADS_LISTED = 100;

const downloadNotFound = { message: 'Download not found' };
const albumNotFound = { message: 'Album not found' };
const photoNotFound = (photoId: string) => ({ message: `Photo not found: ${photoId}` });
/** Decision (docs/PHOTOS.md): an archive one of whose photos was deleted since is refused, never served. */
const photoDeleted = { message: 'A photo of this archive has been deleted since it was made: ask for a new archive' };

/** Whether every photo the archive holds still exists. */
async function allPhotosLeft(db: Db, row: DownloadRow): Promise<boolean> {
  const wanted = photosOf(row).map((photo) => photo.photoId);
  const found = await archivePhotos(db, wanted);
  return wanted.every((photoId) => found.has(photoId.toLowerCase()));
}

const tooManyInProgress = {
  message: `Too many archives are being prepared: at most ${ARCHIVES_IN_PROGRESS_MAX} at once. Try again when one is ready`,
};

/** Each photo once (the first time it is named), ids compared without case. */
function eachOnce<T extends DownloadPhoto>(photos: readonly T[]): T[] {
  const seen = new Set<string>();
  return photos.filter((photo) => {
    const key = photo.photoId.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The archive file's path under the service: `archives/<fileKey>/<downloadId>.zip`. */
const archivePath = (fileKey: string, downloadId: string) => `archives/${fileKey}/${downloadId}.zip`;

/**
 * The download service (spec S1 §7; docs/PHOTOS.md "Downloads and push socket"), mounted under
 * config.json's `services.downloads`. Every route works on the caller's own archives and photos:
 * another account's photo, album or download is answered as unknown (404).
 */
export async function downloadRoutes(app: FastifyInstance, options: { db: Db; archives: ArchiveStore }): Promise<void> {
  const { db, archives } = options;
  const base = app.prefix;
  app.addHook('preHandler', app.authenticate);

  const perAccount = new PerAccount();

  /**
   * Stores the download, queues its build and answers it (201); 429 when the account has
   * ARCHIVES_IN_PROGRESS_MAX archives being built (counted and stored in one step per account).
   */
  const create = (reply: FastifyReply, accountId: string, name: string, photos: DownloadPhoto[]) =>
    perAccount.run(accountId, async () => {
      if ((await buildingCount(db, accountId)) >= ARCHIVES_IN_PROGRESS_MAX) return reply.code(429).send(tooManyInProgress);
      const downloadId = randomUUID();
      await insertDownload(db, { downloadId, accountId, name, photos, fileKey: randomBytes(18).toString('base64url'), at: new Date() });
      archives.enqueue(downloadId, accountId);
      return sendValid(reply, Download, { id: downloadId, name, photos }, 201);
    });

  app.post('/downloads', async (request, reply) => {
    const body = parseOrReject(reply, CreateDownloadRequest, request.body);
    if (!body) return reply;
    const accountId = accountIdOf(request);
    const photos = eachOnce(body.photos);
    const found = await archivePhotos(
      db,
      photos.map((photo) => photo.photoId),
    );
    const unknown = photos.find((photo) => {
      const stored = found.get(photo.photoId.toLowerCase());
      return stored?.account_id !== accountId || (photo.ownerId !== undefined && photo.ownerId !== accountId);
    });
    if (unknown) return reply.code(404).send(photoNotFound(unknown.photoId));
    return create(reply, accountId, body.name, photos);
  });

  // Access is checked by albumId (DECISIONS 28): the caller owns the album or takes part in it, and
  // every photo is in that album and belongs to the account named as its owner.
  app.post('/shared-album-downloads', async (request, reply) => {
    const body = parseOrReject(reply, CreateSharedAlbumDownloadRequest, request.body);
    if (!body) return reply;
    const accountId = accountIdOf(request);
    const name = (await roleOf(db, accountId, body.albumId)) ? await albumNameOf(db, body.albumId) : null;
    if (name === null) return reply.code(404).send(albumNotFound);
    const photos = eachOnce(body.photos);
    const ids = photos.map((photo) => photo.photoId);
    const [inAlbum, found] = await Promise.all([photosInAlbum(db, body.albumId, ids), archivePhotos(db, ids)]);
    const unknown = photos.find((photo) => {
      const id = photo.photoId.toLowerCase();
      return !inAlbum.has(id) || found.get(id)?.account_id !== photo.ownerId.toLowerCase();
    });
    if (unknown) return reply.code(404).send(photoNotFound(unknown.photoId));
    return create(reply, accountId, name, photos);
  });

  app.get('/downloads', async (request, reply) => {
    await archives.expire();
    const rows = await downloadRows(db, accountIdOf(request), DOWNLOADS_LISTED);
    return sendValid(reply, DownloadList, { items: rows.map(toDownloadItem) });
  });

  // A finished archive's URL. One still building answers 409 (ask again after download-finished),
  // one that failed 409 too, one past its expiry 410.
  app.get('/downloads/:id/url', async (request: FastifyRequest, reply: FastifyReply) => {
    const params = parseOrReject(reply, DownloadIdParams, request.params);
    if (!params) return reply;
    await archives.expire();
    const row = await downloadById(db, params.id);
    if (!row || row.account_id !== accountIdOf(request)) return reply.code(404).send(downloadNotFound);
    if (row.state === 'building') return reply.code(409).send({ message: 'The archive is still being built' });
    if (row.state === 'failed') return reply.code(409).send({ message: 'The archive could not be built' });
    if (row.state === 'expired') return reply.code(410).send({ message: 'The archive has expired' });
    if (!(await allPhotosLeft(db, row))) return reply.code(410).send(photoDeleted);
    return sendValid(reply, DownloadUrl, { url: `${originOf(request)}${base}/${archivePath(row.file_key, row.download_id)}` });
  });
}

const ArchiveFileParams = z.object({ fileKey: z.string().regex(/^[\w-]{1,64}$/), file: z.string().regex(/^[0-9a-f-]{36}\.zip$/) });

/**
 * `GET archives/<fileKey>/<downloadId>.zip` under the download service: the finished zip, named
 * after the download id. No token (the browser fetches it by navigating; the file key is random and
 * unguessable, like a signed URL), and only until the archive expires.
 */
export async function archiveFileRoutes(app: FastifyInstance, options: { db: Db; archives: ArchiveStore }): Promise<void> {
  const { db, archives } = options;
  app.get('/archives/:fileKey/:file', async (request, reply) => {
    const params = parseInput(ArchiveFileParams, request.params);
    if (!params.ok) return reply.code(404).send(downloadNotFound);
    await archives.expire();
    const row = await downloadByFileKey(db, params.data.fileKey);
    if (!row || row.state !== 'finished' || `${row.download_id}.zip` !== params.data.file) return reply.code(404).send(downloadNotFound);
    if (!(await allPhotosLeft(db, row))) return reply.code(410).send(photoDeleted);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${row.download_id}.zip"`)
      .header('content-length', String(row.size_bytes))
      .header('cache-control', 'private, no-store')
      .send(createReadStream(archives.pathOf(row.file_key)));
  });
}
