import * as z from 'zod/mini';
import { httpUrl, isoDateTime } from './common';

/**
 * Saved projects service contracts (spec S0 §4, §7 "Saved projects", §9), in the server's own
 * names: a page answers `{ projects, totalProjectCount }`; the app's edge (src/api/projects.ts)
 * checks it and adapts `totalProjectCount` → `total` once. The fields of a project beyond its id
 * are ours (the spec shows none): its name, the product it is made as, when it last changed, and
 * the address of its preview picture (an unguessable address, so an <img> needs no token).
 */

export const SavedProject = z.object({
  id: z.string().check(z.minLength(1)),
  /** the customer's own name for it */
  name: z.string(),
  /** the product it is made as ('Photo book A4, hard cover', 'Wall calendar A3', …) */
  productName: z.string(),
  lastChanged: isoDateTime,
  previewUrl: httpUrl,
});
export type SavedProject = z.infer<typeof SavedProject>;

/** GET /api/v2/projects/:accountId?skip&limit, newest change first. */
export const SavedProjectPage = z.object({
  projects: z.array(SavedProject),
  totalProjectCount: z.number().check(z.int(), z.nonnegative()),
});
export type SavedProjectPage = z.infer<typeof SavedProjectPage>;

/**
 * DELETE /api/v2/project/:id answers the deleted project's id (ours: the spec shows no answer; a
 * body lets the edge tell a real answer from a gateway's page).
 */
export const SavedProjectDeleted = z.object({ id: z.string().check(z.minLength(1)) });
export type SavedProjectDeleted = z.infer<typeof SavedProjectDeleted>;
