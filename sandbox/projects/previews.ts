import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { parseInput } from '../http/validation';
import { renderPicture } from '../photos/pictures';
import { findByPreviewToken, type StoredProject } from './store';

/**
 * Preview pictures of saved projects: one generated JPEG per project (drawn like the photo
 * library's seeded pictures, 400 × 300 scaled to 300 × 225: the kind of product large, the
 * project's name as caption), made on first request and kept in memory for the most recent ones.
 * Decision: the address is unguessable instead of token-checked (an <img> sends no bearer token):
 * `/previews/<32 random hex>.jpg`, kept in the database beside the project. A deleted project's
 * preview is gone (404), like the project.
 */
const PreviewParams = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.jpg$/) });
const KEPT_PREVIEWS = 200;
const rendered = new Map<string, Promise<Buffer>>();

/** The kind of product in a few letters, short enough for the picture's large title. */
const KINDS: readonly [RegExp, string][] = [
  [/book/i, 'Photo book'],
  [/calendar/i, 'Calendar'],
  [/canvas/i, 'Canvas'],
  [/poster/i, 'Poster'],
  [/card/i, 'Cards'],
  [/mug/i, 'Mug'],
  [/decor/i, 'Wall decor'],
];
const kindOf = (productName: string) => KINDS.find(([pattern]) => pattern.test(productName))?.[1] ?? 'Project';

function previewOf(project: StoredProject): Promise<Buffer> {
  let picture = rendered.get(project.previewToken);
  if (!picture) {
    picture = renderPicture({
      v: 1,
      seed: project.previewSeed,
      width: 400,
      height: 300,
      title: kindOf(project.productName),
      caption: project.name,
    }).then((files) => files['300']);
    // A failed drawing is tried again next time rather than remembered.
    picture.catch(() => rendered.delete(project.previewToken));
    rendered.set(project.previewToken, picture);
    const oldest = rendered.keys().next().value;
    if (rendered.size > KEPT_PREVIEWS && oldest !== undefined) rendered.delete(oldest);
  }
  return picture;
}

/** The absolute address of a preview on the host the request came to (`prefix`: the service's path). */
export function previewUrlFor(request: FastifyRequest, prefix: string): (token: string) => string {
  const origin = `${request.protocol}://${request.host}`;
  return (token) => `${origin}${prefix}/previews/${token}.jpg`;
}

export async function previewRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get('/previews/:file', async (request, reply) => {
    const params = parseInput(PreviewParams, request.params);
    const project = params.ok ? await findByPreviewToken(options.db, params.data.file.slice(0, -'.jpg'.length)) : null;
    if (!project) return reply.code(404).send({ message: 'Preview not found' });
    const jpeg = await previewOf(project);
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=3600').send(jpeg);
  });
}
