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
 * need. No token (an <img> cannot send one; file keys are random). Cached for a year, immutable.
 */
export async function mediaRoutes(app: FastifyInstance, options: { db: Db; media: MediaStore }): Promise<void> {
  const { db, media } = options;
  app.get('/media/:fileKey/:file', async (request, reply) => {
    const params = parseInput(MediaParams, request.params);
    const size = params.ok ? sizeOf(params.data.file) : undefined;
    if (!params.ok || !size) return reply.code(404).send(notFound);
    const picture = await pictureOf(db, params.data.fileKey);
    if (!picture) return reply.code(404).send(notFound);
    await media.ensure(picture.contentKey, picture.recipe);
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(media.pathOf(picture.contentKey, size)));
  });
}
