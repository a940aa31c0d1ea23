import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { coverageFiles, DATA_DIR_COVERAGE, flowCoverageRoutes, LAST_RUN_COVERAGE } from '../../../sandbox/admin/flow-coverage';

async function serving(files: readonly string[]) {
  const app = Fastify();
  await app.register(flowCoverageRoutes, { files, prefix: '/__sandbox' });
  return app;
}

describe('GET /__sandbox/flow-coverage', () => {
  const folder = mkdtempSync(join(tmpdir(), 'flow-coverage-'));

  it('answers the first coverage file there is, as it is, and is not cached', async () => {
    const first = join(folder, 'first.json');
    const text = '{"version":1,"createdAt":"2026-11-28T20:00:00.000Z","tests":1,"machines":{}}\n';
    writeFileSync(first, text);
    const app = await serving([join(folder, 'missing.json'), first]);
    const response = await app.inject({ method: 'GET', url: '/__sandbox/flow-coverage' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(text);
    await app.close();
  });

  it('answers 404 when there is none', async () => {
    const app = await serving([join(folder, 'missing.json')]);
    const response = await app.inject({ method: 'GET', url: '/__sandbox/flow-coverage' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.stringContaining('reports/flow-coverage.json') });
    await app.close();
  });

  it('looks in the data folder before the last run’s report', () => {
    expect(coverageFiles('/data')).toEqual([join('/data', DATA_DIR_COVERAGE), LAST_RUN_COVERAGE]);
    expect(coverageFiles(undefined)).toEqual([LAST_RUN_COVERAGE]);
    expect(LAST_RUN_COVERAGE.endsWith(join('reports', 'flow-coverage.json'))).toBe(true);
  });
});
