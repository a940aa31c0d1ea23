import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { StoryboardIndex, StoryboardName } from '@schemas/storyboard';

const IMAGE = /^([A-Za-z0-9_-][A-Za-z0-9_.-]{0,199})\.jpg$/;
const none: StoryboardIndex = { version: 1, createdAt: null, screens: [] };

async function readIndex(dir: string): Promise<StoryboardIndex> {
  try {
    const parsed = StoryboardIndex.safeParse(JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')));
    return parsed.success ? parsed.data : none;
  } catch {
    return none;
  }
}

/**
 * The last storyboard (`npm run storyboard`: reports/storyboard/, schemas/storyboard.ts), read-only
 * under /__sandbox/storyboard for the flow atlas: `index.json` (an empty list when there is none, so
 * the atlas asks for no image that is not there) and `<machine>/<state>.jpg` (404 when not kept).
 * Names are checked before they touch the file system: no separators, no leading dot.
 */
export async function storyboardRoutes(app: FastifyInstance, options: { dir: string }): Promise<void> {
  app.get('/storyboard/index.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await readIndex(options.dir)),
  );

  app.get<{ Params: { machine: string; file: string } }>('/storyboard/:machine/:file', async (request, reply) => {
    const { machine, file } = request.params;
    if (!StoryboardName.safeParse(machine).success || !IMAGE.test(file)) return reply.code(404).send({ message: 'No such screen' });
    try {
      const image = await readFile(join(options.dir, machine, file));
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'no-store').send(image);
    } catch {
      return reply.code(404).send({ message: 'No screen captured for this state' });
    }
  });
}
