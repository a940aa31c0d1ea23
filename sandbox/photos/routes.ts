import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_SORT,
  FailedList,
  Image,
  PHOTOS_PAGE_SIZE,
  PHOTOS_PER_MONTH_SECTION,
  PhotoIds,
  PhotoSummary,
  TimelineCounts,
  TimelineMonthParams,
} from '@schemas/photos';
import { albumCounts } from '../albums/store';
import type { Db } from '../db/db';
import { accountIdOf } from '../http/auth';
import { parseOrReject, pathSegment, sendValid } from '../http/validation';
import { toImage } from './images';
import { originOf, readPage, sendImagePage, type PageRequest } from './paging';
import {
  deleteAllPhotos,
  deletePhotos,
  findPhoto,
  libraryRows,
  monthCounts,
  monthRows,
  photoCount,
  sortValueOf,
  type PhotoRow,
} from './store';

const photoNotFound = { message: 'Photo not found' };
const ImageParams = z.object({ imageId: pathSegment });

/**
 * Photo management API (spec S1 §7; docs/PHOTOS.md "Sandbox"), mounted under /api/photos. Every
 * route works on the token's own account; another account's photo is answered as unknown.
 */
export async function photoRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.addHook('preHandler', app.authenticate);

  const sendPage = (request: FastifyRequest, reply: FastifyReply, rows: PhotoRow[], page: PageRequest) => {
    const origin = originOf(request);
    return sendImagePage(reply, rows, page, {
      sortValue: (row) => sortValueOf(row, page.sortKey),
      image: (row) => toImage(row, origin),
    });
  };

  app.get('/users', async (request, reply) => {
    const accountId = accountIdOf(request);
    const [photosCount, albums] = await Promise.all([photoCount(db, accountId), albumCounts(db, accountId)]);
    return sendValid(reply, PhotoSummary, { photosCount, ...albums });
  });

  app.get('/users/timeline', async (request, reply) => {
    const counts: Record<string, Record<string, number>> = {};
    for (const { year, month, photos } of await monthCounts(db, accountIdOf(request))) {
      (counts[String(year)] ??= {})[String(month)] = photos;
    }
    return sendValid(reply, TimelineCounts, counts);
  });

  app.get('/photos/timeline/:year/:month', async (request, reply) => {
    const params = parseOrReject(reply, TimelineMonthParams, request.params);
    if (!params) return reply;
    const page = readPage(request, reply, { ...DEFAULT_SORT.photos, limit: PHOTOS_PER_MONTH_SECTION });
    if (!page) return reply;
    const rows = await monthRows(db, { accountId: accountIdOf(request), ...params, ...page });
    return sendPage(request, reply, rows, page);
  });

  app.get('/photos', async (request, reply) => {
    const page = readPage(request, reply, { sortKey: 'created', sortOrder: 'desc', limit: PHOTOS_PAGE_SIZE });
    if (!page) return reply;
    const rows = await libraryRows(db, { accountId: accountIdOf(request), ...page });
    return sendPage(request, reply, rows, page);
  });

  app.get('/photos/:imageId', async (request, reply) => {
    const params = parseOrReject(reply, ImageParams, request.params);
    if (!params) return reply;
    const row = await findPhoto(db, accountIdOf(request), params.imageId);
    if (!row) return reply.code(404).send(photoNotFound);
    return sendValid(reply, Image, toImage(row, originOf(request)));
  });

  app.delete('/photos', async (request, reply) => {
    const body = parseOrReject(reply, PhotoIds, request.body);
    if (!body) return reply;
    const deleted = await deletePhotos(db, accountIdOf(request), body.photoIds);
    const failed = body.photoIds.filter((id) => !deleted.has(id.toLowerCase()));
    return sendValid(reply, FailedList, { failed: [...new Set(failed)] });
  });

  app.delete('/photos/all', async (request, reply) => {
    await deleteAllPhotos(db, accountIdOf(request));
    return reply.code(204).send();
  });

  app.delete('/photos/:imageId', async (request, reply) => {
    const params = parseOrReject(reply, ImageParams, request.params);
    if (!params) return reply;
    const deleted = await deletePhotos(db, accountIdOf(request), [params.imageId]);
    if (deleted.size === 0) return reply.code(404).send(photoNotFound);
    return reply.code(204).send();
  });
}
