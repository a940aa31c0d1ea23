// A list paged on the server by number (skip = (page - 1) × pageSize, limit pageSize), in the paged
// lists' vocabulary (./pagedList.ts): one page at a time, the page asked for from the view (the URL
// query), the total for the pager, a failed page tried again. The page on screen stays while
// another loads, so the list and its pager do not jump. Items are kept by key and each fetched page
// as its keys by number (S0 §3 "Projects collection"); a list that keeps its pages shows a fetched
// page again at once, else every page change asks the service. `<id>.reload` drops every page and
// asks for the page shown again (after a change made elsewhere, e.g. a delete). A list may move a
// page past its last one (an empty answer while items exist) to its last page, and says so
// (`<id>.pageChanged`) so that the view can correct its URL.
import { assign, emit, setup } from 'xstate';
import { failureOf } from './failureReason';
import { keyed } from './keyed';
import { noFailure, pageCountOf, validPage, type ListFailure, type PagedListTag } from './pagedList';
import { notProvided } from './notProvided';

/** One page as the load actor answers it: its items and how many the list holds in all. */
export interface NumberedPage<TItem> {
  items: readonly TItem[];
  total: number;
}

/** What the load actor is asked for. */
export interface PageWindow {
  skip: number;
  limit: number;
}

export interface PageNumberedListContext<TItem> extends ListFailure {
  pageSize: number;
  /** the page shown or asked for, from 1 */
  page: number;
  /** every item fetched, by key */
  items: Readonly<Record<string, TItem>>;
  /** the keys of each fetched page, by page number */
  pages: Readonly<Record<number, readonly string[]>>;
  /** the items on screen: the page asked for once fetched, until then the page shown before */
  shown: readonly TItem[];
  /** every item of the list, on all pages; null until the first answer */
  total: number | null;
}

export interface PageNumberedListInput {
  /** the page to show first (the URL's), from 1 */
  page?: number;
  pageSize?: number;
}

/** A list's events, under its machine's id: `savedProjects.showPage`, `savedProjects.retry`, … */
export type PageNumberedListEvent<TId extends string> =
  { type: `${TId}.showPage`; page: number } | { type: `${TId}.retry` } | { type: `${TId}.reload` };

export type PageNumberedListEmitted<TId extends string> = { type: `${TId}.pageChanged`; page: number };

export interface PageNumberedListOptions<TItem, TId extends string> {
  /** the machine's id, which its events carry */
  id: TId;
  description: string;
  pageSize: number;
  keyOf: (item: TItem) => string;
  /** a fetched page is shown again without asking the service */
  keepPages: boolean;
  /** a page past the last one moves to the last page (else it shows as an empty page) */
  toLastPage: boolean;
}

/** The API's window of a page (pages count from 1; anything below is page 1). */
export function pageWindow(page: number, pageSize: number): PageWindow {
  return { skip: (validPage(page) - 1) * pageSize, limit: pageSize };
}

/** The items of a fetched page, in order; null when that page is not fetched. */
export function itemsOfPage<TItem>(context: Pick<PageNumberedListContext<TItem>, 'items' | 'pages'>, page: number): TItem[] | null {
  const keys = context.pages[page];
  if (keys === undefined) return null;
  return keys.flatMap((key) => {
    const item = context.items[key];
    return item === undefined ? [] : [item];
  });
}

export function createPageNumberedListMachine<TItem, TId extends string>(options: PageNumberedListOptions<TItem, TId>) {
  const { id, keyOf, keepPages, toLastPage } = options;
  const showPage: `${TId}.showPage` = `${id}.showPage`;
  const retry: `${TId}.retry` = `${id}.retry`;
  const reload: `${TId}.reload` = `${id}.reload`;
  const pageChanged: `${TId}.pageChanged` = `${id}.pageChanged`;
  // the transitions are keyed by the list's own event types (keyed(): a computed key TypeScript
  // types as any string), so the page they take is read through this type
  type ShowPage = { event: { page: number } };
  return setup({
    types: {
      context: {} as PageNumberedListContext<TItem>,
      events: {} as PageNumberedListEvent<TId>,
      input: {} as PageNumberedListInput | undefined,
      emitted: {} as PageNumberedListEmitted<TId>,
      tags: {} as PagedListTag,
    },
    actors: {
      loadPage: notProvided<NumberedPage<TItem>, PageWindow>(`${id}: the loadPage actor`),
    },
    guards: {
      isOtherPage: ({ context }, params: { page: number }) => validPage(params.page) !== context.page,
      isKeptPage: ({ context }, params: { page: number }) => keepPages && context.pages[validPage(params.page)] !== undefined,
      /** the answer is empty although items exist: the page lies past the last one */
      isPastLastPage: ({ context }, params: { answer: NumberedPage<TItem> }) =>
        toLastPage && params.answer.items.length === 0 && params.answer.total > 0 && context.page > 1,
    },
    actions: {
      showPage: assign(({ context }, params: { page: number }) => {
        const page = validPage(params.page);
        return { page, shown: itemsOfPage(context, page) ?? context.shown };
      }),
      storePage: assign(({ context }, params: { answer: NumberedPage<TItem> }) => {
        const keys = params.answer.items.map(keyOf);
        const fetched = Object.fromEntries(params.answer.items.map((item) => [keyOf(item), item]));
        return {
          items: keepPages ? { ...context.items, ...fetched } : fetched,
          pages: keepPages ? { ...context.pages, [context.page]: keys } : { [context.page]: keys },
          shown: params.answer.items,
          total: params.answer.total,
          ...noFailure,
        };
      }),
      showLastPage: assign(({ context }, params: { answer: NumberedPage<TItem> }) => ({
        page: pageCountOf(params.answer.total, context.pageSize),
        total: params.answer.total,
      })),
      announcePage: emit(({ context }) => ({ type: pageChanged, page: context.page })),
      storeFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
      /** every fetched page is dropped (the page on screen stays until its new answer) */
      clearPages: assign({ items: {}, pages: {} }),
      /** logged to the console and sent to the error reporter (S0 §8) */
      reportFailure: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    description: options.description,
    context: ({ input }) => ({
      pageSize: input?.pageSize ?? options.pageSize,
      page: validPage(input?.page),
      items: {},
      pages: {},
      shown: [],
      total: null,
      ...noFailure,
    }),
    initial: 'InProgress',
    states: {
      InProgress: {
        description: 'The page asked for is on its way; the page shown before, if any, stays until the answer.',
        tags: ['loading'],
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => pageWindow(context.page, context.pageSize),
          onDone: [
            {
              guard: { type: 'isPastLastPage', params: ({ event }) => ({ answer: event.output }) },
              target: 'InProgress',
              reenter: true,
              actions: [{ type: 'showLastPage', params: ({ event }) => ({ answer: event.output }) }, 'announcePage'],
            },
            { target: 'Finished', actions: { type: 'storePage', params: ({ event }) => ({ answer: event.output }) } },
          ],
          onError: {
            target: 'Failed',
            actions: [
              { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
        on: {
          ...keyed(showPage, {
            guard: { type: 'isOtherPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
            target: 'InProgress',
            reenter: true,
            actions: { type: 'showPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
          }),
          // a change while a page is on its way: that answer may already be out of date
          ...keyed(reload, { target: 'InProgress', reenter: true, actions: 'clearPages' as const }),
        },
      },
      Finished: {
        description: 'The page is shown: its items and the total for the pager (none at all: the empty state).',
        on: {
          ...keyed(showPage, [
            {
              guard: { type: 'isKeptPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
              actions: { type: 'showPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
            },
            {
              guard: { type: 'isOtherPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
              target: 'InProgress',
              actions: { type: 'showPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
            },
          ]),
          ...keyed(reload, { target: 'InProgress', actions: 'clearPages' as const }),
        },
      },
      Failed: {
        description: 'The page could not be loaded: its error with Try again, which asks for it again.',
        tags: ['error'],
        on: {
          ...keyed(retry, 'InProgress'),
          ...keyed(reload, { target: 'InProgress', actions: 'clearPages' as const }),
          ...keyed(showPage, [
            {
              guard: { type: 'isKeptPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
              target: 'Finished',
              actions: { type: 'showPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) },
            },
            { target: 'InProgress', actions: { type: 'showPage' as const, params: ({ event }: ShowPage) => ({ page: event.page }) } },
          ]),
        },
      },
    },
  });
}

export type PageNumberedListMachine<TItem, TId extends string> = ReturnType<typeof createPageNumberedListMachine<TItem, TId>>;
