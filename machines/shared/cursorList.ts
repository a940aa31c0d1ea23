// A list whose service pages with a cursor and an end marker (S1 §2: the next page loads when the
// list's end marker is fully visible), in the paged lists' vocabulary (./pagedList.ts). Nothing
// loads until the view asks (`<id>.load`), so a list nobody sees costs nothing; the first page
// (firstPageSize) shows in place of a loader, each later page (pageSize) is appended on
// `<id>.loadMore` while the service gives a next cursor. A failed first page shows in place of
// the list, a failed later page under the items loaded; `<id>.retry` asks again for the page that
// failed. `<id>.reload` starts again from the first page (after a change made elsewhere); an item
// changed or removed elsewhere changes in place or leaves (`<id>.itemChanged`, `<id>.itemRemoved`).
import { assign, setup } from 'xstate';
import { failureOf } from './failureReason';
import { keyed } from './keyed';
import { noFailure, type ListFailure, type PagedListTag } from './pagedList';
import { notProvided } from './notProvided';

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

/** A list's events, under its machine's id: `albumList.load`, `albumList.loadMore`, … */
export type CursorListEvent<TItem, TId extends string> =
  | { type: `${TId}.load` }
  | { type: `${TId}.loadMore` }
  | { type: `${TId}.retry` }
  | { type: `${TId}.reload` }
  | { type: `${TId}.itemChanged`; key: string; change: Partial<TItem> }
  | { type: `${TId}.itemRemoved`; key: string };

export interface CursorListOptions<TItem, TId extends string> {
  /** the machine's id, which its events carry */
  id: TId;
  description: string;
  keyOf: (item: TItem) => string;
}

export function createCursorListMachine<TItem, TId extends string>(options: CursorListOptions<TItem, TId>) {
  const { id, keyOf } = options;
  const load: `${TId}.load` = `${id}.load`;
  const loadMore: `${TId}.loadMore` = `${id}.loadMore`;
  const retry: `${TId}.retry` = `${id}.retry`;
  const reload: `${TId}.reload` = `${id}.reload`;
  const itemChanged: `${TId}.itemChanged` = `${id}.itemChanged`;
  const itemRemoved: `${TId}.itemRemoved` = `${id}.itemRemoved`;
  // the transitions are keyed by the list's own event types (keyed(): a computed key TypeScript
  // types as any string), so what an item event carries is read through these types
  type ItemChanged = { event: { key: string; change: Partial<TItem> } };
  type ItemRemoved = { event: { key: string } };
  /** From any state but NotRequested: the list starts again from its first page. */
  const reloading = keyed(reload, { target: `#${id}.InProgress`, actions: 'clear' as const });
  return setup({
    types: {
      context: {} as CursorListContext<TItem>,
      events: {} as CursorListEvent<TItem, TId>,
      input: {} as CursorListInput,
      tags: {} as PagedListTag,
    },
    actors: {
      loadPage: notProvided<CursorPage<TItem>, CursorPageRequest>(`${id}: the loadPage actor`),
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
      ...keyed(itemChanged, {
        actions: { type: 'changeItem' as const, params: ({ event }: ItemChanged) => ({ key: event.key, change: event.change }) },
      }),
      ...keyed(itemRemoved, { actions: { type: 'removeItem' as const, params: ({ event }: ItemRemoved) => ({ key: event.key }) } }),
    },
    states: {
      NotRequested: {
        description: 'Nothing asked yet (the list is not shown); a change made elsewhere needs no reload.',
        on: keyed(load, 'InProgress'),
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
            on: keyed(loadMore, { guard: 'hasMore' as const, target: 'loadingMore' }),
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
            on: keyed(retry, 'loadingMore'),
          },
        },
      },
      Failed: {
        description: 'The first page failed: the error shows in place of the list with Try again.',
        tags: ['error'],
        on: { ...reloading, ...keyed(retry, 'InProgress') },
      },
    },
  });
}

export type CursorListMachine<TItem, TId extends string> = ReturnType<typeof createCursorListMachine<TItem, TId>>;
