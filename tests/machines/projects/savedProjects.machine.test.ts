// The saved projects collection: its shortest paths, and what the paths do not show: skip/limit per
// page, a fetched page shown again without a fetch, the error text kept and cleared, a delete
// dropping every page and fetching the current one again, and a page left empty moving back.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SavedProject } from '@schemas/projects';
import {
  fixtureProjectsNetworkError,
  fixtureProjectsList1,
  fixtureProjectsList2,
  fixtureProjectsPage1,
  fixtureProjectsPage2,
  fixtureSavedProject,
} from '@machines/projects/fixtures';
import { savedProjectsMachine } from '@machines/projects/savedProjects.machine';
import { pageCountOf } from '@machines/shared/pagedList';
import {
  itemsOfPage,
  type NumberedPage,
  type PageNumberedListContext,
  type PageNumberedListInput,
  type PageWindow,
} from '@machines/shared/pageNumberedList';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('savedProjects paths', () => {
  replayShortestPaths(catalogEntry('savedProjects'), { minPaths: 5 });
});

function start(loadPage: (request: PageWindow) => Promise<NumberedPage<SavedProject>>, input: PageNumberedListInput = {}) {
  const spies = { loadPage: vi.fn(loadPage), reportFailure: vi.fn() };
  const machine = savedProjectsMachine.provide({
    actors: { loadPage: fromPromise<NumberedPage<SavedProject>, PageWindow>(({ input: request }) => spies.loadPage(request)) },
    actions: { reportFailure: (_, params) => spies.reportFailure(params.error) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

/** The projects of the page shown, in order; empty until that page is fetched. */
const projectsOfPage = (context: PageNumberedListContext<SavedProject>) => itemsOfPage(context, context.page) ?? [];

const twoPages = async ({ skip }: PageWindow) => (skip === 0 ? fixtureProjectsList1 : fixtureProjectsList2);

describe('savedProjects', () => {
  it('counts pages of 10, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(27, 10)).toBe(3);
  });

  /** Opened on page 2, its page fetched. */
  async function openedOnPage2() {
    const run = start(twoPages, { page: 2 });
    const finished = await waitFor(run.actor, (s) => s.matches('Finished'));
    return { ...run, finished };
  }

  it('asks for the account’s page opened on with skip = (page - 1) × 10', async () => {
    const { spies, finished } = await openedOnPage2();
    expect(spies.loadPage).toHaveBeenCalledWith({ skip: 10, limit: 10 });
    expect(finished.context.total).toBe(12);
  });

  it('keeps the projects by id and each page as its ids, in order', async () => {
    const { finished } = await openedOnPage2();
    expect(finished.context.pages[2]).toEqual(fixtureProjectsPage2.projects.map((p) => p.id));
    expect(projectsOfPage(finished.context)).toEqual(fixtureProjectsPage2.projects);
    expect(finished.context.items[fixtureSavedProject(11).id]).toEqual(fixtureSavedProject(11));
  });

  it('shows a page fetched before at once, without asking again', async () => {
    const { actor, spies } = start(twoPages);
    await waitFor(actor, (s) => s.matches('Finished'));
    actor.send({ type: 'savedProjects.showPage', page: 2 });
    await waitFor(actor, (s) => s.matches('Finished') && s.context.page === 2);
    actor.send({ type: 'savedProjects.showPage', page: 1 });
    expect(actor.getSnapshot().matches('Finished')).toBe(true);
    expect(projectsOfPage(actor.getSnapshot().context)).toEqual(fixtureProjectsPage1.projects);
    expect(spies.loadPage).toHaveBeenCalledTimes(2);
  });

  /** The first fetch failed; the next ones answer. */
  async function fetchFailed() {
    let fail = true;
    const run = start(async (request) => {
      if (fail) {
        fail = false;
        throw fixtureProjectsNetworkError;
      }
      return twoPages(request);
    });
    const failed = await waitFor(run.actor, (s) => s.hasTag('error'));
    return { ...run, failed };
  }

  it('stores the failed fetch’s message text and reports it', async () => {
    const { spies, failed } = await fetchFailed();
    expect(failed.context.error).toBe(fixtureProjectsNetworkError.message);
    expect(failed.context.errorKey).toBe('errors.requestFailure');
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureProjectsNetworkError);
  });

  it('fetches again on Try again and clears the error', async () => {
    const { actor } = await fetchFailed();
    actor.send({ type: 'savedProjects.retry' });
    const finished = await waitFor(actor, (s) => s.matches('Finished'));
    expect(finished.context.error).toBeNull();
    expect(projectsOfPage(finished.context)).toHaveLength(10);
  });

  it('after a delete drops every fetched page and fetches the current page again', async () => {
    const { actor, spies } = start(twoPages);
    await waitFor(actor, (s) => s.matches('Finished'));
    actor.send({ type: 'savedProjects.showPage', page: 2 });
    await waitFor(actor, (s) => s.matches('Finished') && s.context.page === 2);
    spies.loadPage.mockImplementation(async ({ skip }) =>
      skip === 0 ? fixtureProjectsList1 : { items: [fixtureSavedProject(12)], total: 11 },
    );
    actor.send({ type: 'savedProjects.reload' });
    expect(actor.getSnapshot().context.pages).toEqual({});
    const finished = await waitFor(actor, (s) => s.matches('Finished'));
    expect(finished.context.total).toBe(11);
    expect(Object.keys(finished.context.pages)).toEqual(['2']);
    expect(spies.loadPage).toHaveBeenLastCalledWith({ skip: 10, limit: 10 });
  });

  it('moves to the last page with projects when the page shown became empty, and says so', async () => {
    const { actor, spies } = start(
      async ({ skip }) => (skip === 0 ? { items: fixtureProjectsPage1.projects, total: 10 } : { items: [], total: 10 }),
      {
        page: 2,
      },
    );
    const pageChanges: number[] = [];
    actor.on('savedProjects.pageChanged', (event) => pageChanges.push(event.page));
    const finished = await waitFor(actor, (s) => s.matches('Finished'));
    expect(finished.context.page).toBe(1);
    expect(pageChanges).toEqual([1]);
    expect(spies.loadPage.mock.calls.map(([request]) => request.skip)).toEqual([10, 0]);
    expect(projectsOfPage(finished.context)).toHaveLength(10);
  });

  it('keeps an empty first page as the empty state', async () => {
    const { actor } = start(async () => ({ items: [], total: 0 }));
    const finished = await waitFor(actor, (s) => s.matches('Finished'));
    expect(finished.context.total).toBe(0);
    expect(projectsOfPage(finished.context)).toEqual([]);
  });
});
