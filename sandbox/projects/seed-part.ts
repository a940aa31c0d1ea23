import { SEED_IDS } from '../seed/data';
import type { SeedPart } from '../seed/part';
import { addDemoProjects, addTestProjects } from '../seed/projects';

/**
 * Saved projects (sandbox/seed/projects.ts): three pages of them for the demo account. A test
 * account's `projects`: the demo account's ('demo'), that many generated ones, or ones with the
 * names given (newest first).
 */
export const projectsSeed: SeedPart = {
  name: 'projects',
  demo: (tx, now) => addDemoProjects(tx, SEED_IDS.demo, now),
  testAccount: async (tx, { id, request }, now) => {
    if (request.projects === 'demo') await addDemoProjects(tx, id, now);
    else if (request.projects !== undefined) await addTestProjects(tx, id, request.projects, now);
  },
};
