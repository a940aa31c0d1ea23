// The saved projects page in the app's real route tree and providers, over a fake projects API:
// 10 per page with the page in the URL query, each project's picture, name, product and date,
// the empty state, a failed fetch's error text with Try again, and delete with its confirm, its
// progress, its failure on the item and the page fetched again after it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureSavedProject } from '@machines/projects/fixtures';
import { HttpError, NetworkError } from '@/api/http';
import { fakeProjectsApi, type FakeProjectsApi } from '../fixtures/projectsApi';
import { catchErrorReports } from './support/errorReports';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';

const projects = Array.from({ length: 12 }, (_, index) => fixtureSavedProject(index + 1));

function openProjects(url: string, list = projects, prepare: (api: FakeProjectsApi) => void = () => undefined) {
  const api = fakeProjectsApi(list);
  prepare(api);
  const app = renderApp(url, { apis: { projects: api } });
  return { ...app, api };
}

const items = () => within(screen.getByRole('list', { name: 'Saved projects' })).getAllByRole('article');
const names = () => items().map((item) => within(item).getByRole('heading', { level: 2 }).textContent);
const itemNamed = (name: string) => screen.getByRole('article', { name });

beforeEach(() => setViewportWidth(1366));
afterEach(() => vi.restoreAllMocks());

describe('saved projects page', () => {
  it('shows the first 10 projects of the signed-in account with picture, product, date and Continue editing', async () => {
    const { api } = openProjects('/saved-projects');
    await screen.findByRole('heading', { level: 1, name: 'Saved projects' });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(api.listProjects).toHaveBeenCalledWith('acc-1', { skip: 0, limit: 10 }, expect.anything());
    expect(screen.getByText('12 saved projects')).toBeInTheDocument();
    const first = itemNamed('Project 1');
    expect(within(first).getByRole('img', { name: 'Preview of Project 1 (Photo book A4, hard cover)' })).toHaveAttribute(
      'src',
      fixtureSavedProject(1).previewUrl,
    );
    expect(within(first).getByText('Photo book A4, hard cover')).toBeInTheDocument();
    expect(within(first).getByText('Last changed 29 Oct 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Continue editing Project 1' })).toHaveAttribute(
      'href',
      `https://www.bonusprint.co.uk/editor?projectId=${fixtureSavedProject(1).id}`,
    );
  });

  it('pages through the URL query: skip = (page - 1) × 10', async () => {
    const user = userEvent.setup();
    const { router, api } = openProjects('/saved-projects');
    const pager = await screen.findByRole('navigation', { name: 'Pages of saved projects' });
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(names()).toEqual(['Project 11', 'Project 12']));
    expect(api.listProjects).toHaveBeenLastCalledWith('acc-1', { skip: 10, limit: 10 }, expect.anything());
    // back to page 1: shown from what was fetched, not asked again
    await user.click(within(pager).getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(api.listProjects).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state', async () => {
    openProjects('/saved-projects', []);
    expect(await screen.findByText(/You have no saved projects/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a project' })).toHaveAttribute('href', 'https://www.bonusprint.co.uk/products');
    expect(screen.queryByRole('navigation', { name: 'Pages of saved projects' })).toBeNull();
  });

  it('shows a failed fetch’s error text with Try again, which fetches again', async () => {
    const reports = catchErrorReports();
    const user = userEvent.setup();
    openProjects('/saved-projects', projects, (api) =>
      api.listProjects.mockRejectedValueOnce(
        new HttpError({
          method: 'GET',
          status: 500,
          text: '{"message":"Internal error"}',
          url: 'https://x.test/api/projects/api/v2/projects/acc-1',
        }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your saved projects could not be loaded.');
    expect(alert).toHaveTextContent('GET /api/projects/api/v2/projects/acc-1 failed with 500');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(reports.map((report) => report.source)).toContain('machine:savedProjects'));
  });

  it('shows a failed page change in place of the list, with the pager to go elsewhere', async () => {
    catchErrorReports();
    const user = userEvent.setup();
    const { api } = openProjects('/saved-projects');
    await waitFor(() => expect(names()).toHaveLength(10));
    api.listProjects.mockRejectedValueOnce(
      new NetworkError({ method: 'GET', url: 'https://x.test/api/projects/api/v2/projects/acc-1', cause: null }),
    );
    const pager = screen.getByRole('navigation', { name: 'Pages of saved projects' });
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request failure');
    expect(screen.queryByRole('list', { name: 'Saved projects' })).toBeNull();
    await user.click(within(pager).getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes a project after the confirm and fetches the page again without it', async () => {
    const user = userEvent.setup();
    const { api } = openProjects('/saved-projects');
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(within(itemNamed('Project 3')).getByRole('button', { name: 'Delete Project 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(dialog).toHaveTextContent('“Project 3” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteProject).not.toHaveBeenCalled();

    let finish: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const deleteNow = api.deleteProject.getMockImplementation();
    api.deleteProject.mockImplementationOnce(async (...args) => {
      await gate;
      await deleteNow?.(...args);
    });
    await user.click(within(itemNamed('Project 3')).getByRole('button', { name: 'Delete Project 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete project' }));
    expect(await within(itemNamed('Project 3')).findByRole('status')).toHaveTextContent('Deleting…');
    // the dialog hands the focus back to the item's Delete, which says it cannot be used meanwhile
    await waitFor(() => expect(within(itemNamed('Project 3')).getByRole('button', { name: 'Delete Project 3' })).toHaveFocus());
    expect(within(itemNamed('Project 3')).getByRole('button', { name: 'Delete Project 3' })).toHaveAttribute('aria-disabled', 'true');
    finish();
    await waitFor(() => expect(names()).not.toContain('Project 3'));
    expect(api.deleteProject).toHaveBeenCalledWith(fixtureSavedProject(3).id, expect.anything());
    expect(names()).toHaveLength(10);
    expect(names()).toContain('Project 11');
    // the deleted project's controls are gone: the focus goes to the count above the list
    await waitFor(() => expect(screen.getByText('11 saved projects')).toHaveFocus());
  });

  it('keeps a project whose delete failed, with its error and Try again', async () => {
    catchErrorReports();
    const user = userEvent.setup();
    const { api } = openProjects('/saved-projects');
    await waitFor(() => expect(names()).toHaveLength(10));
    let finish: () => void = () => undefined;
    api.deleteProject.mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          finish = () => reject(new NetworkError({ method: 'DELETE', url: 'https://x.test/api/projects/api/v2/project/p', cause: null }));
        }),
    );
    await user.click(within(itemNamed('Project 2')).getByRole('button', { name: 'Delete Project 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete project' }));
    expect(await within(itemNamed('Project 2')).findByText('Deleting…')).toBeInTheDocument();
    finish();
    const alert = await within(itemNamed('Project 2')).findByRole('alert');
    expect(alert).toHaveTextContent('“Project 2” could not be deleted.');
    expect(alert).toHaveTextContent('Request failure');
    expect(names()).toContain('Project 2');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).not.toContain('Project 2'));
    expect(api.deleteProject).toHaveBeenCalledTimes(2);
  });

  it('goes back a page when the delete left the last page empty', async () => {
    const user = userEvent.setup();
    const { router } = openProjects('/saved-projects?page=2', projects.slice(0, 11));
    await waitFor(() => expect(names()).toEqual(['Project 11']));
    await user.click(within(itemNamed('Project 11')).getByRole('button', { name: 'Delete Project 11' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Pages of saved projects' })).toBeNull();
  });

  it('renders a name holding markup as text', async () => {
    openProjects('/saved-projects', [fixtureSavedProject(1, { name: '<img src=x onerror=alert(1)>' })]);
    expect(await screen.findByRole('heading', { level: 2, name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
