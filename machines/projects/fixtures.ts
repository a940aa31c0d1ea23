// Fixtures of the saved projects: projects as the edge hands them over (src/api/projects.ts), 12 on
// two pages, and the failures the error model makes.
import type { SavedProject } from '@schemas/projects';
import type { NumberedPage } from '../shared/pageNumberedList';
import { projectsListPage, type SavedProjectsPage } from './savedProjects.machine';

/** The account the fixtures' projects belong to. */
export const fixtureProjectsAccountId = 'd78c7e8b-eb1c-407f-9b5e-9a58825945ee';

/** The n-th saved project (n from 1, the newest change first). */
export function fixtureSavedProject(n: number, overrides: Partial<SavedProject> = {}): SavedProject {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Project ${n}`,
    productName: n % 2 === 0 ? 'Wall calendar A3' : 'Photo book A4, hard cover',
    lastChanged: new Date(Date.UTC(2026, 9, 30 - n, 10)).toISOString(),
    previewUrl: `https://my.example.test/api/projects/previews/${String(n).padStart(32, '0')}.jpg`,
    ...overrides,
  };
}

const projects = Array.from({ length: 12 }, (_, index) => fixtureSavedProject(index + 1));

/** Page 1 of 12 saved projects. */
export const fixtureProjectsPage1: SavedProjectsPage = { projects: projects.slice(0, 10), total: 12 };
/** Page 2 of 12 saved projects. */
export const fixtureProjectsPage2: SavedProjectsPage = { projects: projects.slice(10), total: 12 };
/** Page 2 asked for after the last project of page 2 went: nothing there, 10 projects in all. */
export const fixtureProjectsPastLastPage: SavedProjectsPage = { projects: [], total: 10 };
/** No saved projects at all. */
export const fixtureNoProjects: SavedProjectsPage = { projects: [], total: 0 };

/** The pages above as the list machine is answered them (the wiring reads the edge's answers so). */
export const fixtureProjectsList1: NumberedPage<SavedProject> = projectsListPage(fixtureProjectsPage1);
export const fixtureProjectsList2: NumberedPage<SavedProject> = projectsListPage(fixtureProjectsPage2);
export const fixtureProjectsPastLastList: NumberedPage<SavedProject> = projectsListPage(fixtureProjectsPastLastPage);

/** A call that failed with no response ('Request failure'), shaped like the edge's NetworkError. */
export const fixtureProjectsNetworkError = Object.assign(new Error('GET /api/projects/api/v2/projects/… failed: no response'), {
  userMessageKey: 'errors.requestFailure',
});
/** A call the service refused. */
export const fixtureProjectsServerError = new Error('Request failed with status code 500 Internal Server Error: DELETE /api/v2/project/…');
