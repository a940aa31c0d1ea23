// Catalogue entries of the saved projects area (S0 §4 "Saved project", "Projects collection",
// "Saved project delete", §7, §9).
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../catalogEntry';
import type { NumberedPage, PageWindow } from '../shared/pageNumberedList';
import {
  fixtureProjectsList1,
  fixtureProjectsList2,
  fixtureProjectsNetworkError,
  fixtureProjectsPastLastList,
  fixtureProjectsServerError,
  fixtureSavedProject,
} from './fixtures';
import { savedProjectDeleteMachine } from './savedProjectDelete.machine';
import type { SavedProject } from '@schemas/projects';
import { savedProjectsMachine } from './savedProjects.machine';

const savedProjects = entry({
  id: 'savedProjects',
  title: 'Saved projects',
  description:
    'The saved projects page shows the customer’s unfinished projects ten at a time, newest change first, with the page in the URL. Each page is fetched once and shown again at once; a failed fetch shows its error text with Try again. When a project is deleted (the list reloads) every fetched page is dropped and the current page is fetched again; a page left empty by it moves to the last page that has projects.',
  specSection: 'S0 §4 Saved project, Projects collection, §7 Saved projects, §9',
  machine: savedProjectsMachine,
  fixtures: {
    actors: {
      loadPage: fromPromise<NumberedPage<SavedProject>, PageWindow>(async ({ input }) =>
        input.skip === 0 ? fixtureProjectsList1 : fixtureProjectsList2,
      ),
    },
    events: [
      { type: 'savedProjects.showPage', page: 2 },
      { type: 'savedProjects.showPage', page: 1 },
      { type: 'savedProjects.retry' },
      { type: 'savedProjects.reload' },
      { type: 'xstate.done.actor.loadPage', output: fixtureProjectsList1 },
      { type: 'xstate.done.actor.loadPage', output: fixtureProjectsList2 },
      { type: 'xstate.done.actor.loadPage', output: fixtureProjectsPastLastList },
      { type: 'xstate.error.actor.loadPage', error: fixtureProjectsNetworkError },
    ],
    input: {},
    variants: [
      {
        name: 'opened on page 2',
        description: 'The page opens with ?page=2 in its URL.',
        input: { page: 2 },
      },
    ],
  },
});

const savedProjectDelete = entry({
  id: 'savedProjectDelete',
  title: 'Saved project delete',
  description:
    'Delete on a saved project asks for a confirm in a dialog; confirmed, the project shows that it is being deleted. When the delete fails the project stays in the list with the error and Try again; when it succeeds the list is fetched again without it.',
  specSection: 'S0 §4 Saved project delete, §7 Saved projects',
  machine: savedProjectDeleteMachine,
  fixtures: {
    actors: { act: fromPromise<undefined, { projectId: string }>(async () => undefined) },
    events: [
      { type: 'savedProjectDelete.open' },
      { type: 'savedProjectDelete.confirm' },
      { type: 'savedProjectDelete.cancel' },
      { type: 'xstate.done.actor.deleteProject', output: undefined },
      { type: 'xstate.error.actor.deleteProject', error: fixtureProjectsServerError },
    ],
    input: { projectId: fixtureSavedProject(1).id },
  },
});

export const projectEntries: readonly CatalogEntry[] = [savedProjects, savedProjectDelete];
