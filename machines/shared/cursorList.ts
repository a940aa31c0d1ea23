// A list whose service pages with a cursor and an end marker (S1 §2: the next page loads when the
// list's end marker is fully visible), in the paged lists' vocabulary (./pagedList.ts). Nothing
// loads until the view asks (`list.load`), so a list nobody sees costs nothing; the first page
// (firstPageSize) shows in place of a loader, each later page (pageSize) is appended on
// `list.loadMore` while the service gives a next cursor. A failed first page shows in place of
// the list, a failed later page under the items loaded; `list.retry` asks again for the page that
// failed. `list.reload` starts again from the first page (after a change made elsewhere); an item
// changed or removed elsewhere changes in place or leaves (`list.itemChanged`, `list.itemRemoved`).
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from './failureReason';
import { noFailure, type ListFailure, type PagedListTag } from './pagedList';

/** One page as the load actor answers it: its items and the next page's cursor (null: no more). */
export interface CursorPage<TItem> {
  items: readonly TItem[];
  cursor: string | null;
}

/** What the load actor is asked for. */
export interface CursorPageRequest {
  cursor: string | null;
  limit: number;
}

export interface CursorListInput {
  /** the first page's size */
  firstPageSize: number;
  /** every later page's size */
  pageSize: number;
}

export interface CursorListContext<TItem> extends CursorListInput, ListFailure {
  /** the items loaded, in the service's order */
  items: readonly TItem[];
  /** the next page's cursor; null = no more (or nothing loaded yet) */
  cursor: string | null;
}

export type CursorListEvent<TItem> =
  | { type: 'list.load' }
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'list.itemChanged'; key: string; change: Partial<TItem> }
  | { type: 'list.itemRemoved'; key: string };

export interface CursorListOptions<TItem> {
  id: string;
  description: string;
  keyOf: (item: TItem) => string;
}

export function createCursorListMachine<TItem>(options: CursorListOptions<TItem>) {
  const { id, keyOf } = options;
  /** From any state but NotRequested: the list starts again from its first page. */
  const reloading = { 'list.reload': { target: `#${id}.InProgress`, actions: 'clear' } } as const;
  return setup({
    types: {
      context: {} as CursorListContext<TItem>,
      events: {} as CursorListEvent<TItem>,
      input: {} as CursorListInput,
      tags: {} as PagedListTag,
    },
    actors: {
      loadPage: fromPromise<CursorPage<TItem>, CursorPageRequest>(async () => {
        throw new Error(`${id}: the loadPage actor is not provided`);
      }),
    },
    guards: {
      hasMore: ({ context }) => context.cursor !== null,
    },
    actions: {
      append: assign(({ context }, params: { page: CursorPage<TItem> }) => {
        // a page after a change (an item changed or removed meanwhile) never repeats an item
        const known = new Set(context.items.map(keyOf));
        return {
          items: [...context.items, ...params.page.items.filter((item) => !known.has(keyOf(item)))],
          cursor: params.page.cursor,
          ...noFailure,
        };
      }),
      clear: assign({ items: [], cursor: null, ...noFailure }),
      storeFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
      changeItem: assign(({ context }, params: { key: string; change: Partial<TItem> }) => ({
        items: context.items.map((item) => (keyOf(item) === params.key ? { ...item, ...params.change } : item)),
      })),
      removeItem: assign(({ context }, params: { key: string }) => ({
        items: context.items.filter((item) => keyOf(item) !== params.key),
      })),
      /** logged and reported: the app's inspector reports each reportFailure (S1 §8) */
      reportFailure: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    description: options.description,
    context: ({ input }) => ({ ...input, items: [], cursor: null, ...noFailure }),
    initial: 'NotRequested',
    on: {
      'list.itemChanged': { actions: { type: 'changeItem', params: ({ event }) => ({ key: event.key, change: event.change }) } },
      'list.itemRemoved': { actions: { type: 'removeItem', params: ({ event }) => ({ key: event.key }) } },
    },
    states: {
      NotRequested: {
        description: 'Nothing asked yet (the list is not shown); a change made elsewhere needs no reload.',
        on: { 'list.load': 'InProgress' },
      },
      InProgress: {
        description: 'The first page is on its way: a loader shows in place of the list.',
        tags: ['loading'],
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ cursor: null, limit: context.firstPageSize }),
          onDone: { target: 'Finished', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
          onError: {
            target: 'Failed',
            actions: [
              { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
        on: reloading,
      },
      Finished: {
        description: 'The loaded items are shown; more load when the end marker is fully visible.',
        initial: 'idle',
        on: reloading,
        states: {
          idle: {
            description: 'Waiting for the end marker (nothing to do when the last page is in).',
            on: { 'list.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
          },
          loadingMore: {
            description: 'The next page is on its way; it is appended to the list.',
            tags: ['busy'],
            invoke: {
              id: 'loadPage',
              src: 'loadPage',
              input: ({ context }) => ({ cursor: context.cursor, limit: context.pageSize }),
              onDone: { target: 'idle', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
              onError: {
                target: 'moreFailed',
                actions: [
                  { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            },
          },
          moreFailed: {
            description: 'A later page failed: the loaded items stay, the error shows under them with Try again.',
            tags: ['error'],
            on: { 'list.retry': 'loadingMore' },
          },
        },
      },
      Failed: {
        description: 'The first page failed: the error shows in place of the list with Try again.',
        tags: ['error'],
        on: { ...reloading, 'list.retry': 'InProgress' },
      },
    },
  });
}

export type CursorListMachine<TItem> = ReturnType<typeof createCursorListMachine<TItem>>;
