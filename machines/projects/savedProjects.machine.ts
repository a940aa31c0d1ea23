// The saved projects collection (spec S0 §4 "Saved project", "Projects collection", §7, §9): a
// page-numbered list (../shared/pageNumberedList.ts) of the signed-in account's projects: items by
// id, pages of ids by page number, pageSize (10), the total from totalProjectCount and the error
// text of a failed fetch. One page is fetched at a time (skip = (page - 1) × pageSize); a page
// fetched once is shown again at once. A deleted project (`savedProjects.reload`) clears the items and the
// pages and fetches the current page again, since every later project moves up by one.
// The page shown comes from the view (the URL query). Decision: a page past the last one (after
// deleting the only project of the last page, or a ?page= too high) goes to the last page that
// has projects, and says so (`savedProjects.pageChanged`) so that the view can correct its URL.
import type { SavedProject } from '@schemas/projects';
import { PROJECTS_PAGE_SIZE } from '@schemas/tunables';
import { createPageNumberedListMachine, type NumberedPage } from '../shared/pageNumberedList';

/** One page of saved projects as the API edge hands it over (totalProjectCount is its total). */
export interface SavedProjectsPage {
  projects: SavedProject[];
  total: number;
}

/** The list's reading of an answer of the edge. */
export function projectsListPage(answer: SavedProjectsPage): NumberedPage<SavedProject> {
  return { items: answer.projects, total: answer.total };
}

export const savedProjectsMachine = createPageNumberedListMachine<SavedProject, 'savedProjects'>({
  id: 'savedProjects',
  description: 'The saved projects, one page of 10 at a time, pages kept by number until a project is deleted.',
  pageSize: PROJECTS_PAGE_SIZE,
  keyOf: (project) => project.id,
  keepPages: true,
  toLastPage: true,
});

export type SavedProjectsMachine = typeof savedProjectsMachine;
