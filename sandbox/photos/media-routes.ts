import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { parseInput } from '../http/validation';
import { pictureOf } from './media-db';
import type { MediaStore } from './media-store';
import { MEDIA_SIZES } from './pictures';

const MediaParams = z.object({
  fileKey: z.string().regex(/^[\w-]{1,64}$/),
  file: z.string().regex(/^(original|300|800|1300)\.jpg$/),
});
const sizeOf = (file: string) => MEDIA_SIZES.find((size) => `${size}.jpg` === file);
const notFound = { message: 'Image not found' };

/**
 * `GET /media/<fileKey>/<size>.jpg` (docs/PHOTOS.md): the generated picture's files, made on first
 * need. No token (an <img> cannot send one; file keys are random and unguessable). A picture no
 * photo uses any more (all its photos deleted) answers 404 at once. Revalidated on every use
 * (ETag, 304), never served from a cache without asking.
 */
export async function mediaRoutes(app: FastifyInstance, options: { db: Db; media: MediaStore }): Promise<void> {
  const { db, media } = options;
  app.get('/media/:fileKey/:file', async (request, reply) => {
    const params = parseInput(MediaParams, request.params);
    const size = params.ok ? sizeOf(params.data.file) : undefined;
    if (!params.ok || !size) return reply.code(404).send(notFound);
    const picture = await pictureOf(db, params.data.fileKey);
    if (!picture) return reply.code(404).send(notFound);
    // A file key's files never change, so the ETag is the key; but the browser must ask again
    // each time (no-cache), so a deleted photo's picture is gone from every cache at once.
    const etag = `"${params.data.fileKey}-${size}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    // a thumbnail the browser has cancelled (a tile scrolled past) is not made for nobody
    const made = await media.ensure(picture.contentKey, picture.recipe, () => !request.raw.socket.destroyed);
    if (!made && !picture.recipe) return reply.code(404).send(notFound);
    if (!made) return reply.code(503).send({ message: 'The picture was no longer wanted' });
    return reply.header('content-type', 'image/jpeg').send(createReadStream(media.pathOf(picture.contentKey, size)));
  });
}
