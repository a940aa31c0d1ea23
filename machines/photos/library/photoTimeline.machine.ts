// The photo library of the signed-in account as the Photos page shows it (spec S1 §2 Photos page,
// §4 timeline month status; DECISIONS 19–24): by sort key, either the month timeline (counts, then
// each month's pages) or the flat created-sort list (GET /photos in pages of 500). The photo
// summary (GET /users, tab counts) is a resource actor beside it (src/features/photos/wiring). Optimistic removal hides photos at once and brings them back on
// failure; another sort chosen resets the months and is saved. What loads next is decided here:
// months as they are seen, and what follows a photo (library.loadAfter: its month's rest or the
// next month's first page; the next page of the flat list).
import { assign, setup } from 'xstate';
import {
  PHOTOS_PAGE_SIZE,
  PHOTOS_PER_MONTH_SECTION,
  type ImagePage,
  type SortSettings,
  type TimelineCounts,
  type Image,
} from '@schemas/photos';
import {
  appendUnique,
  findMonth,
  loadAfterStep,
  monthKeyOf,
  monthsFromCounts,
  updateMonth,
  without,
  withoutPhotos,
  withPage,
  withUnique,
  type MonthKey,
  type MonthRecord,
} from './photoTimeline.months';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

export type { MonthKey, MonthRecord, MonthStatus } from './photoTimeline.months';
export { monthKeyOf } from './photoTimeline.months';

export interface PhotoTimelineInput {
  sort: SortSettings;
  /** a list with no month timeline (an album): the flat list whatever the sort key */
  flatOnly?: boolean;
}

/** What a month-page actor is asked for, and answers. */
export interface MonthPageRequest {
  key: MonthKey;
  year: number;
  month: number;
  sort: SortSettings;
  cursor: string | null;
  limit: number;
}
export interface MonthPageOutput {
  key: MonthKey;
  page: ImagePage;
}
export interface LibraryPageRequest {
  sort: SortSettings;
  cursor: string | null;
  limit: number;
}

export interface PhotoTimelineContext {
  sort: SortSettings;
  /** the flat list whatever the sort key (an album's photos; the library's is by sort key) */
  flatOnly: boolean;
  /** the month records in display order (timeline sorts) */
  months: MonthRecord[];
  /** the flat list (created sorts) and its next cursor */
  flat: Image[];
  flatCursor: string | null;
  /** photos hidden by an optimistic removal (still in months/flat, left out of every view) */
  hidden: string[];
  /** photos confirmed removed since the last reload (the summary's photo count is older) */
  removedCount: number;
  /** months waiting for their first page, most recently seen last (loaded first) */
  firstQueue: MonthKey[];
  /** expanded months waiting for their next page of 500, first come first served */
  restQueue: MonthKey[];
  loadingFirst: MonthKey | null;
  loadingRest: MonthKey | null;
  /** message of the last load failure, for logs; the view shows its own text */
  error: string | null;
}

type MonthEvent = { year: number; month: number };
export type PhotoTimelineEvent =
  | ({ type: 'photoTimeline.monthVisible' } & MonthEvent)
  | ({ type: 'photoTimeline.monthLeft' } & MonthEvent)
  | ({ type: 'photoTimeline.monthExpand' } & MonthEvent)
  | ({ type: 'photoTimeline.monthRetry' } & MonthEvent)
  | { type: 'photoTimeline.loadMore' }
  | { type: 'photoTimeline.loadAfter'; imageId: string }
  | { type: 'photoTimeline.retry' }
  | { type: 'photoTimeline.reload' }
  | { type: 'photoTimeline.sortChanged'; sort: SortSettings }
  | { type: 'photoTimeline.hide'; imageIds: readonly string[] }
  | { type: 'photoTimeline.unhide'; imageIds: readonly string[] }
  | { type: 'photoTimeline.confirmRemoved'; imageIds: readonly string[] };

const keyOf = (event: MonthEvent) => monthKeyOf(event.year, event.month);
const sameSort = (a: SortSettings, b: SortSettings) => a.sortKey === b.sortKey && a.sortOrder === b.sortOrder;
const canExpand = (months: readonly MonthRecord[], key: MonthKey) => {
  const month = findMonth(months, key);
  return month !== undefined && month.status === 'fulfilled' && month.cursor !== null && !month.expanded;
};
/** The load that shows what follows a photo (null: the last loaded one), when one is to start. */
const loadAfterOf = (context: PhotoTimelineContext, imageId: string | null) => {
  const step = loadAfterStep(context.months, new Set(context.hidden), imageId);
  return step?.kind === 'restOfMonth' && !canExpand(context.months, step.key) ? null : step;
};
const emptyLibrary = {
  months: [],
  flat: [],
  flatCursor: null,
  firstQueue: [],
  restQueue: [],
  loadingFirst: null,
  loadingRest: null,
  error: null,
} satisfies Partial<PhotoTimelineContext>;

export const photoTimelineMachine = setup({
  types: {
    context: {} as PhotoTimelineContext,
    events: {} as PhotoTimelineEvent,
    input: {} as PhotoTimelineInput,
  },
  actors: {
    loadTimelineCounts: notProvided<TimelineCounts>('photoTimeline: the loadTimelineCounts actor'),
    loadMonthPage: notProvided<MonthPageOutput, MonthPageRequest>('photoTimeline: the loadMonthPage actor'),
    loadMonthRest: notProvided<MonthPageOutput, MonthPageRequest>('photoTimeline: the loadMonthRest actor'),
    loadLibraryPage: notProvided<ImagePage, LibraryPageRequest>('photoTimeline: the loadLibraryPage actor'),
  },
  guards: {
    listsFlat: ({ context }) => context.flatOnly || context.sort.sortKey === 'created',
    hasFirstQueued: ({ context }) => context.firstQueue.length > 0,
    hasRestQueued: ({ context }) => context.restQueue.length > 0,
    hasMoreFlat: ({ context }) => context.flatCursor !== null,
    isUninitialized: ({ context }, params: { key: MonthKey }) => findMonth(context.months, params.key)?.status === 'uninitialized',
    isQueuedFirst: ({ context }, params: { key: MonthKey }) => context.firstQueue.includes(params.key),
    canExpand: ({ context }, params: { key: MonthKey }) => canExpand(context.months, params.key),
    /** what follows the photo is not loaded and not asked for: its month's rest, or the next month */
    canLoadAfter: ({ context }, params: { imageId: string | null }) => loadAfterOf(context, params.imageId) !== null,
    isOtherSort: ({ context }, params: { sort: SortSettings }) => !sameSort(context.sort, params.sort),
    isRejected: ({ context }, params: { key: MonthKey }) => findMonth(context.months, params.key)?.status === 'rejected',
    isLoadingFirst: ({ context }, params: { key: MonthKey }) => context.loadingFirst === params.key,
    isLoadingRest: ({ context }, params: { key: MonthKey }) => context.loadingRest === params.key,
  },
  actions: {
    resetLibrary: assign(() => ({ ...emptyLibrary })),
    forgetRemovals: assign({ hidden: [], removedCount: 0 }),
    applySort: assign((_, params: { sort: SortSettings }) => ({ sort: params.sort })),
    /** the sort chosen is kept for the next visit (provided: the view's stored sort) */
    saveSort: (_, _params: { sort: SortSettings }) => {},
    /**
     * the first month the counts name (none: an empty library), kept for the next visit (provided:
     * the whole library's, whose first page the next start asks for beside the counts)
     */
    keepFirstMonth: (_, _params: { first: MonthRecord | null; sort: SortSettings }) => {},
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    // The first month is on screen when the page opens: its first page is asked for with the
    // counts, not a render and a visibility check later (what the page then sees comes first).
    buildMonths: assign(({ context }, params: { counts: TimelineCounts }) => {
      const [first, ...rest] = monthsFromCounts(params.counts, context.sort);
      return first
        ? { months: [{ ...first, status: 'pending' as const }, ...rest], firstQueue: [first.key] }
        : { months: [], firstQueue: [] };
    }),
    queueFirstPage: assign(({ context }, params: { key: MonthKey }) => firstPageQueued(context, params.key)),
    unqueueFirstPage: assign(({ context }, params: { key: MonthKey }) => ({
      months: updateMonth(context.months, params.key, (month) => ({ ...month, status: 'uninitialized' })),
      firstQueue: without(context.firstQueue, [params.key]),
    })),
    expandMonth: assign(({ context }, params: { key: MonthKey }) => expanded(context, params.key)),
    loadAfter: assign(({ context }, params: { imageId: string | null }) => {
      const step = loadAfterOf(context, params.imageId);
      if (step === null) return {};
      return step.kind === 'restOfMonth' ? expanded(context, step.key) : firstPageQueued(context, step.key);
    }),
    retryMonth: assign(({ context }, params: { key: MonthKey }) => {
      const month = findMonth(context.months, params.key);
      const first = month === undefined || month.images.length === 0;
      return {
        months: updateMonth(context.months, params.key, (record) => ({
          ...record,
          status: 'pending',
          expanded: first ? record.expanded : true,
        })),
        ...(first
          ? { firstQueue: [...without(context.firstQueue, [params.key]), params.key] }
          : { restQueue: withUnique(context.restQueue, [params.key]) }),
      };
    }),
    takeFirstQueued: assign(({ context }) => ({
      loadingFirst: context.firstQueue.at(-1) ?? null,
      firstQueue: context.firstQueue.slice(0, -1),
    })),
    takeRestQueued: assign(({ context }) => ({
      loadingRest: context.restQueue[0] ?? null,
      restQueue: context.restQueue.slice(1),
    })),
    storeFirstPage: assign(({ context }, params: MonthPageOutput) => ({
      months: updateMonth(context.months, params.key, (month) => withPage(month, params.page)),
      loadingFirst: null,
    })),
    storeRestPage: assign(({ context }, params: MonthPageOutput) => {
      const months = updateMonth(context.months, params.key, (month) => withPage(month, params.page));
      const month = findMonth(months, params.key);
      // the rest of an expanded month comes page after page until its cursor runs out
      const more = month !== undefined && month.expanded && month.cursor !== null;
      return {
        months: more ? updateMonth(months, params.key, (record) => ({ ...record, status: 'pending' })) : months,
        restQueue: more ? withUnique(context.restQueue, [params.key]) : context.restQueue,
        loadingRest: null,
      };
    }),
    rejectFirstPage: assign(({ context }) => ({
      months:
        context.loadingFirst === null
          ? context.months
          : updateMonth(context.months, context.loadingFirst, (month) => ({ ...month, status: 'rejected' })),
      loadingFirst: null,
    })),
    rejectRestPage: assign(({ context }) => ({
      months:
        context.loadingRest === null
          ? context.months
          : updateMonth(context.months, context.loadingRest, (month) => ({ ...month, status: 'rejected' })),
      loadingRest: null,
    })),
    storeFlatPage: assign(({ context }, params: { page: ImagePage; append: boolean }) => ({
      flat: params.append ? appendUnique(context.flat, params.page.images) : appendUnique([], params.page.images),
      flatCursor: params.page.cursor,
    })),
    hide: assign(({ context }, params: { imageIds: readonly string[] }) => ({ hidden: withUnique(context.hidden, params.imageIds) })),
    unhide: assign(({ context }, params: { imageIds: readonly string[] }) => ({ hidden: without(context.hidden, params.imageIds) })),
    confirmRemoved: assign(({ context }, params: { imageIds: readonly string[] }) => {
      const ids = new Set(params.imageIds);
      return {
        removedCount: context.removedCount + ids.size,
        hidden: without(context.hidden, params.imageIds),
        months: withoutPhotos(context.months, ids),
        flat: context.flat.filter((image) => !ids.has(image.imageId)),
      };
    }),
  },
}).createMachine({
  id: 'photoTimeline',
  description: 'The photo library of the signed-in account: month timeline or flat list, optimistic removal.',
  context: ({ input }) => ({ sort: input.sort, flatOnly: input.flatOnly ?? false, hidden: [], removedCount: 0, ...emptyLibrary }),
  initial: 'choosing',
  on: {
    'photoTimeline.sortChanged': {
      guard: { type: 'isOtherSort', params: ({ event }) => ({ sort: event.sort }) },
      target: '.choosing',
      reenter: true,
      actions: [
        { type: 'applySort', params: ({ event }) => ({ sort: event.sort }) },
        { type: 'saveSort', params: ({ event }) => ({ sort: event.sort }) },
        'resetLibrary',
      ],
    },
    'photoTimeline.reload': { target: '.choosing', reenter: true, actions: ['resetLibrary', 'forgetRemovals'] },
    'photoTimeline.hide': { actions: { type: 'hide', params: ({ event }) => ({ imageIds: event.imageIds }) } },
    'photoTimeline.unhide': { actions: { type: 'unhide', params: ({ event }) => ({ imageIds: event.imageIds }) } },
    'photoTimeline.confirmRemoved': { actions: { type: 'confirmRemoved', params: ({ event }) => ({ imageIds: event.imageIds }) } },
  },
  states: {
    choosing: {
      description:
        'Picks the view of the sort key: created goes to the flat list, dateTaken to the timeline; a list without months (an album) is always flat.',
      always: [{ guard: 'listsFlat', target: 'flat' }, { target: 'timeline' }],
    },
    timeline: {
      description: 'The month timeline (date-taken sorts).',
      initial: 'InProgress',
      states: {
        InProgress: {
          description: 'The timeline counts (GET /users/timeline) are loading: the page shows the loader.',
          entry: 'clearError',
          invoke: {
            id: 'loadTimelineCounts',
            src: 'loadTimelineCounts',
            onDone: {
              target: 'Finished',
              actions: [
                { type: 'buildMonths', params: ({ event }) => ({ counts: event.output }) },
                { type: 'keepFirstMonth', params: ({ context }) => ({ first: context.months[0] ?? null, sort: context.sort }) },
              ],
            },
            onError: { target: 'Failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        Failed: {
          description: 'The counts could not be loaded: "Error: Your photos could not be loaded" with a retry.',
          on: { 'photoTimeline.retry': 'InProgress' },
        },
        Finished: {
          description: 'The months are known (an empty library has none): each month loads its pages on demand.',
          type: 'parallel',
          on: {
            'photoTimeline.monthVisible': {
              guard: { type: 'isUninitialized', params: ({ event }) => ({ key: keyOf(event) }) },
              actions: { type: 'queueFirstPage', params: ({ event }) => ({ key: keyOf(event) }) },
            },
            'photoTimeline.monthLeft': {
              guard: { type: 'isQueuedFirst', params: ({ event }) => ({ key: keyOf(event) }) },
              actions: { type: 'unqueueFirstPage', params: ({ event }) => ({ key: keyOf(event) }) },
            },
            'photoTimeline.monthExpand': {
              guard: { type: 'canExpand', params: ({ event }) => ({ key: keyOf(event) }) },
              actions: { type: 'expandMonth', params: ({ event }) => ({ key: keyOf(event) }) },
            },
            'photoTimeline.monthRetry': {
              guard: { type: 'isRejected', params: ({ event }) => ({ key: keyOf(event) }) },
              actions: { type: 'retryMonth', params: ({ event }) => ({ key: keyOf(event) }) },
            },
            'photoTimeline.loadAfter': {
              guard: { type: 'canLoadAfter', params: ({ event }) => ({ imageId: event.imageId }) },
              actions: { type: 'loadAfter', params: ({ event }) => ({ imageId: event.imageId }) },
            },
            'photoTimeline.loadMore': {
              guard: { type: 'canLoadAfter', params: { imageId: null } },
              actions: { type: 'loadAfter', params: { imageId: null } },
            },
          },
          states: {
            firstPages: {
              description: 'Loads the first page (24 photos) of months that became visible, the most recently seen first.',
              initial: 'idle',
              states: {
                idle: {
                  description: 'No first page is loading; a queued month starts loading at once.',
                  always: { guard: 'hasFirstQueued', target: 'loading', actions: 'takeFirstQueued' },
                },
                loading: {
                  description: 'One month’s first page is loading (GET /photos/timeline/{year}/{month}, limit 24).',
                  invoke: {
                    id: 'loadMonthPage',
                    src: 'loadMonthPage',
                    input: ({ context }): MonthPageRequest => monthRequest(context, context.loadingFirst, PHOTOS_PER_MONTH_SECTION),
                    onDone: [
                      {
                        guard: { type: 'isLoadingFirst', params: ({ event }) => ({ key: event.output.key }) },
                        target: 'idle',
                        actions: { type: 'storeFirstPage', params: ({ event }) => event.output },
                      },
                      { target: 'idle', actions: 'rejectFirstPage' },
                    ],
                    onError: { target: 'idle', actions: 'rejectFirstPage' },
                  },
                },
              },
            },
            restPages: {
              description: 'Loads the rest of expanded months (after a "+N" click) in pages of 500, one page at a time.',
              initial: 'idle',
              states: {
                idle: {
                  description: 'No further page is loading; a queued month starts loading at once.',
                  always: { guard: 'hasRestQueued', target: 'loading', actions: 'takeRestQueued' },
                },
                loading: {
                  description: 'The next page of 500 of an expanded month is loading.',
                  invoke: {
                    id: 'loadMonthRest',
                    src: 'loadMonthRest',
                    input: ({ context }): MonthPageRequest => monthRequest(context, context.loadingRest, PHOTOS_PAGE_SIZE),
                    onDone: [
                      {
                        guard: { type: 'isLoadingRest', params: ({ event }) => ({ key: event.output.key }) },
                        target: 'idle',
                        actions: { type: 'storeRestPage', params: ({ event }) => event.output },
                      },
                      { target: 'idle', actions: 'rejectRestPage' },
                    ],
                    onError: { target: 'idle', actions: 'rejectRestPage' },
                  },
                },
              },
            },
          },
        },
      },
    },
    flat: {
      description: 'The flat list of the whole library (created sorts, GET /photos in pages of 500), or of an album in any sort.',
      initial: 'InProgress',
      states: {
        InProgress: {
          description: 'The first page of 500 is loading: the page shows the loader.',
          entry: 'clearError',
          invoke: {
            id: 'loadLibraryPage',
            src: 'loadLibraryPage',
            input: ({ context }): LibraryPageRequest => ({ sort: context.sort, cursor: null, limit: PHOTOS_PAGE_SIZE }),
            onDone: {
              target: 'Finished',
              actions: { type: 'storeFlatPage', params: ({ event }) => ({ page: event.output, append: false }) },
            },
            onError: { target: 'Failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        Failed: {
          description: 'The first page could not be loaded: "Error: Your photos could not be loaded" with a retry.',
          on: { 'photoTimeline.retry': 'InProgress' },
        },
        Finished: {
          description: 'The first page is shown; the next loads when the end marker is fully visible.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Waiting for the end marker (library.loadMore); nothing more when the cursor is null.',
              on: {
                'photoTimeline.loadMore': { guard: 'hasMoreFlat', target: 'loadingMore' },
                'photoTimeline.loadAfter': { guard: 'hasMoreFlat', target: 'loadingMore' },
              },
            },
            loadingMore: {
              description: 'The next page of 500 is loading.',
              invoke: {
                id: 'loadLibraryPage',
                src: 'loadLibraryPage',
                input: ({ context }): LibraryPageRequest => ({ sort: context.sort, cursor: context.flatCursor, limit: PHOTOS_PAGE_SIZE }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeFlatPage', params: ({ event }) => ({ page: event.output, append: true }) },
                },
                onError: { target: 'moreFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            moreFailed: {
              description: 'The next page failed: the end of the grid offers a retry (library.loadMore or library.retry).',
              on: {
                'photoTimeline.loadMore': 'loadingMore',
                'photoTimeline.loadAfter': 'loadingMore',
                'photoTimeline.retry': 'loadingMore',
              },
            },
          },
        },
      },
    },
  },
});

function monthRequest(context: PhotoTimelineContext, key: MonthKey | null, limit: number): MonthPageRequest {
  const month = findMonth(context.months, key);
  if (!month) return { key: key ?? '', year: 0, month: 0, sort: context.sort, cursor: null, limit };
  return {
    key: month.key,
    year: month.year,
    month: month.month,
    sort: context.sort,
    cursor: month.images.length > 0 ? month.cursor : null,
    limit,
  };
}

/** The month opened in full: its rest loads in pages of 500. */
function expanded(context: PhotoTimelineContext, key: MonthKey): Partial<PhotoTimelineContext> {
  return {
    months: updateMonth(context.months, key, (month) => ({ ...month, status: 'pending', expanded: true })),
    restQueue: withUnique(context.restQueue, [key]),
  };
}

/** The month's first page asked for, the most recently asked first. */
function firstPageQueued(context: PhotoTimelineContext, key: MonthKey): Partial<PhotoTimelineContext> {
  return {
    months: updateMonth(context.months, key, (month) => ({ ...month, status: 'pending' })),
    firstQueue: [...without(context.firstQueue, [key]), key],
  };
}
