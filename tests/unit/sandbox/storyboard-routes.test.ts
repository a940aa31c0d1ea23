// The storyboard's read-only routes: the index (empty without a storyboard), a kept screen as JPEG,
// 404 for a state without one, and no way out of the storyboard's folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StoryboardIndex } from '@schemas/storyboard';
import { storyboardRoutes } from '../../../sandbox/admin/storyboard-routes';

async function serve(dir: string) {
  const app = Fastify();
  await app.register(storyboardRoutes, { dir, prefix: '/__sandbox' });
  return app;
}

describe('/__sandbox/storyboard', () => {
  it('answers an empty index and 404 when no storyboard was made', async () => {
    const app = await serve(join(tmpdir(), 'no-storyboard-here'));
    const index = await app.inject({ method: 'GET', url: '/__sandbox/storyboard/index.json' });
    expect(index.statusCode).toBe(200);
    expect(index.json()).toEqual({ version: 1, createdAt: null, screens: [] });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/storyboard/upload/queued.jpg' })).statusCode).toBe(404);
  });

  it('serves the index and the kept screens, and nothing outside its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storyboard-'));
    mkdirSync(join(dir, 'upload'));
    writeFileSync(join(dir, 'upload', 'queued.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    writeFileSync(join(dir, 'secret.jpg'), 'not for the atlas');
    const index: StoryboardIndex = {
      version: 1,
      createdAt: '2026-11-28T21:00:00.000Z',
      screens: [{ machine: 'upload', state: 'queued', test: 'upload › queues', file: 'upload/queued.jpg', page: '/photos' }],
    };
    writeFileSync(join(dir, 'index.json'), JSON.stringify(index));
    const app = await serve(dir);

    expect((await app.inject({ method: 'GET', url: '/__sandbox/storyboard/index.json' })).json()).toEqual(index);
    const image = await app.inject({ method: 'GET', url: '/__sandbox/storyboard/upload/queued.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    expect((await app.inject({ method: 'GET', url: '/__sandbox/storyboard/upload/sending.jpg' })).statusCode).toBe(404);
    for (const url of [
      '/__sandbox/storyboard/upload/..%2Fsecret.jpg',
      '/__sandbox/storyboard/../secret.jpg',
      '/__sandbox/storyboard/..%2F/secret.jpg',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/storyboard/upload/queued.json' })).statusCode).toBe(404);
  });
});
