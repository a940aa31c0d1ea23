import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validation';
import { renderPicture } from '../photos/pictures';
import { articleOf } from './catalogue';

/**
 * Product thumbnails: one generated picture per catalogue article (drawn like the photo library's
 * seeded pictures: the article's short label large, its name as caption), made on first request
 * and kept in memory (a few kilobytes each, nine articles). Public like the shop's own product
 * images: an <img> sends no token, and a thumbnail shows nothing of any customer.
 */
const THUMBNAIL_SIZE = 300;
const ThumbnailParams = z.object({ file: z.string().regex(/^[A-Z0-9_]{1,40}\.jpg$/) });
const rendered = new Map<string, Promise<Buffer>>();

const seedOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0, 7);

function thumbnailOf(articleId: string, label: string, name: string): Promise<Buffer> {
  let picture = rendered.get(articleId);
  if (!picture) {
    picture = renderPicture({
      v: 1,
      seed: seedOf(articleId),
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
      title: label,
      caption: name,
    }).then((files) => files.original);
    // A failed drawing is tried again next time rather than remembered.
    picture.catch(() => rendered.delete(articleId));
    rendered.set(articleId, picture);
  }
  return picture;
}

/** The absolute URL of an article's thumbnail on the host the request came to (`prefix`: the orders service's path). */
export function thumbnailUrlFor(request: FastifyRequest, prefix: string): (articleId: string) => string {
  const origin = `${request.protocol}://${request.host}`;
  return (articleId) => `${origin}${prefix}/thumbnails/${encodeURIComponent(articleId)}.jpg`;
}

export async function thumbnailRoutes(app: FastifyInstance): Promise<void> {
  app.get('/thumbnails/:file', async (request, reply) => {
    const params = parseInput(ThumbnailParams, request.params);
    const article = params.ok ? articleOf(params.data.file.slice(0, -'.jpg'.length)) : undefined;
    if (!article) return reply.code(404).send({ message: 'Thumbnail not found' });
    const jpeg = await thumbnailOf(article.id, article.label, article.name);
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
  });
}
