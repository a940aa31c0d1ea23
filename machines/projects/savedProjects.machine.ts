// The saved projects collection (spec S0 §4 "Saved project", "Projects collection", §7, §9): items
// by id, pages of ids by page number, pageSize (10), the total from totalProjectCount and the
// error text of a failed fetch. One page is fetched at a time (skip = (page - 1) × pageSize); a
// page fetched once is shown again at once. A deleted project clears the items and the pages and
// fetches the current page again, since every later project moves up by one.
// The page shown comes from the view (the URL query). Decision: a page past the last one (after
// deleting the only project of the last page, or a ?page= too high) goes to the last page that
// has projects, and says so (`projects.pageChanged`) so that the view can correct its URL.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { SavedProject } from '@schemas/projects';
import { PROJECTS_PAGE_SIZE } from '@schemas/tunables';
import { failureOf } from '../shared/failureReason';

/** One page of saved projects as the API edge hands it over (totalProjectCount is its total). */
export interface SavedProjectsPage {
  projects: SavedProject[];
  total: number;
}

/** What the page fetch asks for. */
export interface ProjectPageRequest {
  accountId: string;
  skip: number;
  limit: number;
}

export interface SavedProjectsContext {
  /** the signed-in account, whose projects these are (part of the list's path) */
  accountId: string;
  pageSize: number;
  /** the page shown or asked for, from 1 */
  page: number;
  /** every project fetched, by id */
  items: Readonly<Record<string, SavedProject>>;
  /** the ids of each fetched page, by page number */
  pages: Readonly<Record<number, readonly string[]>>;
  /** every project of the account, from the last answer's totalProjectCount; null before one */
  total: number | null;
  /** the failed fetch's message text, shown with Try again; null after a success */
  error: string | null;
  /** the i18n key the error names for the customer ('Request failure'), if any */
  errorKey: string | null;
}

export interface SavedProjectsInput {
  accountId: string;
  /** the page to show first (the URL's), from 1 */
  page?: number;
  pageSize?: number;
}

export type SavedProjectsEvent =
  { type: 'projects.showPage'; page: number } | { type: 'projects.retry' } | { type: 'projects.deleted'; projectId: string };

export type SavedProjectsEmitted = { type: 'projects.pageChanged'; page: number };

/** Pages of `total` projects (at least 1, so that no projects still make one page). */
export function pageCountOf(total: number, pageSize: number = PROJECTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The projects of the page shown, in order; empty until that page is fetched. */
export function projectsOfPage(context: Pick<SavedProjectsContext, 'items' | 'pages' | 'page'>): SavedProject[] {
  return (context.pages[context.page] ?? []).flatMap((id) => {
    const project = context.items[id];
    return project ? [project] : [];
  });
}

const validPage = (page: number | undefined) => (page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1);

export const savedProjectsMachine = setup({
  types: {
    context: {} as SavedProjectsContext,
    events: {} as SavedProjectsEvent,
    input: {} as SavedProjectsInput,
    emitted: {} as SavedProjectsEmitted,
  },
  actors: {
    /** GET /api/v2/projects/:accountId?skip&limit, adapted (src/api/projects.ts) */
    loadPage: fromPromise<SavedProjectsPage, ProjectPageRequest>(async () => {
      throw new Error('savedProjects: the loadPage actor is not provided');
    }),
  },
  guards: {
    isOtherPage: ({ context }, params: { page: number }) => validPage(params.page) !== context.page,
    isFetchedPage: ({ context }, params: { page: number }) => context.pages[validPage(params.page)] !== undefined,
    /** the answer is empty although projects exist: the page lies past the last one */
    isPastLastPage: ({ context }, params: { answer: SavedProjectsPage }) =>
      params.answer.projects.length === 0 && params.answer.total > 0 && context.page > 1,
  },
  actions: {
    showPage: assign((_, params: { page: number }) => ({ page: validPage(params.page) })),
    storePage: assign(({ context }, params: { answer: SavedProjectsPage }) => ({
      items: { ...context.items, ...Object.fromEntries(params.answer.projects.map((project) => [project.id, project])) },
      pages: { ...context.pages, [context.page]: params.answer.projects.map((project) => project.id) },
      total: params.answer.total,
      error: null,
      errorKey: null,
    })),
    showLastPage: assign(({ context }, params: { answer: SavedProjectsPage }) => ({
      page: pageCountOf(params.answer.total, context.pageSize),
      total: params.answer.total,
    })),
    announcePage: emit(({ context }) => ({ type: 'projects.pageChanged' as const, page: context.page })),
    storeError: assign((_, params: { error: unknown }) => failureOf(params.error)),
    /** after a delete every page may have changed: fetched pages and items are dropped */
    clearPages: assign({ items: {}, pages: {} }),
    /** logged to the console and sent to the error reporter (S0 §8) */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'savedProjects',
  description: 'The saved projects, one page of 10 at a time, pages kept by number until a project is deleted.',
  context: ({ input }) => ({
    accountId: input.accountId,
    pageSize: input.pageSize ?? PROJECTS_PAGE_SIZE,
    page: validPage(input.page),
    items: {},
    pages: {},
    total: null,
    error: null,
    errorKey: null,
  }),
  initial: 'InProgress',
  states: {
    InProgress: {
      description: 'The page asked for is on its way; the page shown before, if any, stays until the answer.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ accountId: context.accountId, skip: (context.page - 1) * context.pageSize, limit: context.pageSize }),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => ({ answer: event.output }) },
            target: 'InProgress',
            reenter: true,
            actions: [{ type: 'showLastPage', params: ({ event }) => ({ answer: event.output }) }, 'announcePage'],
          },
          {
            target: 'Finished',
            actions: { type: 'storePage', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: {
          target: 'Failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        'projects.showPage': [
          {
            guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
            target: 'InProgress',
            reenter: true,
            actions: { type: 'showPage', params: ({ event }) => ({ page: event.page }) },
          },
        ],
        // a delete while a page is on its way: that answer may already be out of date
        'projects.deleted': { target: 'InProgress', reenter: true, actions: 'clearPages' },
      },
    },
    Finished: {
      description: 'The page is shown: its projects and the total for the pager (none at all: the empty state).',
      on: {
        'projects.showPage': [
          {
            guard: { type: 'isFetchedPage', params: ({ event }) => ({ page: event.page }) },
            actions: { type: 'showPage', params: ({ event }) => ({ page: event.page }) },
          },
          {
            guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
            target: 'InProgress',
            actions: { type: 'showPage', params: ({ event }) => ({ page: event.page }) },
          },
        ],
        'projects.deleted': { target: 'InProgress', actions: 'clearPages' },
      },
    },
    Failed: {
      description: 'The page could not be fetched: its error text with Try again, which fetches it again.',
      tags: ['error'],
      on: {
        'projects.retry': 'InProgress',
        'projects.deleted': { target: 'InProgress', actions: 'clearPages' },
        'projects.showPage': [
          {
            guard: { type: 'isFetchedPage', params: ({ event }) => ({ page: event.page }) },
            target: 'Finished',
            actions: { type: 'showPage', params: ({ event }) => ({ page: event.page }) },
          },
          {
            target: 'InProgress',
            actions: { type: 'showPage', params: ({ event }) => ({ page: event.page }) },
          },
        ],
      },
    },
  },
});

export type SavedProjectsMachine = typeof savedProjectsMachine;
