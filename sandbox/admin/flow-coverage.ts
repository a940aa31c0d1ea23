import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../paths';

/** The coverage file the end-to-end run writes (tests/e2e/flowCoverage/files.ts COVERAGE_FILE). */
export const LAST_RUN_COVERAGE = join(repoRoot, 'reports', 'flow-coverage.json');
/** A sandbox's own coverage file in its data folder, which stands in for the last run's (the atlas's e2e test puts one there). */
export const DATA_DIR_COVERAGE = 'flow-coverage.json';

/** Where the coverage file is looked for, first found wins. */
export function coverageFiles(dataDir: string | undefined): string[] {
  return [...(dataDir ? [join(dataDir, DATA_DIR_COVERAGE)] : []), LAST_RUN_COVERAGE];
}

async function firstFile(files: readonly string[]): Promise<string | null> {
  for (const file of files) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // not there (or unreadable): the next one
    }
  }
  return null;
}

/**
 * GET /flow-coverage (under /__sandbox): the flow coverage of the last end-to-end run, read at each
 * request, for the flow atlas's coverage mode; 404 when there is none. Read-only, and sent as it is:
 * the atlas checks it with the schema (schemas/flowCoverage.ts) as it checks a file a person picks.
 */
export async function flowCoverageRoutes(app: FastifyInstance, options: { files: readonly string[] }): Promise<void> {
  app.get('/flow-coverage', async (_request, reply) => {
    const text = await firstFile(options.files);
    reply.header('cache-control', 'no-store');
    if (text === null)
      return reply.code(404).send({ message: 'No flow coverage yet: the end-to-end run writes reports/flow-coverage.json.' });
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
