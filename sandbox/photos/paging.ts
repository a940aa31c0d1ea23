import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImagePage, PageQuery, type Image, type SortKey, type SortOrder } from '@schemas/photos';
import { parseOrReject, sendValid } from '../http/validation';
import { decodeCursor, encodeCursor, type PageCursor } from './cursor';

/** The origin image URLs are built on: the host the request came to. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** What a page of photos asks for: its sort, where it starts and how many. */
export interface PageRequest {
  sortKey: SortKey;
  sortOrder: SortOrder;
  after: PageCursor | null;
  limit: number;
}

/**
 * The sort, cursor and limit of a photo page query (PageQuery), or undefined after answering 400
 * (a bad query, or a cursor that cannot be read or was made for another sort).
 */
export function readPage(
  request: FastifyRequest,
  reply: FastifyReply,
  defaults: { sortKey: SortKey; sortOrder: SortOrder; limit: number },
): PageRequest | undefined {
  const query = parseOrReject(reply, PageQuery, request.query ?? {});
  if (!query) return undefined;
  const sort = { sortKey: query.sortKey ?? defaults.sortKey, sortOrder: query.sortOrder ?? defaults.sortOrder };
  let after: PageCursor | null = null;
  if (query.cursor !== undefined) {
    const decoded = decodeCursor(query.cursor, sort);
    if (!decoded.ok) {
      void reply.code(400).send({ message: decoded.message });
      return undefined;
    }
    after = decoded.cursor;
  }
  return { ...sort, after, limit: query.limit ?? defaults.limit };
}

/**
 * Answers an ImagePage from the `limit + 1` rows a page query read: the first `limit` as images,
 * and a cursor after the last of them when there was one more. The images are made on one turn of
 * the event loop and checked against the page's schema on the next, so that a request that came
 * meanwhile (another customer's, a health check) is not held up by a 500-photo page's whole work.
 */
export async function sendImagePage<Row extends { image_id: string }>(
  reply: FastifyReply,
  rows: readonly Row[],
  page: PageRequest,
  row: { sortValue: (row: Row) => string; image: (row: Row) => Image },
): Promise<FastifyReply> {
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const cursor =
    rows.length > page.limit && last
      ? encodeCursor({ sortKey: page.sortKey, sortOrder: page.sortOrder, value: row.sortValue(last), imageId: last.image_id })
      : null;
  const images = shown.map(row.image);
  await nextTurn();
  return sendValid(reply, ImagePage, { cursor, images });
}
